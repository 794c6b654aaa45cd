package crosscheck.javasdk;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A scripted peer on 127.0.0.1 (port 0) for the tests: serves a card at
 * /.well-known/agent-card.json and answers JSON-RPC at /rpc with a scripted body, recording
 * every request's headers and body.
 */
final class Peer implements AutoCloseable {
    record Seen(Map<String, List<String>> headers, String body) {
        String header(String name) {
            for (Map.Entry<String, List<String>> e : headers.entrySet()) {
                if (e.getKey() != null && e.getKey().equalsIgnoreCase(name)) {
                    return String.join(",", e.getValue());
                }
            }
            return null;
        }
    }

    private final HttpServer server;
    final List<Seen> rpcRequests = new CopyOnWriteArrayList<>();
    private final CountDownLatch never = new CountDownLatch(1);

    /** card: the card's bytes, given this peer's rpc URL; answer: the JSON-RPC body for a request body (null: never answer). */
    Peer(Function<String, String> card, Function<String, String> answer) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.setExecutor(java.util.concurrent.Executors.newCachedThreadPool());
        server.createContext("/.well-known/agent-card.json", ex -> send(ex, card.apply(rpcUrl())));
        server.createContext("/rpc", ex -> {
            String body = new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            rpcRequests.add(new Seen(Map.copyOf(ex.getRequestHeaders()), body));
            String reply = answer.apply(body);
            if (reply == null) {
                try {
                    never.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                ex.close();
                return;
            }
            send(ex, reply);
        });
        server.start();
    }

    String origin() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    String cardUrl() {
        return origin() + "/.well-known/agent-card.json";
    }

    String rpcUrl() {
        return origin() + "/rpc";
    }

    private static void send(HttpExchange ex, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().set("Content-Type", "application/json");
        ex.sendResponseHeaders(200, bytes.length);
        try (OutputStream os = ex.getResponseBody()) {
            os.write(bytes);
        }
    }

    @Override
    public void close() {
        never.countDown();
        server.stop(0);
    }
}
