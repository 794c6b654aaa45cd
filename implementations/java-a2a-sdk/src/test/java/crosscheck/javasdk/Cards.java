package crosscheck.javasdk;

/** Card texts for the tests, written out by hand. */
final class Cards {
    private Cards() {
    }

    /** A well-formed A2A v1.0 card (§4.4.1): no top-level url, one JSON-RPC 1.0 interface. */
    static String v10(String rpcUrl, String capabilities) {
        return """
            {"name":"Peer","description":"a v1.0 peer","version":"1.0.0",
             "supportedInterfaces":[{"url":"%s","protocolBinding":"JSONRPC","protocolVersion":"1.0"}],
             "capabilities":%s,
             "defaultInputModes":["text/plain"],"defaultOutputModes":["text/plain"],
             "skills":[{"id":"text.echo","name":"Echo","description":"echoes","tags":["echo"]}]}
            """.formatted(rpcUrl, capabilities);
    }

    /** The same card with the v0.3 top-level url and preferredTransport beside the v1.0 members. */
    static String dual(String rpcUrl, String capabilities) {
        return v10(rpcUrl, capabilities).replaceFirst("\\{", "{\"url\":\"" + rpcUrl + "\",\"preferredTransport\":\"JSONRPC\",");
    }

    /** A v0.3 JSON-RPC answer: a completed task with one text artifact. */
    static String v03Completed(String text) {
        return """
            {"jsonrpc":"2.0","id":"%s","result":{"kind":"task","id":"t1","contextId":"c1",
             "status":{"state":"completed"},
             "artifacts":[{"artifactId":"a1","parts":[{"kind":"text","text":"%s"}]}]}}
            """.formatted("ID", text);
    }

    /** A v1.0 JSON-RPC answer (§9, SendMessageResponse): the task under "task", ProtoJSON enum names. */
    static String v10Completed(String text) {
        return """
            {"jsonrpc":"2.0","id":"ID","result":{"task":{"id":"t1","contextId":"c1",
             "status":{"state":"TASK_STATE_COMPLETED"},
             "artifacts":[{"artifactId":"a1","parts":[{"text":"%s"}]}]}}}
            """.formatted(text);
    }

    /** What a v1.0-only peer answers a request without A2A-Version (§3.6.2: read as 0.3). */
    static final String VERSION_NOT_SUPPORTED =
            "{\"jsonrpc\":\"2.0\",\"id\":\"ID\",\"error\":{\"code\":-32009,\"message\":\"Version not supported\"}}";
}
