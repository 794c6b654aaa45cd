package crosscheck.javasdk;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import io.a2a.spec.Artifact;
import io.a2a.spec.DataPart;
import io.a2a.spec.FilePart;
import io.a2a.spec.FileWithBytes;
import io.a2a.spec.FileWithUri;
import io.a2a.spec.Part;
import io.a2a.spec.TextPart;
import io.a2a.util.Utils;

/**
 * Input mapping only: the harness hands parts in their v1.0 ProtoJSON shape ({@code text},
 * {@code raw}, {@code url} or {@code data}, with {@code mediaType}/{@code filename}); the v0.3
 * SDK takes its own Part classes, so each is built with the SDK's constructor. The wire form is
 * then whatever the SDK's serializer writes (its {@code kind} discriminator, {@code file.bytes},
 * {@code mimeType}, ...). A text part's {@code mediaType} has no place in the v0.3 TextPart and is
 * dropped by the SDK's model, as an application using it would lose it.
 */
final class Parts {
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {};

    private Parts() {
    }

    static List<Part<?>> toSdk(JsonNode parts) {
        List<Part<?>> out = new ArrayList<>();
        for (JsonNode p : parts) {
            Map<String, Object> metadata = p.has("metadata") && p.get("metadata").isObject()
                    ? Utils.OBJECT_MAPPER.convertValue(p.get("metadata"), MAP) : null;
            String mediaType = p.hasNonNull("mediaType") ? p.get("mediaType").asText() : null;
            String filename = p.hasNonNull("filename") ? p.get("filename").asText() : null;
            if (p.hasNonNull("text")) {
                out.add(new TextPart(p.get("text").asText(), metadata));
            } else if (p.hasNonNull("raw")) {
                out.add(new FilePart(new FileWithBytes(mediaType, filename, p.get("raw").asText()), metadata));
            } else if (p.hasNonNull("url")) {
                out.add(new FilePart(new FileWithUri(mediaType, filename, p.get("url").asText()), metadata));
            } else if (p.has("data") && p.get("data").isObject()) {
                out.add(new DataPart(Utils.OBJECT_MAPPER.convertValue(p.get("data"), MAP), metadata));
            } else {
                throw new IllegalArgumentException("a part the v0.3 model has no class for: " + p);
            }
        }
        return out;
    }

    /** An artifact as the SDK holds it, its parts serialized by the SDK's own mapper. */
    static ObjectNode artifact(Artifact artifact) {
        ObjectNode out = Adapter.NODES.objectNode();
        out.put("artifactId", artifact.artifactId() == null ? "" : artifact.artifactId());
        ArrayNode parts = out.putArray("parts");
        if (artifact.parts() != null) {
            for (Part<?> part : artifact.parts()) {
                parts.add((JsonNode) Utils.OBJECT_MAPPER.valueToTree(part));
            }
        }
        return out;
    }
}
