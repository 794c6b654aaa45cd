import { CrosscheckError } from '../../errors/CrosscheckError.ts';
import {
  type JsonObject,
  type JsonValue,
  isJsonObject,
  pointerJoin,
} from '../../json/JsonValue.ts';
import type { ElementKind, FieldKind, FieldSpec, MessageSchema } from './cardSchema.ts';
import { own } from './own.ts';

/** How the walk reads member names. */
export interface ConvertOptions {
  /**
   * Accept the proto field name (`default_input_modes`) as an alias of the JSON name, as
   * ProtoJSON parsers do. On for the defaulted typed view; off for readers of the emitted form.
   */
  aliases: boolean;
}

/**
 * Reads `obj` as the proto message `schema` the way a ProtoJSON deserializer does: checks the
 * JSON type of every known member, maps absent or `null` members to proto defaults (or leaves
 * presence-tracked ones out), drops unknown members. Throws `CARD_WRONG_TYPE` with a pointer.
 */
export function convertMessage(
  obj: JsonObject,
  schema: MessageSchema,
  pointer: string,
  opts: ConvertOptions,
): JsonObject {
  const out: JsonObject = {};
  for (const field of schema.fields) {
    const found = findMember(obj, field, pointer, opts);
    if (found === undefined) {
      if (!field.omitWhenAbsent)
        out[field.json] = defaultFor(field.kind, pointerJoin(pointer, field.json), opts);
      continue;
    }
    out[field.json] = convertField(
      found.value,
      field.kind,
      found.pointer,
      `${schema.name}.${field.json}`,
      opts,
    );
  }
  return out;
}

function findMember(
  obj: JsonObject,
  field: FieldSpec,
  pointer: string,
  opts: ConvertOptions,
): { value: JsonValue; pointer: string } | undefined {
  const hasJson = Object.hasOwn(obj, field.json);
  const hasAlias = opts.aliases && field.proto !== field.json && Object.hasOwn(obj, field.proto);
  if (hasJson && hasAlias) {
    // protobuf-go, Python json_format and Java JsonFormat all refuse a message that sets one field
    // under both names; reading either spelling silently would let two readers see two cards.
    const at = pointerJoin(pointer, field.proto);
    throw new CrosscheckError(
      'CARD_DUPLICATE_MEMBER',
      `Failed to read the Agent Card: "${at}" is the proto name of "${field.json}", which is also present. Emit the field once, under its JSON name "${field.json}" (A2A §5.5).`,
      { pointer: at },
    );
  }
  const name = hasJson ? field.json : hasAlias ? field.proto : undefined;
  if (name === undefined) return undefined;
  const value = own(obj, name);
  // ProtoJSON reads a `null` member as absent (A2A §5.7 presence; DESIGN XV-NEG-001).
  if (value === undefined || value === null) return undefined;
  return { value, pointer: pointerJoin(pointer, name) };
}

function defaultFor(kind: FieldKind, pointer: string, opts: ConvertOptions): JsonValue {
  switch (kind.t) {
    case 'string':
      return '';
    case 'bool':
      return false;
    case 'list':
      return [];
    case 'map':
    case 'struct':
      return {};
    case 'message':
      return convertMessage({}, kind.of, pointer, opts);
  }
}

function convertField(
  value: JsonValue,
  kind: FieldKind,
  pointer: string,
  where: string,
  opts: ConvertOptions,
): JsonValue {
  switch (kind.t) {
    case 'list': {
      if (!Array.isArray(value)) throw wrongType(value, kind, pointer, where);
      return value.map((el, i) =>
        convertElement(el, kind.of, pointerJoin(pointer, i), `${where}[]`, opts),
      );
    }
    case 'map': {
      if (!isJsonObject(value)) throw wrongType(value, kind, pointer, where);
      const out: JsonObject = {};
      for (const key of Object.keys(value)) {
        const el = convertElement(
          own(value, key) ?? null,
          kind.of,
          pointerJoin(pointer, key),
          `${where}{}`,
          opts,
        );
        Object.defineProperty(out, key, {
          value: el,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return out;
    }
    case 'struct':
      if (!isJsonObject(value)) throw wrongType(value, kind, pointer, where);
      return value;
    default:
      return convertElement(value, kind, pointer, where, opts);
  }
}

function convertElement(
  value: JsonValue,
  kind: ElementKind | { t: 'bool' },
  pointer: string,
  where: string,
  opts: ConvertOptions,
): JsonValue {
  // A list element or map value cannot be "absent": ProtoJSON parsers reject `null` there.
  if (kind.t === 'string' && typeof value === 'string') return value;
  if (kind.t === 'bool' && typeof value === 'boolean') return value;
  if (kind.t === 'message' && isJsonObject(value))
    return convertMessage(value, kind.of, pointer, opts);
  throw wrongType(value, kind, pointer, where);
}

const EXPECTED: Record<FieldKind['t'], string> = {
  string: 'a string',
  bool: 'a boolean',
  struct: 'an object',
  message: 'an object',
  list: 'an array',
  map: 'an object',
};

function wrongType(
  value: JsonValue,
  kind: FieldKind,
  pointer: string,
  where: string,
): CrosscheckError {
  const expected = EXPECTED[kind.t];
  return new CrosscheckError(
    'CARD_WRONG_TYPE',
    `Failed to read the Agent Card: "${pointer}" (${where}) is ${describe(value)}, expected ${expected}. Emit ${expected} or omit the member (ProtoJSON, A2A §5.5).`,
    { pointer },
  );
}

function describe(value: JsonValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  const quoted = text.length > 40 ? `${text.slice(0, 37)}...` : text;
  return `the ${typeof value} ${quoted}`;
}
