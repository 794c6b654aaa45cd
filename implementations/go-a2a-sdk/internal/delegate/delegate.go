// Package delegate is the adapter's `client` role: one delegation done the way a plain Go
// application does it with a2a-go, following the SDK's README and examples/helloworld/client:
// resolve the card with agentcard's resolver, build a client with a2aclient.NewFromCard, send.
//
// The SDK itself plans nothing before a send (no skill, media-type, streaming-mode or signature
// check exists in a2aclient); whatever the harness judges about planning is therefore what the
// SDK does, which is to send. What this file chooses, as a simple application would:
//   - callerExtensions go through the SDK's extension mechanism, a2aext.NewActivator, which
//     adds a URI to the A2A-Extensions service parameter only when the card declares it;
//   - "streaming" uses Client.SendStreamingMessage (which the SDK itself turns into a blocking
//     SendMessage when the card does not declare streaming), "blocking" uses SendMessage;
//   - on an error or a task that did not complete, the next fallbackCardUrls entry is tried,
//     in order; a deadline that expires ends the delegation as "stalled".
package delegate

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2aclient"
	"github.com/a2aproject/a2a-go/v2/a2aclient/agentcard"
	"github.com/a2aproject/a2a-go/v2/a2aext"
	a2agrpc "github.com/a2aproject/a2a-go/v2/a2agrpc/v1"
	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"

	"crosscheck/go-a2a-sdk/internal/reassemble"
)

// Params are the contract's delegate params (docs/adapter-protocol.md §3.5); jwks and policy
// are read by nobody because the SDK has no card verifier.
type Params struct {
	CardURL          string            `json:"cardUrl"`
	SkillID          string            `json:"skillId"`
	Parts            []json.RawMessage `json:"parts"`
	CallerMode       string            `json:"callerMode"`
	CallerExtensions []string          `json:"callerExtensions"`
	DeadlineMs       int64             `json:"deadlineMs"`
	FallbackCardURLs []string          `json:"fallbackCardUrls"`
}

// Artifact is the contract's reassembled artifact.
type Artifact struct {
	ArtifactID string      `json:"artifactId"`
	Parts      []*a2a.Part `json:"parts"`
}

// Result is the contract's delegate result.
type Result struct {
	Outcome   string     `json:"outcome"`
	ServedBy  string     `json:"servedBy,omitempty"`
	TaskState string     `json:"taskState,omitempty"`
	Artifacts []Artifact `json:"artifacts,omitempty"`
}

// ToArtifacts turns the SDK's artifacts into the contract's shape (the parts are the SDK's own
// a2a.Part values and marshal with the SDK's ProtoJSON writer).
func ToArtifacts(arts []*a2a.Artifact) []Artifact {
	out := make([]Artifact, 0, len(arts))
	for _, a := range arts {
		// An artifact the SDK read without parts (an answer whose artifact has none) is an empty
		// list in the contract, never null: the harness refuses a null where a list belongs.
		parts := a.Parts
		if parts == nil {
			parts = []*a2a.Part{}
		}
		out = append(out, Artifact{ArtifactID: string(a.ID), Parts: parts})
	}
	return out
}

// Run performs one delegation.
func Run(parent context.Context, p Params) (Result, error) {
	parts := make([]*a2a.Part, 0, len(p.Parts))
	for i, raw := range p.Parts {
		var part a2a.Part
		if err := json.Unmarshal(raw, &part); err != nil {
			return Result{}, fmt.Errorf("part %d: %w", i, err)
		}
		parts = append(parts, &part)
	}
	deadline := time.Duration(p.DeadlineMs) * time.Millisecond
	ctx, cancel := context.WithTimeout(parent, deadline)
	defer cancel()

	last := Result{Outcome: "failed"}
	for _, cardURL := range append([]string{p.CardURL}, p.FallbackCardURLs...) {
		res, err := attempt(ctx, cardURL, parts, p)
		if ctx.Err() != nil {
			// The caller's deadline passed while this peer had the task.
			return Result{Outcome: "stalled", ServedBy: cardURL}, nil
		}
		if err == nil && res.Outcome == "completed" {
			return res, nil
		}
		if err == nil {
			last = res
		} else {
			last = Result{Outcome: "failed", ServedBy: cardURL}
		}
	}
	return last, nil
}

func attempt(ctx context.Context, cardURL string, parts []*a2a.Part, p Params) (Result, error) {
	u, err := url.Parse(cardURL)
	if err != nil {
		return Result{}, err
	}
	base := (&url.URL{Scheme: u.Scheme, Host: u.Host}).String()
	var opts []agentcard.ResolveOption
	if u.Path != "" && u.Path != "/" {
		// The harness names the card document itself; the resolver takes an origin and a path.
		opts = append(opts, agentcard.WithPath(u.Path))
	}
	card, err := agentcard.DefaultResolver.Resolve(ctx, base, opts...)
	if err != nil {
		return Result{}, fmt.Errorf("resolve %s: %w", cardURL, err)
	}
	client, err := a2aclient.NewFromCard(ctx, card,
		// As examples/helloworld/client does: gRPC without TLS next to the default JSON-RPC
		// and HTTP+JSON transports.
		a2agrpc.WithGRPCTransport(grpc.WithTransportCredentials(insecure.NewCredentials())),
		a2aclient.WithCallInterceptors(a2aext.NewActivator(p.CallerExtensions...)),
	)
	if err != nil {
		return Result{}, fmt.Errorf("client for %s: %w", cardURL, err)
	}
	defer func() { _ = client.Destroy() }()

	req := &a2a.SendMessageRequest{Message: a2a.NewMessage(a2a.MessageRoleUser, parts...)}
	if p.CallerMode == "streaming" {
		var events []a2a.Event
		for ev, err := range client.SendStreamingMessage(ctx, req) {
			if err != nil {
				return Result{}, err
			}
			events = append(events, ev)
		}
		return fromEvents(ctx, cardURL, events)
	}
	resp, err := client.SendMessage(ctx, req)
	if err != nil {
		return Result{}, err
	}
	return fromEvents(ctx, cardURL, []a2a.Event{resp})
}

// fromEvents reads the outcome from what the SDK client yielded: the last task state seen, and
// the artifacts as the SDK's own task processing assembles them (see package reassemble).
func fromEvents(ctx context.Context, cardURL string, events []a2a.Event) (Result, error) {
	if len(events) == 0 {
		return Result{}, errors.New("empty response")
	}
	var state a2a.TaskState
	for _, ev := range events {
		switch e := ev.(type) {
		case *a2a.Task:
			state = e.Status.State
		case *a2a.TaskStatusUpdateEvent:
			state = e.Status.State
		case *a2a.Message:
			// A direct Message answer completes the exchange.
			return Result{Outcome: "completed", ServedBy: cardURL}, nil
		}
	}
	arts, err := reassemble.Artifacts(context.WithoutCancel(ctx), events)
	if err != nil {
		return Result{}, err
	}
	outcome := "failed"
	if state == a2a.TaskStateCompleted {
		outcome = "completed"
	}
	return Result{Outcome: outcome, ServedBy: cardURL, TaskState: string(state), Artifacts: ToArtifacts(arts)}, nil
}
