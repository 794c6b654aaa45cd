// Package echoagent is a deterministic agent (no model) on a2a-go's own server: a2asrv's
// JSON-RPC and HTTP+JSON handlers on one 127.0.0.1 origin, a2agrpc on a port of its own, and the
// card served by a2asrv's card handler. Everything but the executor's answer is the SDK's.
package echoagent

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2acompat/a2av0"
	a2agrpc "github.com/a2aproject/a2a-go/v2/a2agrpc/v1"
	"github.com/a2aproject/a2a-go/v2/a2asrv"
	"github.com/a2aproject/a2a-go/v2/a2asrv/push"
	"google.golang.org/grpc"
)

// StepDelay is how long the executor stays in WORKING before it answers, so a running task can
// be observed, subscribed to and canceled.
const StepDelay = 300 * time.Millisecond

// LingerMetadataKey is the request metadata by which the harness asks a cooperating agent to keep
// a task WORKING for a while (milliseconds), so it can act on a running task whatever the load.
const LingerMetadataKey = "https://a2a-crosscheck.dev/metadata/linger-ms"

// MaxLinger caps what the harness may ask for.
const MaxLinger = 5 * time.Second

// Linger is the extra time asked for in m's metadata: zero when absent or not a positive number.
func Linger(m *a2a.Message) time.Duration {
	if m == nil {
		return 0
	}
	ms, ok := m.Metadata[LingerMetadataKey].(float64)
	if !ok || ms <= 0 {
		return 0
	}
	return min(time.Duration(ms*float64(time.Millisecond)), MaxLinger)
}

// InputRequiredMetadataKey is the request metadata by which the harness asks a cooperating agent
// to stop a task in INPUT_REQUIRED instead of answering; the next message naming the task resumes
// it (A2A §3.4.3). The harness puts it on the message too, where the executor reads it.
const InputRequiredMetadataKey = "https://a2a-crosscheck.dev/metadata/input-required"

// InputRequired reports whether m's metadata asks for a stop for input (the key set to true).
func InputRequired(m *a2a.Message) bool {
	if m == nil {
		return false
	}
	v, ok := m.Metadata[InputRequiredMetadataKey].(bool)
	return ok && v
}

// Executor echoes the text of the first text part as an artifact streamed in two chunks.
type Executor struct{ Delay time.Duration }

var _ a2asrv.AgentExecutor = (*Executor)(nil)

// Execute moves the task submitted -> working -> completed.
func (e *Executor) Execute(ctx context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		if ec.StoredTask == nil {
			if !yield(a2a.NewSubmittedTask(ec, ec.Message), nil) {
				return
			}
		}
		if !yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateWorking, nil), nil) {
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(e.Delay + Linger(ec.Message)):
		}
		if InputRequired(ec.Message) {
			// The SDK's way to ask for input: the task waits, interrupted, until a message naming it
			// runs the executor again with the stored task.
			yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateInputRequired, nil), nil)
			return
		}
		text := echoText(ec.Message)
		runes := []rune(text)
		half := len(runes) / 2
		first := a2a.NewArtifactEvent(ec, a2a.NewTextPart(string(runes[:half])))
		// The first chunk opens the artifact; the second appends to it and is the last.
		second := a2a.NewArtifactUpdateEvent(ec, first.Artifact.ID, a2a.NewTextPart(string(runes[half:])))
		second.LastChunk = true
		for _, ev := range []a2a.Event{first, second, a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCompleted, nil)} {
			if !yield(ev, nil) {
				return
			}
		}
	}
}

// Cancel moves the task to CANCELED, as the SDK's documentation suggests.
func (e *Executor) Cancel(ctx context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCanceled, nil), nil)
	}
}

func echoText(m *a2a.Message) string {
	if m != nil {
		for _, p := range m.Parts {
			if t, ok := p.Content.(a2a.Text); ok {
				return string(t)
			}
		}
	}
	return "(no text part)"
}

// Card is the agent's card for the given endpoints.
func Card(jsonrpcURL, restURL, grpcAddr string) *a2a.AgentCard {
	return &a2a.AgentCard{
		Name:        "go-a2a-sdk echo agent",
		Description: "Echoes the text it is sent, as an artifact in two chunks (a2a-go v2.4.0 server)",
		Version:     "1.0.0",
		SupportedInterfaces: []*a2a.AgentInterface{
			a2a.NewAgentInterface(jsonrpcURL, a2a.TransportProtocolJSONRPC),
			a2a.NewAgentInterface(restURL, a2a.TransportProtocolHTTPJSON),
			// As the SDK's gRPC example writes it: host:port, no scheme.
			a2a.NewAgentInterface(grpcAddr, a2a.TransportProtocolGRPC),
		},
		Capabilities:       a2a.AgentCapabilities{Streaming: true, PushNotifications: true},
		DefaultInputModes:  []string{"text/plain"},
		DefaultOutputModes: []string{"text/plain"},
		Skills: []a2a.AgentSkill{{
			ID:          "echo",
			Name:        "Echo",
			Description: "Answers a text part with its text",
			Tags:        []string{"echo"},
			Examples:    []string{"hello"},
			InputModes:  []string{"text/plain", "application/json"},
			OutputModes: []string{"text/plain"},
		}},
	}
}

// Server is a running agent.
type Server struct {
	URL      string
	Card     *a2a.AgentCard
	httpSrv  *http.Server
	grpcSrv  *grpc.Server
	httpDone chan error
	grpcDone chan error
}

// Start listens on two ephemeral 127.0.0.1 ports and serves A2A v1.0.
func Start(logger *slog.Logger) (*Server, error) { return start(logger, false) }

// StartV03 serves the same executor through the SDK's v0.3 compatibility layer
// (a2acompat/a2av0): its JSON-RPC and HTTP+JSON v0.3 handlers on one origin and its v0.3 card
// producer. gRPC is not offered there.
func StartV03(logger *slog.Logger) (*Server, error) { return start(logger, true) }

func start(logger *slog.Logger, v03 bool) (*Server, error) {
	httpLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	var grpcLn net.Listener
	if !v03 {
		if grpcLn, err = net.Listen("tcp", "127.0.0.1:0"); err != nil {
			_ = httpLn.Close()
			return nil, err
		}
	}
	origin := "http://" + httpLn.Addr().String()
	var card *a2a.AgentCard
	if v03 {
		card = Card(origin+"/jsonrpc", origin, "")
		card.SupportedInterfaces = card.SupportedInterfaces[:2]
		for _, i := range card.SupportedInterfaces {
			i.ProtocolVersion = a2av0.Version
		}
	} else {
		card = Card(origin+"/jsonrpc", origin, grpcLn.Addr().String())
	}

	handler := a2asrv.NewHandler(&Executor{Delay: StepDelay},
		a2asrv.WithLogger(logger),
		// The handler refuses what the card does not declare (A2A §3.3.4).
		a2asrv.WithCapabilityChecks(&card.Capabilities),
		// The SDK's push sender refuses loopback webhooks unless told otherwise
		// (HTTPSenderConfig.AllowPrivateNetworks, "for example a webhook on the same host"): this
		// agent and its test webhooks run on one host by construction.
		a2asrv.WithPushNotifications(push.NewInMemoryStore(),
			push.NewHTTPPushSender(&push.HTTPSenderConfig{Timeout: 5 * time.Second, AllowPrivateNetworks: true})),
	)

	mux := http.NewServeMux()
	if v03 {
		mux.Handle(a2asrv.WellKnownAgentCardPath, a2asrv.NewAgentCardHandler(a2av0.NewStaticAgentCardProducer(card)))
		mux.Handle("/jsonrpc", a2av0.NewJSONRPCHandler(handler))
		mux.Handle("/", a2av0.NewRESTHandler(handler))
	} else {
		mux.Handle(a2asrv.WellKnownAgentCardPath, a2asrv.NewStaticAgentCardHandler(card))
		mux.Handle("/jsonrpc", a2asrv.NewJSONRPCHandler(handler))
		mux.Handle("/", a2asrv.NewRESTHandler(handler))
	}

	s := &Server{
		URL:      origin,
		Card:     card,
		httpSrv:  &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second},
		httpDone: make(chan error, 1),
		grpcDone: make(chan error, 1),
	}
	go func() { s.httpDone <- s.httpSrv.Serve(httpLn) }()
	if grpcLn != nil {
		s.grpcSrv = grpc.NewServer()
		a2agrpc.NewHandler(handler).RegisterWith(s.grpcSrv)
		go func() { s.grpcDone <- s.grpcSrv.Serve(grpcLn) }()
	}
	return s, nil
}

// Stop shuts both servers down.
func (s *Server) Stop() error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	err := s.httpSrv.Shutdown(ctx)
	if errors.Is(err, context.DeadlineExceeded) {
		err = s.httpSrv.Close()
	}
	if s.grpcSrv != nil {
		stopped := make(chan struct{})
		go func() { s.grpcSrv.GracefulStop(); close(stopped) }()
		select {
		case <-stopped:
		case <-time.After(time.Second):
			s.grpcSrv.Stop()
		}
	}
	if err != nil {
		return fmt.Errorf("http shutdown: %w", err)
	}
	return nil
}
