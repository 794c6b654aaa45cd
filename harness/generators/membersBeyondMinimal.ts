import { type JsonObject, type JsonValue, isJsonObject, pointerJoin } from '../json/JsonValue.ts';
import { MINIMAL_MODES } from './minimalCard.ts';

const CARD_SKELETON = new Set([
  'name',
  'description',
  'version',
  'supportedInterfaces',
  'capabilities',
  'defaultInputModes',
  'defaultOutputModes',
  'skills',
  'signatures',
]);
const SKILL_SKELETON = new Set(['id', 'name', 'description', 'tags']);
const INTERFACE_SKELETON = new Set(['url', 'protocolBinding', 'protocolVersion']);

/**
 * JSON pointers of what a card carries beyond the shape of {@link buildMinimalCard}: extra
 * top-level members, every `capabilities` member, skill and interface members past the REQUIRED
 * ones, entries past the first, default modes other than the minimal ones and an interface
 * version other than "1.0". A shrunk counterexample should list one or two.
 */
export function membersBeyondMinimal(card: JsonObject): string[] {
  const out: string[] = [];
  for (const key of Object.keys(card)) {
    if (!CARD_SKELETON.has(key)) out.push(pointerJoin('', key));
  }
  const caps = card['capabilities'];
  if (isJsonObject(caps))
    for (const key of Object.keys(caps)) out.push(pointerJoin('/capabilities', key));
  if (!sameStrings(card['defaultInputModes'], MINIMAL_MODES)) out.push('/defaultInputModes');
  extraEntries(card['skills'], '/skills', SKILL_SKELETON, out);
  extraEntries(card['supportedInterfaces'], '/supportedInterfaces', INTERFACE_SKELETON, out);
  const first = Array.isArray(card['supportedInterfaces'])
    ? card['supportedInterfaces'][0]
    : undefined;
  if (isJsonObject(first) && first['protocolVersion'] !== '1.0')
    out.push('/supportedInterfaces/0/protocolVersion');
  return out;
}

function extraEntries(
  list: JsonValue | undefined,
  at: string,
  skeleton: Set<string>,
  out: string[],
): void {
  if (!Array.isArray(list)) return;
  list.forEach((entry, i) => {
    if (i > 0) {
      out.push(pointerJoin(at, i));
      return;
    }
    if (!isJsonObject(entry)) return;
    for (const key of Object.keys(entry)) {
      if (!skeleton.has(key)) out.push(pointerJoin(pointerJoin(at, i), key));
    }
  });
}

function sameStrings(value: JsonValue | undefined, want: readonly string[]): boolean {
  return (
    Array.isArray(value) && value.length === want.length && value.every((v, i) => v === want[i])
  );
}
