// Package adapter serves the a2a-crosscheck stdio contract 1.1 (docs/adapter-protocol.md):
// newline-delimited JSON-RPC 2.0 on stdin/stdout, every answer computed by a2a-go's own code.
package adapter

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"sync"
	"time"

	"crosscheck/go-a2a-sdk/internal/delegate"
	"crosscheck/go-a2a-sdk/internal/reassemble"
)

// SDKVersion is the pinned a2a-go version (go.mod); TestSDKVersionMatchesGoMod keeps them equal.
const SDKVersion = "2.4.0"

type request struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

type response struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  any             `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

// Hello answers the handshake. Roles: the SDK has a client (a2aclient) and, through its server's
// task processing, an artifact aggregator (see package reassemble). It has no Agent Card signer
// or verifier in v2.4.0, so `verifier` and `signer` are not declared.
//
// `canonicalizations` says the SDK verifies and signs under none: its client ignores card
// signatures, and the harness judges a client that verifies nothing on every fleet.
func Hello() map[string]any {
	return map[string]any{
		"name":              "go-a2a-sdk",
		"version":           SDKVersion,
		"contractVersion":   "1.1",
		"roles":             []string{"consumer", "client"},
		"canonicalizations": map[string][]string{"verify": {}, "sign": {}},
	}
}

type reassembleParams struct {
	Events []json.RawMessage `json:"events"`
}

// Reassemble answers `reassemble`.
func Reassemble(ctx context.Context, raw json.RawMessage) (any, error) {
	var p reassembleParams
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, err
	}
	events, err := reassemble.Decode(p.Events)
	if err != nil {
		return nil, err
	}
	arts, err := reassemble.Artifacts(ctx, events)
	if err != nil {
		return nil, err
	}
	return map[string]any{"artifacts": delegate.ToArtifacts(arts)}, nil
}

// Delegate answers `delegate`.
func Delegate(ctx context.Context, raw json.RawMessage) (any, error) {
	var p delegate.Params
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, err
	}
	return delegate.Run(ctx, p)
}

func dispatch(ctx context.Context, req request) response {
	resp := response{JSONRPC: "2.0", ID: req.ID}
	var result any
	var err error
	switch req.Method {
	case "hello":
		result = Hello()
	case "reassemble":
		c, cancel := context.WithTimeout(ctx, 9*time.Second)
		defer cancel()
		result, err = Reassemble(c, req.Params)
	case "delegate":
		result, err = Delegate(ctx, req.Params)
	default:
		resp.Error = &rpcError{Code: -32601, Message: "Method not found: " + req.Method}
		return resp
	}
	if err != nil {
		resp.Error = &rpcError{Code: -32000, Message: err.Error()}
		return resp
	}
	resp.Result = result
	return resp
}

// Serve reads requests until in closes, answers each on its own goroutine (the harness
// pipelines calls), and returns once every answer is written.
func Serve(in io.Reader, out io.Writer) error {
	ctx := context.Background()
	var mu sync.Mutex
	var wg sync.WaitGroup
	write := func(r response) {
		b, err := json.Marshal(r)
		if err != nil {
			b, _ = json.Marshal(response{JSONRPC: "2.0", ID: r.ID,
				Error: &rpcError{Code: -32603, Message: fmt.Sprintf("marshal: %v", err)}})
		}
		mu.Lock()
		defer mu.Unlock()
		_, _ = out.Write(append(b, '\n'))
	}
	scanner := bufio.NewScanner(in)
	scanner.Buffer(make([]byte, 0, 1<<20), 17<<20)
	for scanner.Scan() {
		line := scanner.Bytes()
		if len(line) == 0 {
			continue
		}
		var req request
		if err := json.Unmarshal(line, &req); err != nil {
			write(response{JSONRPC: "2.0", ID: json.RawMessage("null"),
				Error: &rpcError{Code: -32700, Message: "Parse error"}})
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if p := recover(); p != nil {
					log.Printf("panic in %s: %v", req.Method, p)
					write(response{JSONRPC: "2.0", ID: req.ID,
						Error: &rpcError{Code: -32603, Message: fmt.Sprintf("panic: %v", p)}})
				}
			}()
			write(dispatch(ctx, req))
		}()
	}
	wg.Wait()
	return scanner.Err()
}
