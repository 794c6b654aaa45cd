"""Entry point: `python -m crosscheck_adapter` serves the contract on stdin/stdout."""

from crosscheck_adapter.stdio import main


if __name__ == '__main__':
    main()
