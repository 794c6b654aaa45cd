package delegate

import (
	"encoding/json"
	"testing"

	"github.com/a2aproject/a2a-go/v2/a2aclient/agentcard"
)

// What the SDK's card parser keeps of capability presence (a2a-go #369), one reason the adapter
// does not declare the verifier role: the booleans are plain bool, so an absent and an explicit
// false `streaming` are one value (a `discover` could never answer "undeclared" for them). An
// absent `extensions` parses to nil and an explicit [] to an empty slice, so the parsed struct does
// tell them apart, but re-serialising drops the [] (omitempty). The test pins all of it so that a
// change of the SDK is noticed.
func TestSDKCardParserCollapsesPresence(t *testing.T) {
	absent, err := agentcard.DefaultCardParser([]byte(`{"name":"a","capabilities":{}}`))
	if err != nil {
		t.Fatal(err)
	}
	explicit, err := agentcard.DefaultCardParser([]byte(`{"name":"a","capabilities":{"extensions":[],"streaming":false}}`))
	if err != nil {
		t.Fatal(err)
	}
	if absent.Capabilities.Extensions != nil || explicit.Capabilities.Extensions == nil ||
		len(explicit.Capabilities.Extensions) != 0 {
		t.Fatalf("extensions: absent %#v, explicit [] %#v", absent.Capabilities.Extensions, explicit.Capabilities.Extensions)
	}
	if absent.Capabilities.Streaming != explicit.Capabilities.Streaming {
		t.Fatal("absent and explicit false streaming differ")
	}
	a, _ := json.Marshal(absent.Capabilities)
	e, _ := json.Marshal(explicit.Capabilities)
	if string(a) != "{}" || string(e) != "{}" {
		t.Fatalf("re-serialised capabilities: absent %s, explicit %s", a, e)
	}
}
