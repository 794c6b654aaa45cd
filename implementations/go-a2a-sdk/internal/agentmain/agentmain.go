// Package agentmain is the agent command protocol (implementations/README.md) shared by the
// agent commands: start the server, write one ready JSON line, exit on stdin close or SIGTERM.
package agentmain

import (
	"encoding/json"
	"io"
	"log"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"crosscheck/go-a2a-sdk/internal/echoagent"
)

// Run serves until stdin closes or SIGTERM/SIGINT arrives.
func Run(start func(*slog.Logger) (*echoagent.Server, error)) {
	log.SetOutput(os.Stderr)
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))
	slog.SetDefault(logger)
	srv, err := start(logger)
	if err != nil {
		log.Fatalf("agent: %v", err)
	}
	ready, _ := json.Marshal(map[string]string{"url": srv.URL})
	if _, err := os.Stdout.Write(append(ready, '\n')); err != nil {
		log.Fatalf("agent: %v", err)
	}

	done := make(chan struct{}, 2)
	go func() { _, _ = io.Copy(io.Discard, os.Stdin); done <- struct{}{} }()
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, syscall.SIGINT)
	go func() { <-sig; done <- struct{}{} }()
	<-done
	if err := srv.Stop(); err != nil {
		log.Printf("agent: %v", err)
	}
}
