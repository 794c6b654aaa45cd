// Command adapter is the a2a-crosscheck stdio adapter over the a2a-go SDK (contract 1.1).
package main

import (
	"log"
	"log/slog"
	"os"

	"crosscheck/go-a2a-sdk/internal/adapter"
)

func main() {
	log.SetOutput(os.Stderr)
	// The SDK logs through slog's default logger: keep stdout for answers only.
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})))
	if err := adapter.Serve(os.Stdin, os.Stdout); err != nil {
		log.Printf("adapter: %v", err)
		os.Exit(1)
	}
}
