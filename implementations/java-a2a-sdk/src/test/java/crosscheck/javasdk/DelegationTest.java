package crosscheck.javasdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/**
 * The delegate call end to end, through the SDK's resolver and client, against a scripted peer
 * on 127.0.0.1: what the v0.3 client sends to a v1.0 peer, and how it reads the answers.
 */
class DelegationTest {
    private final Delegation delegation = new Delegation();

    private static ObjectNode params(String cardUrl, String mode, List<String> extensions, long deadlineMs,
            String... fallbacks) {
        ObjectNode p = Adapter.NODES.objectNode();
        p.put("cardUrl", cardUrl);
        p.put("skillId", "text.echo");
        p.putArray("parts").addObject().put("text", "hello").put("mediaType", "text/plain");
        p.put("callerMode", mode);
        extensions.forEach(p.putArray("callerExtensions")::add);
        p.put("deadlineMs", deadlineMs);
        p.putObject("jwks").putArray("keys");
        p.putObject("policy");
        var fb = p.putArray("fallbackCardUrls");
        for (String f : fallbacks) {
            fb.add(f);
        }
        return p;
    }

    @Test
    void aV10CardStopsTheSdkBeforeAnyRequest() throws Exception {
        try (Peer peer = new Peer(rpc -> Cards.v10(rpc, "{}"), body -> Cards.v03Completed("x"))) {
            JsonNode r = delegation.delegate(params(peer.cardUrl(), "blocking", List.of(), 5000));
            assertEquals("error", r.path("outcome").asText());
            assertEquals("SDK_CARD_UNREADABLE", r.path("error").path("code").asText());
            assertTrue(r.path("error").path("message").asText().contains("'url' may not be null"));
            assertTrue(peer.rpcRequests.isEmpty());
        }
    }

    @Test
    void whatTheV03ClientSendsWhenItCanReadTheCard() throws Exception {
        try (Peer peer = new Peer(rpc -> Cards.dual(rpc, "{}"), body -> Cards.v03Completed("done"))) {
            JsonNode r = delegation.delegate(params(peer.cardUrl(), "blocking", List.of("urn:x:tracing"), 5000));
            assertEquals("completed", r.path("outcome").asText(), r.toString());
            assertEquals("done", r.path("artifacts").get(0).path("parts").get(0).path("text").asText());
            assertEquals(1, peer.rpcRequests.size());
            Peer.Seen seen = peer.rpcRequests.get(0);
            JsonNode body = Adapter.JSON.readTree(seen.body());
            assertEquals("message/send", body.path("method").asText(), "v0.3 method name, not SendMessage");
            assertNull(seen.header("A2A-Version"), "no A2A-Version: a v1.0 peer reads 0.3 (§3.6.2)");
            assertEquals("urn:x:tracing", seen.header("X-A2A-Extensions"), "the legacy header name");
            assertNull(seen.header("A2A-Extensions"));
            JsonNode message = body.path("params").path("message");
            assertEquals("user", message.path("role").asText(), "v0.3 role spelling, not ROLE_USER");
            assertEquals("message", message.path("kind").asText());
            assertEquals("text", message.path("parts").get(0).path("kind").asText());
            assertTrue(body.path("params").path("configuration").path("blocking").asBoolean(),
                    "v0.3 blocking:true, unknown in v1.0 (returnImmediately)");
        }
    }

    @Test
    void aV10AnswerIsNotReadAsACompletedTask() throws Exception {
        try (Peer peer = new Peer(rpc -> Cards.dual(rpc, "{}"), body -> Cards.v10Completed("done"))) {
            JsonNode r = delegation.delegate(params(peer.cardUrl(), "blocking", List.of(), 5000));
            assertEquals("failed", r.path("outcome").asText(), r.toString());
            assertEquals(1, peer.rpcRequests.size());
        }
    }

    @Test
    void aVersionErrorIsAFailureAndTheNextCardIsTried() throws Exception {
        try (Peer refusing = new Peer(rpc -> Cards.dual(rpc, "{}"), body -> Cards.VERSION_NOT_SUPPORTED);
             Peer accepting = new Peer(rpc -> Cards.dual(rpc, "{}"), body -> Cards.v03Completed("ok"))) {
            JsonNode r = delegation.delegate(params(refusing.cardUrl(), "blocking", List.of(), 5000,
                    accepting.cardUrl()));
            assertEquals("completed", r.path("outcome").asText(), r.toString());
            assertEquals(accepting.cardUrl(), r.path("servedBy").asText());
            assertEquals(1, refusing.rpcRequests.size());
        }
    }

    @Test
    void streamingIsNotUsedTowardACardWithoutStreaming() throws Exception {
        try (Peer peer = new Peer(rpc -> Cards.dual(rpc, "{}"), body -> Cards.v03Completed("ok"))) {
            JsonNode r = delegation.delegate(params(peer.cardUrl(), "streaming", List.of(), 5000));
            assertEquals("completed", r.path("outcome").asText(), r.toString());
            JsonNode body = Adapter.JSON.readTree(peer.rpcRequests.get(0).body());
            assertEquals("message/send", body.path("method").asText());
        }
    }

    @Test
    void aPeerThatNeverAnswersIsAStallWithinTheDeadline() throws Exception {
        try (Peer peer = new Peer(rpc -> Cards.dual(rpc, "{}"), body -> null)) {
            long started = System.nanoTime();
            JsonNode r = delegation.delegate(params(peer.cardUrl(), "blocking", List.of(), 1500));
            long ms = (System.nanoTime() - started) / 1_000_000;
            assertEquals("stalled", r.path("outcome").asText(), r.toString());
            assertTrue(ms < 4000, "took " + ms + " ms");
            assertFalse(peer.rpcRequests.isEmpty());
        }
    }
    @Test
    void aJsonErrorToAStreamIsReadByTheSdkAsAnEmptyStream() throws Exception {
        // JdkA2AHttpClient reads the answer line by line and keeps only "data:" lines, then
        // signals a normal end (errorHandler.accept(null)): the -32009 never reaches the caller.
        try (Peer peer = new Peer(rpc -> Cards.dual(rpc, "{\"streaming\":true}"), body -> Cards.VERSION_NOT_SUPPORTED)) {
            JsonNode r = delegation.delegate(params(peer.cardUrl(), "streaming", List.of(), 5000));
            assertEquals("failed", r.path("outcome").asText(), r.toString());
            assertFalse(r.has("taskState"), "no event at all reached the client's consumers");
            JsonNode body = Adapter.JSON.readTree(peer.rpcRequests.get(0).body());
            assertEquals("message/stream", body.path("method").asText());
        }
    }
}
