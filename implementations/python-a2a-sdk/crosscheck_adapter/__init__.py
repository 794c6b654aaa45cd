"""a2a-crosscheck stdio adapter (contract 1.1) over the official Python SDK, `a2a-sdk`.

Every answer comes from the SDK's own code: its card resolver and proto parser, its JWS signer
and verifier (`a2a.utils.signing`), its task manager's event folding, and its client. The
adapter only translates between the harness's contract and the SDK's objects, and makes the few
choices an application on the SDK has to make (which keys it trusts, which bindings it speaks);
each such choice is marked in a comment.
"""

ADAPTER_NAME = 'python-a2a-sdk'
CONTRACT_VERSION = '1.1'
