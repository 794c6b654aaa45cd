#!/usr/bin/env python3
"""A deliberately simple a2a-crosscheck adapter in Python (standard library only).

It speaks the harness's stdio protocol (docs/adapter-protocol.md): one JSON-RPC 2.0 request
per line on stdin, one answer per line on stdout, logs on stderr. It implements the `verifier`
role the way a quick first integration would:

* the card is read with `json.loads` and every capability is defaulted (absent -> False, no
  `extensions` -> []), so it cannot tell "undeclared" from "false";
* a card with a non-empty `signatures` list is reported as signature-valid without any
  cryptographic check ("signatures present");
* nothing is checked for consistency, version or media types, and every plan is "send".

It therefore fails many rules on purpose: it is an example of the protocol, not of a good
verifier. Run it with:

    a2a-crosscheck run --iut-cmd "python3 implementations/python-example/adapter.py"
"""

import base64
import json
import sys

CONTRACT_VERSION = "1.0"


def hello(params):
    return {
        "name": "python-example",
        "version": "0.1.0",
        "contractVersion": CONTRACT_VERSION,
        "roles": ["verifier"],
    }


def read_card(card_base64):
    """Returns (card, None) or (None, rejection)."""
    try:
        card = json.loads(base64.b64decode(card_base64).decode("utf-8"))
    except (ValueError, UnicodeDecodeError):
        return None, rejected("schema", "CARD_MALFORMED_JSON")
    if not isinstance(card, dict):
        return None, rejected("schema", "CARD_NOT_OBJECT")
    return card, None


def rejected(stage, code):
    return {"admitted": False, "stage": stage, "code": code, "signature": "absent",
            "mayNegotiateExtensions": False}


def discover(params):
    card, rejection = read_card(params["cardBase64"])
    if rejection is not None:
        return rejection
    caps = card.get("capabilities") or {}
    if not isinstance(caps, dict):
        caps = {}
    extensions = caps.get("extensions") or []
    signatures = card.get("signatures")
    return {
        "admitted": True,
        # "Signatures present" is all this example checks.
        "signature": "valid" if isinstance(signatures, list) and signatures else "absent",
        "capabilities": {
            "streaming": bool(caps.get("streaming", False)),
            "pushNotifications": bool(caps.get("pushNotifications", False)),
            "extendedAgentCard": bool(caps.get("extendedAgentCard", False)),
            "extensions": [e.get("uri", "") for e in extensions if isinstance(e, dict)],
        },
        "mayNegotiateExtensions": True,
    }


def plan(params):
    found = discover(params)
    if not found["admitted"]:
        return {
            "decision": "reject",
            "error": {"type": "DiscoveryError", "code": found["code"], "message": "card rejected"},
            "requestExtensions": [],
        }
    return {"decision": "send", "peer": params["peer"], "requestExtensions": list(params["callerExtensions"])}


METHODS = {"hello": hello, "discover": discover, "plan": plan}


def answer(request):
    request_id = request.get("id")
    method = METHODS.get(request.get("method"))
    if method is None:
        return {"jsonrpc": "2.0", "id": request_id,
                "error": {"code": -32601, "message": "Method not found: %s" % request.get("method")}}
    try:
        return {"jsonrpc": "2.0", "id": request_id, "result": method(request.get("params") or {})}
    except Exception as error:  # report, never die: the harness charges it to this call
        return {"jsonrpc": "2.0", "id": request_id,
                "error": {"code": -32000, "message": "%s: %s" % (type(error).__name__, error)}}


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except ValueError:
            reply = {"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}}
        else:
            reply = answer(request)
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    print("python-example: stdin closed, exiting", file=sys.stderr)


if __name__ == "__main__":
    main()
