package adapter

import (
	"bufio"
	"encoding/json"
	"io"
	"os"
	"strings"
	"testing"
)

func TestSDKVersionMatchesGoMod(t *testing.T) {
	b, err := os.ReadFile("../../go.mod")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "github.com/a2aproject/a2a-go/v2 v"+SDKVersion+"\n") {
		t.Fatalf("go.mod does not pin a2a-go v%s:\n%s", SDKVersion, b)
	}
}

func TestHelloDeclaresOnlyWhatTheSDKHas(t *testing.T) {
	h := Hello()
	roles := h["roles"].([]string)
	canon := h["canonicalizations"].(map[string][]string)
	if strings.Join(roles, ",") != "consumer,client" || len(canon["verify"]) != 0 || len(canon["sign"]) != 0 {
		t.Fatalf("roles %v, canonicalizations %v", roles, canon)
	}
}

// serveLines runs Serve over the given request lines and returns the answers by id.
func serveLines(t *testing.T, lines ...string) map[string]map[string]any {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() {
		_ = Serve(inR, outW)
		outW.Close()
	}()
	go func() {
		for _, l := range lines {
			_, _ = inW.Write([]byte(l + "\n"))
		}
		inW.Close()
	}()
	answers := map[string]map[string]any{}
	sc := bufio.NewScanner(outR)
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var m map[string]any
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("non-JSON line %q", sc.Text())
		}
		id, _ := json.Marshal(m["id"])
		answers[string(id)] = m
	}
	return answers
}

func TestServeAnswersEachCallByID(t *testing.T) {
	got := serveLines(t,
		`{"jsonrpc":"2.0","id":1,"method":"hello","params":{"contractVersion":"1.1"}}`,
		`{"jsonrpc":"2.0","id":2,"method":"reassemble","params":{"events":[`+
			`{"task":{"id":"t","contextId":"c","status":{"state":"TASK_STATE_WORKING"}}},`+
			`{"artifactUpdate":{"taskId":"t","contextId":"c","artifact":{"artifactId":"a","parts":[{"text":"x"}]}}},`+
			`{"artifactUpdate":{"taskId":"t","contextId":"c","artifact":{"artifactId":"a","parts":[{"text":"y"}]},"append":true,"lastChunk":true}}]}}`,
		`{"jsonrpc":"2.0","id":3,"method":"sign","params":{}}`,
	)
	if len(got) != 3 {
		t.Fatalf("answers %v", got)
	}
	if v := got["1"]["result"].(map[string]any)["contractVersion"]; v != "1.1" {
		t.Fatalf("hello %v", got["1"])
	}
	arts, _ := json.Marshal(got["2"]["result"])
	if want := `{"artifacts":[{"artifactId":"a","parts":[{"text":"x"},{"text":"y"}]}]}`; string(arts) != want {
		t.Fatalf("reassemble %s, want %s", arts, want)
	}
	if code := got["3"]["error"].(map[string]any)["code"]; code != float64(-32601) {
		t.Fatalf("sign answered %v", got["3"])
	}
}
