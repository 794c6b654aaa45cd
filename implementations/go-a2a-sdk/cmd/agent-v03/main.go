// Command agent-v03 runs the echo agent through a2a-go's A2A v0.3 compatibility layer
// (a2acompat/a2av0: v0.3 JSON-RPC and HTTP+JSON handlers, v0.3 card) per the agent command
// protocol (implementations/README.md).
package main

import (
	"crosscheck/go-a2a-sdk/internal/agentmain"
	"crosscheck/go-a2a-sdk/internal/echoagent"
)

func main() { agentmain.Run(echoagent.StartV03) }
