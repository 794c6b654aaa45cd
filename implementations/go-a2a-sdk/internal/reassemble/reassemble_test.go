package reassemble

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

const opening = `{"task":{"id":"task-1","contextId":"ctx-1","status":{"state":"TASK_STATE_WORKING"}}}`

func chunk(id, text string, appendFlag, last bool) json.RawMessage {
	return json.RawMessage(fmt.Sprintf(
		`{"artifactUpdate":{"taskId":"task-1","contextId":"ctx-1","artifact":{"artifactId":%q,"parts":[{"text":%q}]},"append":%v,"lastChunk":%v}}`,
		id, text, appendFlag, last))
}

func texts(t *testing.T, arts []*a2a.Artifact) string {
	t.Helper()
	var b strings.Builder
	for _, a := range arts {
		b.WriteString(string(a.ID) + ":")
		for _, p := range a.Parts {
			b.WriteString("[" + p.Text() + "]")
		}
		b.WriteString(" ")
	}
	return strings.TrimSpace(b.String())
}

func run(t *testing.T, raw ...json.RawMessage) []*a2a.Artifact {
	t.Helper()
	events, err := Decode(raw)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	arts, err := Artifacts(ctx, events)
	if err != nil {
		t.Fatalf("artifacts: %v", err)
	}
	return arts
}

func TestAppendChunksConcatenate(t *testing.T) {
	got := texts(t, run(t, json.RawMessage(opening),
		chunk("a1", "Invoice 42: ", false, false),
		chunk("a1", "total", true, false),
		chunk("a1", " due", true, true)))
	if want := "a1:[Invoice 42: ][total][ due]"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestInterleavedArtifactsKeptApartInFirstSeenOrder(t *testing.T) {
	got := texts(t, run(t, json.RawMessage(opening),
		chunk("a1", "one-", false, false),
		chunk("a2", "alpha-", false, false),
		chunk("a1", "two", true, true),
		chunk("a2", "beta", true, true),
		json.RawMessage(`{"statusUpdate":{"taskId":"task-1","contextId":"ctx-1","status":{"state":"TASK_STATE_COMPLETED"}}}`)))
	if want := "a1:[one-][two] a2:[alpha-][beta]"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestUpdateWithoutAppendReplaces(t *testing.T) {
	got := texts(t, run(t, json.RawMessage(opening),
		chunk("a1", "draft", false, false),
		chunk("a1", "final", false, true)))
	if want := "a1:[final]"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestStreamWithoutTerminalStateReturnsPromptly(t *testing.T) {
	start := time.Now()
	run(t, json.RawMessage(opening), chunk("a1", "x", false, false))
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("took %v", d)
	}
}

func TestOpeningTaskOnlyHasItsOwnArtifacts(t *testing.T) {
	got := texts(t, run(t, json.RawMessage(
		`{"task":{"id":"t","contextId":"c","status":{"state":"TASK_STATE_COMPLETED"},"artifacts":[{"artifactId":"z","parts":[{"text":"done"}]}]}}`)))
	if want := "z:[done]"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestDecodeRefusesAnEventOfNoKnownKind(t *testing.T) {
	if _, err := Decode([]json.RawMessage{json.RawMessage(`{"kind":"status-update"}`)}); err == nil {
		t.Fatal("a v0.3 kind-discriminated event decoded as a v1.0 StreamResponse")
	}
}
