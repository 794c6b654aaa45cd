import { mediaTypeMatches, parseMediaType } from '../media/index.ts';
import type { ModelSteps } from './ModelSteps.ts';
import { checkEnforceInputModes } from './steps/consistencySteps.ts';
import { readAnswer } from './steps/readAnswer.ts';
import { checkProtocolVersion } from './steps/versionStep.ts';
import { verifySignature } from './steps/signatureStep.ts';

/**
 * A reading of an input the spec leaves open, other than the one the model takes: an answer that
 * follows it is not judged (docs/adapter-protocol.md §4.2). Each is the model with the steps that
 * read that input replaced, so every stage of it reads the input that one other way.
 */
export interface OpenReading {
  id: string;
  /** The input, the model's reading and this one, for the evidence. */
  about: string;
  steps: Partial<ModelSteps>;
}

type Match = (declared: string, actual: string) => boolean;

function readingMediaTypes(id: string, about: string, match: Match): OpenReading {
  const accepts = (modes: readonly string[], actual: string) =>
    modes.some((mode) => match(mode, actual));
  return {
    id,
    about,
    steps: {
      matchMediaType: accepts,
      checkEnforceInputModes: (card, verdict) => checkEnforceInputModes(card, verdict, accepts),
    },
  };
}

/** `*` as a type beside a concrete subtype (`*\/x+*`). */
function starTyped(s: string): boolean {
  const parsed = parseMediaType(s);
  return parsed !== null && parsed.type === '*' && parsed.subtype !== '*';
}

export const OPEN_READINGS: readonly OpenReading[] = [
  readingMediaTypes(
    'media-type-trimmed',
    'a media type with surrounding whitespace (" application/json "): the model reads the string as it is, which no media type grammar admits (it matches nothing); this reading trims it first',
    (declared, actual) => mediaTypeMatches(declared.trim(), actual.trim()),
  ),
  readingMediaTypes(
    'media-type-star-nothing',
    'a "*" type beside a concrete subtype ("*/x+*"): the model reads a literal token that matches itself (RFC 9110 §12.5.1 has no such range); this reading takes it for no media type at all (RFC 6838 §4.2 names start with a letter or digit), matching nothing',
    (declared, actual) =>
      !starTyped(declared) && !starTyped(actual) && mediaTypeMatches(declared, actual),
  ),
  {
    id: 'legacy-version-unparsed-below-floor',
    about:
      'a legacy top-level protocolVersion that is not Major.Minor ("1x.10") beside v1.0 members: the model ignores it (it names no version, and a v1.0 ProtoJSON reader drops the member); this reading counts it as below the floor',
    steps: {
      checkProtocolVersion: (card, floor) =>
        checkProtocolVersion(card, floor, { unparsedLegacy: 'below-floor' }),
    },
  },
  {
    id: 'version-untrimmed',
    about:
      'a protocolVersion with surrounding whitespace (" 1.0 "): the model trims it (A2A §3.6 says nothing of whitespace); this reading takes it for no version (an interface below the floor, a legacy value ignored)',
    steps: {
      checkProtocolVersion: (card, floor) => checkProtocolVersion(card, floor, { untrimmed: true }),
    },
  },
  {
    // RFC 7515 §4: "JWS parsers MUST either reject JWSs with duplicate Header Parameter names or
    // use a JSON parser that returns only the lexically last duplicate member name". The model
    // rejects (catalogue A8 prefers it); this is the other reading, applied once to the decoded
    // header so that the kid the key is looked up by, the alg checked against the allow-list and
    // the alg verified with are the same last members. A reader that takes any of them from
    // another member (the first) answers as neither reading does, and is judged.
    id: 'header-duplicates-last-wins',
    about:
      'a protected header holding a member name twice ({"kid":"a","kid":"b"}): the model refuses it (SIG_MALFORMED); this reading keeps the lexically last member, as RFC 7515 §4 allows, and uses that one header for key lookup, the allow-list and verification alike (security catalogue A8)',
    steps: {
      verifySignature: (card, options) =>
        verifySignature(card, { ...options, headerDuplicates: 'last-wins' }),
    },
  },
  {
    // RFC 8259 §8.1 puts UTF-8 on the sender ("MUST be encoded using UTF-8") and lets a parser
    // ignore a BOM; what a receiver does with bytes that are not UTF-8 it leaves open. WHATWG
    // fetch's Response.json() and text() decode with the Encoding standard's UTF-8 decode, which
    // drops a leading BOM and makes each invalid sequence U+FFFD: the platform's own reading, so
    // a client built on fetch follows it and is not judged for it. The grammar is still judged.
    id: 'answer-decoded-as-fetch',
    about:
      'an answer body that begins with a BOM or is not UTF-8 (an overlong form, an encoded surrogate, a Latin-1 byte): the model refuses it as I-JSON does (RFC 7493 §2.1); this reading decodes it as fetch does (WHATWG Encoding, UTF-8 decode: the BOM dropped, each invalid sequence U+FFFD) and reads the text strictly',
    steps: {
      readAnswer: (input) =>
        readAnswer(typeof input === 'string' ? input : new TextDecoder().decode(input)),
    },
  },
];
