package crosscheck.javasdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import org.junit.jupiter.api.Test;

import io.a2a.spec.AgentCapabilities;
import io.a2a.spec.AgentCard;
import io.a2a.util.Utils;

/**
 * Why the verifier role is not declared: the SDK's own card model, read through its own mapper
 * exactly as A2ACardResolver.getAgentCard does (Utils.unmarshalFrom), on concrete v1.0 input.
 */
class CardReadingTest {
    private static final TypeReference<AgentCard> CARD = new TypeReference<>() {};
    private static final String RPC = "http://127.0.0.1:1/rpc";

    private static AgentCard read(String json) throws JsonProcessingException {
        return Utils.unmarshalFrom(json, CARD);
    }

    @Test
    void aWellFormedV10CardIsRefusedForTheMissingV03Url() {
        JsonProcessingException e = assertThrows(JsonProcessingException.class,
                () -> read(Cards.v10(RPC, "{\"streaming\":true}")));
        assertTrue(e.getMessage().contains("'url' may not be null"), e.getMessage());
    }

    @Test
    void absentAndFalseCapabilitiesAreOneValue() throws Exception {
        AgentCapabilities absent = read(Cards.dual(RPC, "{}")).capabilities();
        AgentCapabilities explicitFalse = read(Cards.dual(RPC,
                "{\"streaming\":false,\"pushNotifications\":false}")).capabilities();
        assertFalse(absent.streaming());
        assertFalse(absent.pushNotifications());
        assertEquals(explicitFalse, absent, "the SDK's record cannot tell absent from false");
    }

    @Test
    void nullCapabilitiesAreFalseToo() throws Exception {
        AgentCapabilities nulls = read(Cards.dual(RPC, "{\"streaming\":null}")).capabilities();
        assertFalse(nulls.streaming());
    }

    @Test
    void extensionsAbsentAndEmptyStayDistinct() throws Exception {
        assertNull(read(Cards.dual(RPC, "{}")).capabilities().extensions());
        assertNotNull(read(Cards.dual(RPC, "{\"extensions\":[]}")).capabilities().extensions());
        assertEquals(0, read(Cards.dual(RPC, "{\"extensions\":[]}")).capabilities().extensions().size());
    }

    @Test
    void theV10ExtendedCardCapabilityHasNoMemberAndIsDropped() throws Exception {
        AgentCard card = read(Cards.dual(RPC, "{\"extendedAgentCard\":true}"));
        assertFalse(card.supportsAuthenticatedExtendedCard(),
                "v1.0 capabilities.extendedAgentCard is an unknown member to the v0.3 model");
    }

    @Test
    void v10InterfacesAreIgnoredAndV03DefaultsFilledIn() throws Exception {
        AgentCard card = read(Cards.dual(RPC, "{}"));
        assertNull(card.additionalInterfaces(), "supportedInterfaces is not read");
        assertEquals("0.3.0", card.protocolVersion(), "the model's default, not anything the card said");
        assertEquals("JSONRPC", card.preferredTransport());
    }

    @Test
    void signaturesAreDataOnly() throws Exception {
        String signed = Cards.dual(RPC, "{}").replaceFirst("\\{",
                "{\"signatures\":[{\"protected\":\"eyJhbGciOiJub25lIn0\",\"signature\":\"\"}],");
        AgentCard card = read(signed);
        assertEquals(1, card.signatures().size(), "read, and never verified: 0.3.2 has no verifier");
    }
}
