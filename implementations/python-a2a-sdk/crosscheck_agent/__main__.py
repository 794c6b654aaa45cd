from crosscheck_agent.server import main

main()
