package delegate

import (
	"encoding/json"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

// An artifact the SDK read without parts reaches the harness as "parts": [], not null: the
// contract's schema wants a list, and a null made the harness refuse the whole delegate answer.
func TestToArtifactsWritesAbsentPartsAsEmptyList(t *testing.T) {
	out, err := json.Marshal(ToArtifacts([]*a2a.Artifact{{ID: "a1"}}))
	if err != nil {
		t.Fatal(err)
	}
	var got []map[string]json.RawMessage
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || string(got[0]["parts"]) != "[]" {
		t.Fatalf("ToArtifacts(artifact without parts) = %s, want one artifact with \"parts\": []", out)
	}
}
