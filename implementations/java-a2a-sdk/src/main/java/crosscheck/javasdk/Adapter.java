package crosscheck.javasdk;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The stdio loop of contract 1.1 (docs/adapter-protocol.md): one JSON-RPC 2.0 request per line
 * on stdin, one answer per line on stdout, logs on stderr. Requests may be pipelined, so each
 * call runs on a worker thread and answers are written whole, one at a time.
 *
 * <p>Only the {@code client} role is declared. The verifier role is not: the SDK's card model
 * (io.a2a.spec.AgentCard, v0.3) cannot read a v1.0 card at all (it requires the v0.3 top-level
 * {@code url}), has no {@code extendedAgentCard} capability, reads the capability booleans as
 * primitives (absent and false are one value), and 0.3.2 has no signature verifier; see
 * README.md and CardReadingTest.
 */
public final class Adapter {
    public static final String NAME = "java-a2a-sdk";
    public static final String SDK_VERSION = "0.3.2.Final";
    static final String CONTRACT_VERSION = "1.1";

    /** The adapter's own framing mapper (Jackson, the SDK's JSON library, at the SDK's version). */
    static final ObjectMapper JSON = new ObjectMapper();
    static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private final InputStream in;
    private final PrintStream out;
    private final ExecutorService workers = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "crosscheck-call");
        t.setDaemon(true);
        return t;
    });
    private final Delegation delegation = new Delegation();

    public Adapter(InputStream in, OutputStream out) {
        this.in = in;
        this.out = new PrintStream(out, false, StandardCharsets.UTF_8);
    }

    public void run() throws IOException, InterruptedException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        String line;
        while ((line = reader.readLine()) != null) {
            if (line.isBlank()) {
                continue;
            }
            final String frame = line;
            workers.submit(() -> write(answer(frame)));
        }
        // stdin closed: finish what is in flight, then exit.
        workers.shutdown();
        workers.awaitTermination(120, TimeUnit.SECONDS);
        System.err.println(NAME + ": stdin closed, exiting");
        out.flush();
        System.exit(0);
    }

    private synchronized void write(JsonNode answer) {
        try {
            out.print(JSON.writeValueAsString(answer));
            out.print('\n');
            out.flush();
        } catch (IOException e) {
            System.err.println(NAME + ": cannot write an answer: " + e);
        }
    }

    /** The whole answer to one frame: a result, or a JSON-RPC error. Never throws. */
    JsonNode answer(String frame) {
        ObjectNode reply = NODES.objectNode();
        reply.put("jsonrpc", "2.0");
        JsonNode request;
        try {
            request = JSON.readTree(frame);
        } catch (IOException e) {
            reply.putNull("id");
            return withError(reply, -32700, "Parse error: " + e.getMessage());
        }
        JsonNode id = request.get("id");
        reply.set("id", id == null ? NODES.nullNode() : id);
        String method = request.path("method").asText("");
        JsonNode params = request.path("params");
        try {
            switch (method) {
                case "hello":
                    reply.set("result", hello());
                    return reply;
                case "delegate":
                    reply.set("result", delegation.delegate(params));
                    return reply;
                default:
                    return withError(reply, -32601, "Method not found: " + method
                            + " (this adapter declares only the client role)");
            }
        } catch (RuntimeException e) {
            e.printStackTrace(System.err);
            return withError(reply, -32000, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    static ObjectNode hello() {
        ObjectNode result = NODES.objectNode();
        result.put("name", NAME);
        result.put("version", SDK_VERSION);
        result.put("contractVersion", CONTRACT_VERSION);
        result.putArray("roles").add("client");
        // The SDK verifies and signs nothing (0.3.2 has AgentCardSignature as data only).
        ObjectNode canon = result.putObject("canonicalizations");
        canon.putArray("verify");
        canon.putArray("sign");
        return result;
    }

    private static JsonNode withError(ObjectNode reply, int code, String message) {
        ObjectNode error = reply.putObject("error");
        error.put("code", code);
        error.put("message", message == null ? "" : message);
        return reply;
    }
}
