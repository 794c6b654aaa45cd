package crosscheck.javasdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/** The stdio contract's framing and handshake (docs/adapter-protocol.md §1–2). */
class AdapterTest {
    private final Adapter adapter = new Adapter(new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream());

    @Test
    void helloDeclaresTheClientRoleOnly() {
        JsonNode r = adapter.answer("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"hello\",\"params\":{\"contractVersion\":\"1.1\"}}");
        assertEquals(7, r.path("id").asInt());
        JsonNode result = r.path("result");
        assertEquals("1.1", result.path("contractVersion").asText());
        assertEquals("0.3.2.Final", result.path("version").asText());
        assertEquals(1, result.path("roles").size());
        assertEquals("client", result.path("roles").get(0).asText());
        assertEquals(0, result.path("canonicalizations").path("verify").size());
    }

    @Test
    void undeclaredCallsAreMethodNotFound() {
        JsonNode r = adapter.answer("{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":\"discover\",\"params\":{}}");
        assertEquals(-32601, r.path("error").path("code").asInt());
    }

    @Test
    void aBrokenFrameIsAParseError() {
        JsonNode r = adapter.answer("{not json");
        assertEquals(-32700, r.path("error").path("code").asInt());
        assertTrue(r.path("id").isNull());
    }

    @Test
    void answersAreOneLineEach() {
        String frame = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"hello\",\"params\":{}}\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        JsonNode r = new Adapter(new ByteArrayInputStream(frame.getBytes(StandardCharsets.UTF_8)), out)
                .answer(frame.trim());
        assertTrue(r.has("result"));
        assertTrue(r.toString().indexOf('\n') < 0);
    }
}
