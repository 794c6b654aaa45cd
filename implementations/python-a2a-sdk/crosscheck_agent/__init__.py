"""An A2A agent served by the official Python SDK (a2a-sdk) for a2a-crosscheck.

Everything a peer sees on the wire comes from the SDK: its Starlette routes for
JSON-RPC, HTTP+JSON and the agent card, its gRPC servicer, its request handler,
task store, push config store and push sender, and its card signer. This package
only chooses the card's content, writes a deterministic executor and wires the
pieces together.
"""
