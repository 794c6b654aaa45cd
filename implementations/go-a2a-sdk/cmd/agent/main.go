// Command agent runs the echo agent on a2a-go's A2A v1.0 server (JSON-RPC, HTTP+JSON, gRPC) per
// the agent command protocol (implementations/README.md).
package main

import (
	"crosscheck/go-a2a-sdk/internal/agentmain"
	"crosscheck/go-a2a-sdk/internal/echoagent"
)

func main() { agentmain.Run(echoagent.Start) }
