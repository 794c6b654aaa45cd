package crosscheck.javasdk;

import java.net.URI;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.a2a.client.Client;
import io.a2a.client.ClientEvent;
import io.a2a.client.MessageEvent;
import io.a2a.client.TaskEvent;
import io.a2a.client.TaskUpdateEvent;
import io.a2a.client.config.ClientConfig;
import io.a2a.client.http.A2ACardResolver;
import io.a2a.client.http.A2AHttpClient;
import io.a2a.client.http.JdkA2AHttpClient;
import io.a2a.client.transport.jsonrpc.JSONRPCTransport;
import io.a2a.client.transport.jsonrpc.JSONRPCTransportConfig;
import io.a2a.client.transport.spi.interceptors.ClientCallContext;
import io.a2a.common.A2AHeaders;
import io.a2a.spec.AgentCard;
import io.a2a.spec.Artifact;
import io.a2a.spec.Message;
import io.a2a.spec.Task;
import io.a2a.spec.TaskState;

/**
 * The {@code delegate} call, done the way a simple application on the v0.3 SDK does it (the
 * SDK's README "client" sample): resolve the card with {@link A2ACardResolver}, build a
 * {@link Client} with {@link JSONRPCTransport}, send a {@link Message} and read the events the
 * client's consumers and streaming error handler receive. Nothing of the protocol is done here:
 * the card reading, transport choice, streaming-or-not decision, wire format and stream
 * aggregation ({@code ClientTaskManager}) are all the SDK's.
 *
 * <p>The application's own choices, each what a plain integration does:
 * <ul>
 *   <li>fallback: on any failure the SDK reports (an exception from card resolution or from the
 *       client, a JSON-RPC error, a task that ends in a state other than completed) the next of
 *       {@code fallbackCardUrls} is tried, in order, until the deadline;</li>
 *   <li>extensions: the SDK 0.3.2 client has no negotiation; its one named way is the
 *       {@code X-A2A-Extensions} header ({@link A2AHeaders#X_A2A_EXTENSIONS}, "extensions
 *       requested by the client"), passed per call through {@link ClientCallContext} headers.
 *       The caller's URIs are sent as given, to every peer, since nothing in the SDK gates
 *       them on the card;</li>
 *   <li>deadline: the SDK has no per-call timeout, so the whole call is bounded by
 *       {@code deadlineMs}; a send still running at the deadline is reported "stalled".</li>
 * </ul>
 */
final class Delegation {
    private final A2AHttpClient http = new JdkA2AHttpClient();
    private final ExecutorService calls = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "crosscheck-sdk-call");
        t.setDaemon(true);
        return t;
    });

    /** How one attempt on one peer ended. */
    private record Attempt(ObjectNode result, boolean done) {
    }

    ObjectNode delegate(JsonNode params) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(params.path("deadlineMs").asLong(10_000));
        boolean streaming = "streaming".equals(params.path("callerMode").asText());
        List<String> extensions = new ArrayList<>();
        params.path("callerExtensions").forEach(e -> extensions.add(e.asText()));
        List<String> urls = new ArrayList<>();
        urls.add(params.path("cardUrl").asText());
        params.path("fallbackCardUrls").forEach(u -> urls.add(u.asText()));

        ObjectNode last = null;
        for (String url : urls) {
            if (remainingMs(deadline) <= 0) {
                return last != null ? last : outcome("stalled", null);
            }
            Attempt attempt = attempt(url, params.path("parts"), streaming, extensions, deadline);
            if (attempt.done()) {
                return attempt.result();
            }
            last = attempt.result();
        }
        return last;
    }

    private Attempt attempt(String cardUrl, JsonNode parts, boolean streaming, List<String> extensions,
            long deadline) {
        // 1. The card, read by the SDK's own resolver and model (io.a2a.spec.AgentCard).
        AgentCard card;
        try {
            String path = URI.create(cardUrl).getRawPath();
            A2ACardResolver resolver = new A2ACardResolver(http, cardUrl, path, null);
            card = within(deadline, resolver::getAgentCard);
        } catch (TimeoutException e) {
            return new Attempt(outcome("stalled", null), true);
        } catch (Exception e) {
            log("card at " + cardUrl + " not usable by the SDK", e);
            ObjectNode r = outcome("error", null);
            ObjectNode error = r.putObject("error");
            error.put("type", "DiscoveryError");
            error.put("code", "SDK_CARD_UNREADABLE");
            error.put("message", chain(e));
            return new Attempt(r, false);
        }

        // 2. The SDK's client over its JSON-RPC transport, streaming as the caller asks (the SDK
        // itself falls back to message/send when the card does not declare streaming).
        AtomicReference<Task> task = new AtomicReference<>();
        AtomicReference<Message> message = new AtomicReference<>();
        CompletableFuture<Void> finished = new CompletableFuture<>();
        BiConsumer<ClientEvent, AgentCard> consumer = (event, agentCard) -> {
            if (event instanceof TaskEvent te) {
                task.set(te.getTask());
            } else if (event instanceof TaskUpdateEvent tu) {
                task.set(tu.getTask());
            } else if (event instanceof MessageEvent me) {
                message.set(me.getMessage());
            }
            Task t = task.get();
            if (me(event) || (t != null && t.getStatus() != null && t.getStatus().state() != null
                    && t.getStatus().state().isFinal())) {
                finished.complete(null);
            }
        };
        // The SDK signals a normal end of stream as accept(null) (SSEEventListener.onComplete).
        Consumer<Throwable> streamErrors = error -> {
            if (error == null) {
                finished.complete(null);
            } else {
                finished.completeExceptionally(error);
            }
        };
        Client client;
        try {
            client = Client.builder(card)
                    .clientConfig(new ClientConfig.Builder().setStreaming(streaming).build())
                    .withTransport(JSONRPCTransport.class, new JSONRPCTransportConfig(http))
                    .addConsumer(consumer)
                    .streamingErrorHandler(streamErrors)
                    .build();
        } catch (Exception e) {
            log("SDK client not built for " + cardUrl, e);
            ObjectNode r = outcome("error", null);
            ObjectNode error = r.putObject("error");
            error.put("type", "DiscoveryError");
            error.put("code", "SDK_NO_CLIENT");
            error.put("message", chain(e));
            return new Attempt(r, false);
        }

        Message request = new Message.Builder()
                .role(Message.Role.USER)
                .messageId(UUID.randomUUID().toString())
                .parts(Parts.toSdk(parts))
                .build();
        Map<String, String> headers = new HashMap<>();
        if (!extensions.isEmpty()) {
            headers.put(A2AHeaders.X_A2A_EXTENSIONS, String.join(",", extensions));
        }
        ClientCallContext context = new ClientCallContext(new HashMap<>(), headers);

        // 3. Send, and wait for the SDK to report the end (blocking: the call returns; streaming:
        // a final state, or the end of the stream), within the deadline.
        try {
            within(deadline, () -> {
                client.sendMessage(request, context);
                return null;
            });
            // The SDK streams only when the client asks and the card declares streaming
            // (Client.java:167); otherwise sendMessage returned with the whole answer.
            if (!(streaming && card.capabilities().streaming())) {
                finished.complete(null);
            }
            finished.get(Math.max(1, remainingMs(deadline)), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            ObjectNode r = outcome("stalled", cardUrl);
            addTask(r, task.get());
            return new Attempt(r, true);
        } catch (ExecutionException | RuntimeException e) {
            Throwable cause = e instanceof ExecutionException ? e.getCause() : e;
            log("SDK reported a failure from " + cardUrl, cause);
            ObjectNode r = outcome("failed", cardUrl);
            addTask(r, task.get());
            return new Attempt(r, false);
        } catch (Exception e) {
            log("SDK reported a failure from " + cardUrl, e);
            ObjectNode r = outcome("failed", cardUrl);
            addTask(r, task.get());
            return new Attempt(r, false);
        } finally {
            client.close();
        }

        Task t = task.get();
        if (t == null) {
            // A direct Message answer (or a stream that closed with no event).
            return new Attempt(outcome(message.get() != null ? "completed" : "failed", cardUrl),
                    message.get() != null);
        }
        TaskState state = t.getStatus() == null ? null : t.getStatus().state();
        ObjectNode r = outcome(state == TaskState.COMPLETED ? "completed" : "failed", cardUrl);
        addTask(r, t);
        return new Attempt(r, state == TaskState.COMPLETED);
    }

    private static boolean me(ClientEvent event) {
        return event instanceof MessageEvent;
    }

    private <T> T within(long deadline, Callable<T> call) throws Exception {
        Future<T> f = calls.submit(call);
        try {
            return f.get(Math.max(1, remainingMs(deadline)), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw e;
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception ex) {
                throw ex;
            }
            throw e;
        }
    }

    private static void addTask(ObjectNode r, Task t) {
        if (t == null) {
            return;
        }
        if (t.getStatus() != null && t.getStatus().state() != null) {
            // The SDK's own spelling of the state (v0.3: "completed", "failed", ...).
            r.put("taskState", t.getStatus().state().asString());
        }
        ArrayNode artifacts = r.putArray("artifacts");
        if (t.getArtifacts() != null) {
            for (Artifact a : t.getArtifacts()) {
                artifacts.add(Parts.artifact(a));
            }
        }
    }

    private static ObjectNode outcome(String outcome, String servedBy) {
        ObjectNode r = Adapter.NODES.objectNode();
        r.put("outcome", outcome);
        if (servedBy != null) {
            r.put("servedBy", servedBy);
        }
        return r;
    }

    private static long remainingMs(long deadline) {
        return TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
    }

    /** The exception and its causes, one line, as the SDK worded them. */
    static String chain(Throwable e) {
        StringBuilder sb = new StringBuilder();
        for (Throwable c = e; c != null && sb.length() < 2000; c = c.getCause()) {
            if (sb.length() > 0) {
                sb.append(" <- ");
            }
            sb.append(c.getClass().getSimpleName()).append(": ").append(c.getMessage());
            if (c.getCause() == c) {
                break;
            }
        }
        return sb.toString().replace('\n', ' ');
    }

    private static void log(String what, Throwable e) {
        System.err.println(Adapter.NAME + ": " + what + ": " + chain(e));
    }
}
