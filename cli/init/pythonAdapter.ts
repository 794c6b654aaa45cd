import { CONTRACT_VERSION } from '../../harness/contract/types.ts';

/**
 * The Python adapter `init --lang python` writes: the stdio protocol's loop (standard library
 * only) around functions that run as written, with the framework's calls marked TODO. The same
 * shape serves any language: one JSON-RPC request per line in, one answer per line out.
 */
export function pythonAdapter(name: string): string {
  return `#!/usr/bin/env python3
"""a2a-crosscheck adapter for ${name}, over stdio (contract ${CONTRACT_VERSION}).

The harness starts this program, writes one JSON-RPC 2.0 request per line on stdin and reads
one answer per line on stdout (node_modules/a2a-crosscheck/docs/adapter-protocol.md). Logs go
to stderr. Replace each TODO with a call into your framework; declare in hello only the roles
you implement (verifier: discover + plan, signer: sign, consumer: reassemble, client: delegate).
"""

import base64
import json
import sys


def hello(params):
    return {"name": "${name}", "version": "0.0.0", "contractVersion": "${CONTRACT_VERSION}", "roles": ["verifier"]}


def discover(params):
    # TODO: parse and verify with your framework's own card reader and signature verifier
    # (params["jwks"] holds the trusted keys, params["policy"] what to enforce).
    card = json.loads(base64.b64decode(params["cardBase64"]).decode("utf-8"))
    caps = card.get("capabilities") or {}

    def flag(value):
        return value if isinstance(value, bool) else "undeclared"

    extensions = caps.get("extensions")
    uris = [e.get("uri", "") for e in extensions] if isinstance(extensions, list) else "undeclared"
    return {
        "admitted": True,
        "signature": "invalid" if card.get("signatures") else "absent",
        "capabilities": {
            "streaming": flag(caps.get("streaming")),
            "pushNotifications": flag(caps.get("pushNotifications")),
            "extendedAgentCard": flag(caps.get("extendedAgentCard")),
            "extensions": uris,
        },
        "mayNegotiateExtensions": uris != "undeclared",
    }


def plan(params):
    # TODO: ask your framework's pre-flight (input modes, skills, streaming, degraded peers).
    found = discover(params)
    return {
        "decision": "send",
        "peer": params["peer"],
        "requestExtensions": params["callerExtensions"] if found["mayNegotiateExtensions"] else [],
    }


CALLS = {"hello": hello, "discover": discover, "plan": plan}


def answer(request):
    call = CALLS.get(request.get("method"))
    if call is None:
        return {"code": -32601, "message": "Method not found"}, None
    try:
        return None, call(request.get("params") or {})
    except Exception as error:  # an answer, never a crash: the harness charges it to this call
        return {"code": -32000, "message": "%s: %s" % (type(error).__name__, error)}, None


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except ValueError:
            request = {"id": None, "method": None}
        error, result = answer(request)
        reply = {"jsonrpc": "2.0", "id": request.get("id")}
        reply.update({"error": error} if error else {"result": result})
        sys.stdout.write(json.dumps(reply) + "\\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
`;
}
