package echoagent

import (
	"testing"
	"time"

	"github.com/a2aproject/a2a-go/v2/a2a"
)

func TestLingerReadsTheHarnessMetadataWithinItsCap(t *testing.T) {
	with := func(v any) *a2a.Message {
		return &a2a.Message{Metadata: map[string]any{LingerMetadataKey: v}}
	}
	cases := []struct {
		name string
		msg  *a2a.Message
		want time.Duration
	}{
		{"asked", with(1500.0), 1500 * time.Millisecond},
		{"capped", with(60000.0), MaxLinger},
		{"negative", with(-3.0), 0},
		{"not a number", with("soon"), 0},
		{"no metadata", &a2a.Message{}, 0},
		{"no message", nil, 0},
	}
	for _, c := range cases {
		if got := Linger(c.msg); got != c.want {
			t.Errorf("%s: Linger = %v, want %v", c.name, got, c.want)
		}
	}
}

func TestInputRequiredReadsTheHarnessMetadataKeySetToTrue(t *testing.T) {
	with := func(v any) *a2a.Message {
		return &a2a.Message{Metadata: map[string]any{InputRequiredMetadataKey: v}}
	}
	cases := []struct {
		name string
		msg  *a2a.Message
		want bool
	}{
		{"asked", with(true), true},
		{"false", with(false), false},
		{"a string", with("true"), false},
		{"no metadata", &a2a.Message{}, false},
		{"no message", nil, false},
	}
	for _, c := range cases {
		if got := InputRequired(c.msg); got != c.want {
			t.Errorf("%s: InputRequired = %v, want %v", c.name, got, c.want)
		}
	}
}
