package echoagent_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"crosscheck/go-a2a-sdk/internal/delegate"
	"crosscheck/go-a2a-sdk/internal/echoagent"
)

func start(t *testing.T) *echoagent.Server {
	t.Helper()
	srv, err := echoagent.Start(slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Stop() })
	return srv
}

func TestCardServedWithEveryBinding(t *testing.T) {
	srv := start(t)
	resp, err := http.Get(srv.URL + "/.well-known/agent-card.json")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	var card struct {
		SupportedInterfaces []struct{ URL, ProtocolBinding, ProtocolVersion string }
		Capabilities        map[string]any
		Skills              []struct{ InputModes []string }
	}
	if err := json.Unmarshal(body, &card); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
	var bindings []string
	for _, i := range card.SupportedInterfaces {
		if i.ProtocolVersion != "1.0" {
			t.Errorf("interface %+v", i)
		}
		bindings = append(bindings, i.ProtocolBinding)
	}
	if len(bindings) != 3 || bindings[0] != "JSONRPC" || bindings[1] != "HTTP+JSON" || bindings[2] != "GRPC" {
		t.Fatalf("bindings %v", bindings)
	}
	if card.Capabilities["streaming"] != true || len(card.Skills) != 1 || len(card.Skills[0].InputModes) == 0 {
		t.Fatalf("card %s", body)
	}
}

func delegateTo(t *testing.T, p delegate.Params) delegate.Result {
	t.Helper()
	if p.DeadlineMs == 0 {
		p.DeadlineMs = 5000
	}
	if p.Parts == nil {
		p.Parts = []json.RawMessage{json.RawMessage(`{"text":"hello world"}`)}
	}
	res, err := delegate.Run(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func joined(res delegate.Result) (string, int) {
	s, n := "", 0
	for _, a := range res.Artifacts {
		for _, p := range a.Parts {
			s += p.Text()
			n++
		}
	}
	return s, n
}

func TestDelegateBlockingGetsTheMergedArtifact(t *testing.T) {
	srv := start(t)
	res := delegateTo(t, delegate.Params{CardURL: srv.URL + "/.well-known/agent-card.json", CallerMode: "blocking"})
	text, parts := joined(res)
	if res.Outcome != "completed" || res.TaskState != "TASK_STATE_COMPLETED" || text != "hello world" || parts != 2 {
		t.Fatalf("result %+v (text %q, %d parts)", res, text, parts)
	}
}

func TestDelegateStreamingReassemblesTheChunks(t *testing.T) {
	srv := start(t)
	res := delegateTo(t, delegate.Params{CardURL: srv.URL + "/.well-known/agent-card.json", CallerMode: "streaming"})
	text, parts := joined(res)
	if res.Outcome != "completed" || text != "hello world" || parts != 2 || len(res.Artifacts) != 1 {
		t.Fatalf("result %+v (text %q, %d parts)", res, text, parts)
	}
}

func TestDelegateFallsBackAfterAnUnreachablePeer(t *testing.T) {
	srv := start(t)
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	dead := "http://" + ln.Addr().String() + "/.well-known/agent-card.json"
	ln.Close()
	good := srv.URL + "/.well-known/agent-card.json"
	res := delegateTo(t, delegate.Params{CardURL: dead, CallerMode: "blocking", FallbackCardURLs: []string{good}})
	if res.Outcome != "completed" || res.ServedBy != good {
		t.Fatalf("result %+v", res)
	}
}

func TestDelegateStallsPastTheDeadline(t *testing.T) {
	srv := start(t)
	begin := time.Now()
	res := delegateTo(t, delegate.Params{CardURL: srv.URL + "/.well-known/agent-card.json", CallerMode: "blocking", DeadlineMs: 100})
	if res.Outcome != "stalled" || time.Since(begin) > 2*time.Second {
		t.Fatalf("result %+v after %v", res, time.Since(begin))
	}
}

func TestV03AgentServesAV03CardAndMethods(t *testing.T) {
	srv, err := echoagent.StartV03(slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Stop() })
	resp, err := http.Get(srv.URL + "/.well-known/agent-card.json")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var card struct {
		ProtocolVersion, PreferredTransport, URL string
	}
	if err := json.Unmarshal(body, &card); err != nil || card.ProtocolVersion != "0.3" ||
		card.PreferredTransport != "JSONRPC" || card.URL != srv.URL+"/jsonrpc" {
		t.Fatalf("v0.3 card %s (%v)", body, err)
	}
	req := `{"jsonrpc":"2.0","id":1,"method":"message/send","params":{"message":{"kind":"message","messageId":"m1","role":"user","parts":[{"kind":"text","text":"hello"}]}}}`
	r, err := http.Post(card.URL, "application/json", strings.NewReader(req))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Body.Close()
	var out struct {
		Result struct {
			Kind   string
			Status struct{ State string }
		}
	}
	if err := json.NewDecoder(r.Body).Decode(&out); err != nil || out.Result.Kind != "task" || out.Result.Status.State != "completed" {
		t.Fatalf("message/send answered %+v (%v)", out, err)
	}
}
