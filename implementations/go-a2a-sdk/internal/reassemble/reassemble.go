// Package reassemble rebuilds the artifacts of a SendStreamingMessage event sequence with the
// a2a-go SDK's own code.
//
// a2a-go v2.4.0 has no client-side artifact aggregator: a2aclient hands the caller each
// a2a.Event of a stream and stops there (a2aclient/client.go SendStreamingMessage). The one
// place the SDK applies TaskArtifactUpdateEvent.Append / replace semantics is its server's task
// update manager (internal/taskupdate/manager.go updateArtifact), which builds the Task that
// GetTask and a blocking SendMessage return. That package is internal, so it is reached here
// through the SDK's public server API, in process and without any network:
//
//  1. every event is decoded with the SDK's own ProtoJSON reader (a2a.StreamResponse);
//  2. the opening Task is stored in the SDK's in-memory task store (a2asrv/taskstore);
//  3. an a2asrv request handler (a2asrv.NewHandler) is asked to continue that task, and its
//     executor emits the remaining events exactly as decoded;
//  4. the SDK processes each event into the stored Task; its artifacts are the answer.
//
// No artifact logic lives in this file: appending, replacing and ordering are the SDK's.
package reassemble

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"log/slog"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
	"github.com/a2aproject/a2a-go/v2/a2asrv"
	"github.com/a2aproject/a2a-go/v2/a2asrv/taskstore"
)

// Decode reads ProtoJSON StreamResponse objects with the SDK's own decoder.
func Decode(raw []json.RawMessage) ([]a2a.Event, error) {
	events := make([]a2a.Event, 0, len(raw))
	for i, r := range raw {
		var sr a2a.StreamResponse
		if err := json.Unmarshal(r, &sr); err != nil {
			return nil, fmt.Errorf("event %d: %w", i, err)
		}
		events = append(events, sr.Event)
	}
	return events, nil
}

// replay is an a2asrv.AgentExecutor that emits recorded events unchanged.
type replay struct{ events []a2a.Event }

func (r *replay) Execute(ctx context.Context, _ *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		for _, e := range r.events {
			if !yield(e, nil) {
				return
			}
		}
	}
}

// Cancel is used only to release an execution after its artifacts were read (see Artifacts).
func (r *replay) Cancel(_ context.Context, ec *a2asrv.ExecutorContext) iter.Seq2[a2a.Event, error] {
	return func(yield func(a2a.Event, error) bool) {
		yield(a2a.NewStatusUpdateEvent(ec, a2a.TaskStateCanceled, nil), nil)
	}
}

// Artifacts runs the events through the SDK's task processing and returns the stored task's
// artifacts, in the order the SDK keeps them. A stream that is a single Message has none.
func Artifacts(ctx context.Context, events []a2a.Event) ([]*a2a.Artifact, error) {
	if len(events) == 0 {
		return nil, nil
	}
	opening, ok := events[0].(*a2a.Task)
	if !ok {
		if _, isMsg := events[0].(*a2a.Message); isMsg && len(events) == 1 {
			return nil, nil
		}
		// A2A §3.1.2: a task stream begins with the Task; the SDK's processor refuses anything
		// else as its first event ("first event must be a Task or a message").
		return nil, fmt.Errorf("stream does not open with a Task (first event %T)", events[0])
	}
	store := taskstore.NewInMemory(nil)
	if _, err := store.Create(ctx, opening); err != nil {
		return nil, fmt.Errorf("task store refused the opening task: %w", err)
	}
	if len(events) > 1 {
		handler := a2asrv.NewHandler(&replay{events: events[1:]},
			a2asrv.WithTaskStore(store),
			a2asrv.WithLogger(slog.New(slog.DiscardHandler)))
		msg := a2a.NewMessageForTask(a2a.MessageRoleUser, opening, a2a.NewTextPart("replay"))
		// The SDK's stream ends by itself at a terminal or interrupted state. A recorded stream
		// may stop earlier (the transport closed): the SDK would then wait for more events, so
		// the read stops once the last recorded event has been processed (the handler yields
		// each event only after the SDK has applied it to the stored task).
		last := events[len(events)-1]
		var streamErr error
		stoppedEarly := false
		for ev, err := range handler.SendStreamingMessage(ctx, &a2a.SendMessageRequest{Message: msg}) {
			if err != nil {
				streamErr = err
				break
			}
			if ev == last {
				stoppedEarly = true
				break
			}
		}
		if streamErr != nil && !errors.Is(streamErr, context.Canceled) {
			return nil, fmt.Errorf("sdk task processing: %w", streamErr)
		}
		stored, err := store.Get(ctx, opening.ID)
		if err != nil {
			return nil, err
		}
		if stoppedEarly && !stored.Task.Status.State.Terminal() {
			// Release the execution the SDK still holds open for this task.
			cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), time.Second)
			_, _ = handler.CancelTask(cctx, &a2a.CancelTaskRequest{ID: opening.ID})
			cancel()
		}
		return stored.Task.Artifacts, nil
	}
	stored, err := store.Get(ctx, opening.ID)
	if err != nil {
		return nil, err
	}
	return stored.Task.Artifacts, nil
}
