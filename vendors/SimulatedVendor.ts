import { createHash } from 'node:crypto';
import { Faker, en } from '@faker-js/faker';
import type { Canonicalization, Jwks, PublicJwk } from '../harness/vocabulary/index.ts';
import type { JsonObject } from '../harness/json/JsonValue.ts';
import { signCard } from '../harness/jws/index.ts';
import type { TranscriptEntry } from '../harness/results/types.ts';
import { AGENT_CARD_PATH } from '../harness/wire/index.ts';
import { buildVendorCard } from './buildVendorCard.ts';
import { VENDOR_DEFAULTS, type VendorTiming } from './defaults.ts';
import type { PersonaSpec } from './PersonaSpec.ts';
import {
  requestHeaders,
  responseHeaders,
  type FleetClock,
  vendorTranscript,
} from './vendorTranscript.ts';
import type { VendorIdentity } from './VendorIdentity.ts';
import { vendorUrls } from './vendorUrls.ts';
import { handleJsonRpc } from './_internals/handleJsonRpc.ts';
import { handleRest } from './_internals/handleRest.ts';
import { PushConfigStore } from './_internals/pushConfigs.ts';
import type { SimTask } from './_internals/SimTask.ts';
import type { VendorContext } from './_internals/VendorContext.ts';
import { hold } from './_internals/waitFor.ts';
import { applyFaults } from './_internals/faultHooks.ts';
import { chunkTextsFor, idSource } from './_internals/runtimeRandomness.ts';

/** A card exactly as a vendor serves it at one origin. */
export interface ServedCard {
  /** The signed card object (emitted member order). */
  card: JsonObject;
  /** The served text: `JSON.stringify(card, null, 2)`. */
  text: string;
  /** UTF-8 of `text`: the bytes a verifier receives. */
  bytes: Uint8Array;
}

export interface SimulatedVendorInit {
  persona: PersonaSpec;
  identity: VendorIdentity;
  keys: { privateJwk: Record<string, unknown>; publicJwk: PublicJwk };
  timing: VendorTiming;
  clock: FleetClock;
  closed: AbortSignal;
  holdLimitMs: number;
}

/**
 * One simulated vendor: persona, identity, signing key, task store and transcript, behind one
 * framework-neutral handler. `handle` is what msw and the loopback server both call.
 *
 * Routes: `GET /.well-known/agent-card.json` (the card, signed for the request's origin, so
 * its interface URL and `jku` point back at whoever serves it), `GET /.well-known/jwks.json`,
 * `POST /a2a/jsonrpc` (A2A §9), and `/a2a/rest/…` (A2A §11) for personas that serve HTTP+JSON;
 * anything else is 404 / 405.
 */
export class SimulatedVendor {
  readonly id: string;
  readonly publicJwk: PublicJwk;
  readonly jwks: Jwks;
  private readonly ctx: VendorContext;
  private readonly cards = new Map<string, Promise<ServedCard>>();
  /** Where its gRPC interface listens, once the loopback transport serves one (`behaviour.grpc`). */
  grpcUrl: string | undefined;

  constructor(private readonly init: SimulatedVendorInit) {
    const { persona, identity } = init;
    this.id = persona.id;
    this.publicJwk = init.keys.publicJwk;
    this.jwks = { keys: [init.keys.publicJwk] };
    const n = Math.max(1, persona.behaviour.artifactChunks);
    let faker: Faker | undefined;
    this.ctx = {
      persona,
      recorder: vendorTranscript(persona.id, init.clock),
      tasks: new Map<string, SimTask>(),
      timing: init.timing,
      chunkTexts: chunkTextsFor(identity.runtimeSeed, n),
      holdLimitMs: init.holdLimitMs,
      closed: init.closed,
      nextId: idSource(identity.runtimeSeed),
      // Built on first use only: a Faker costs about a millisecond, and generated fleets make
      // thousands of vendors that never need one.
      get faker(): Faker {
        if (faker === undefined) {
          faker = new Faker({ locale: [en] });
          faker.seed(identity.runtimeSeed);
        }
        return faker;
      },
      push: new PushConfigStore(),
    };
  }

  get persona(): PersonaSpec {
    return this.init.persona;
  }

  get identity(): VendorIdentity {
    return this.init.identity;
  }

  /**
   * The card served at `origin`, signed once per origin under the persona's canonicalization, or
   * under `canonicalization` when asked (the same card, for a verifier that declares only the
   * other one).
   */
  card(
    origin: string,
    canonicalization: Canonicalization = this.persona.canonicalization,
  ): Promise<ServedCard> {
    const urls = vendorUrls(origin);
    const key = `${canonicalization} ${urls.origin}`;
    let served = this.cards.get(key);
    if (served === undefined) {
      served = this.signFor(urls.origin, canonicalization);
      this.cards.set(key, served);
    }
    return served;
  }

  /** Answers one HTTP request (Fetch API in, Fetch API out). */
  async handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const { recorder } = this.ctx;
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    // A2A §8.2: the card lives at the well-known URI.
    const serving = applyFaults(this.ctx, 'cardServing', {
      path: AGENT_CARD_PATH,
      contentType: 'application/json',
      cacheControl: 'max-age=60',
      etag: true,
    });
    const cardPath = serving.path;
    if (isGet && (url.pathname === cardPath || url.pathname === VENDOR_DEFAULTS.jwksPath)) {
      const label = `GET ${url.pathname}`;
      recorder.request(label, null, requestHeaders(request.headers));
      if (this.persona.behaviour.hang === 'all') {
        recorder.note('held', { path: url.pathname, end: await hold(this.ctx, request.signal) });
        return new Response(null, { status: 503 });
      }
      const body =
        url.pathname === cardPath ? (await this.card(url.origin)).text : JSON.stringify(this.jwks);
      const card = url.pathname === cardPath;
      const headers = new Headers({
        'content-type': card ? serving.contentType : 'application/json',
        'cache-control': card ? serving.cacheControl : 'max-age=60',
      });
      // A2A §8.6.1: an ETag derived from the card, so a client can revalidate.
      if (!card || serving.etag)
        headers.set(
          'etag',
          `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
        );
      recorder.response(label, JSON.parse(body), responseHeaders(200, headers));
      return new Response(body, { status: 200, headers });
    }
    if (!(await this.authorized(request, url)))
      return this.plain(request, 401, 'credentials required', 'text/plain');
    if (url.pathname === VENDOR_DEFAULTS.rpcPath && request.method === 'POST') {
      const declared = Number(request.headers.get('content-length') ?? 0);
      if (declared > VENDOR_DEFAULTS.maxRequestBytes)
        return this.plain(request, 413, 'request body too large');
      const { replacement } = applyFaults(this.ctx, 'jsonRpcEndpoint', { replacement: undefined });
      if (replacement !== undefined)
        return this.plain(request, replacement.status, replacement.text, replacement.contentType);
      return handleJsonRpc(this.ctx, request);
    }
    const rest = VENDOR_DEFAULTS.restPath;
    if (
      (this.persona.behaviour.bindings ?? []).includes('HTTP+JSON') &&
      url.pathname.startsWith(`${rest}/`)
    ) {
      if (Number(request.headers.get('content-length') ?? 0) > VENDOR_DEFAULTS.maxRequestBytes)
        return this.plain(request, 413, 'request body too large');
      return handleRest(this.ctx, request, rest);
    }
    const known =
      url.pathname === cardPath ||
      url.pathname === VENDOR_DEFAULTS.jwksPath ||
      url.pathname === VENDOR_DEFAULTS.rpcPath;
    return this.plain(request, known ? 405 : 404, known ? 'method not allowed' : 'not found');
  }

  /** What this vendor received and sent since the last reset. */
  transcript(): TranscriptEntry[] {
    return this.ctx.recorder.snapshot();
  }

  /** Clears the transcript and forgets every task (a fresh scenario). Cards stay cached. */
  reset(): void {
    this.ctx.recorder.clear();
    this.ctx.tasks.clear();
    this.ctx.push.clear();
  }

  /**
   * Whether the request may reach the interfaces: no token set, the right bearer token, or a
   * path the persona's faults leave open (everything, HTTP+JSON, the extended card).
   */
  private async authorized(request: Request, url: URL): Promise<boolean> {
    const { bearerToken, bearerScope } = this.persona.behaviour;
    const rules = applyFaults(this.ctx, 'authRules', {
      enforce: true,
      enforceOverRest: true,
      extendedCardOpen: false,
    });
    if (bearerToken === undefined || !rules.enforce) return true;
    if (request.headers.get('authorization') === `Bearer ${bearerToken}`) return true;
    const rest = url.pathname.startsWith(`${VENDOR_DEFAULTS.restPath}/`);
    if (rest && !rules.enforceOverRest) return true;
    const extendedCard = async (): Promise<boolean> =>
      rest
        ? url.pathname.endsWith('/extendedAgentCard')
        : /"method"\s*:\s*"GetExtendedAgentCard"/.test(await request.clone().text());
    if (bearerScope === 'extended-card') return !(await extendedCard());
    if (rules.extendedCardOpen) return extendedCard();
    return false;
  }

  private plain(request: Request, status: number, text: string, type = 'text/plain'): Response {
    const label = `${request.method} ${new URL(request.url).pathname}`;
    const headers = new Headers({ 'content-type': type });
    this.ctx.recorder.request(label, null, requestHeaders(request.headers));
    this.ctx.recorder.response(label, text, responseHeaders(status, headers));
    return new Response(text, { status, headers });
  }

  private async signFor(origin: string, canonicalization: Canonicalization): Promise<ServedCard> {
    const urls = vendorUrls(origin);
    const unsigned = buildVendorCard(this.persona, this.identity, urls, this.grpcUrl);
    const signing = this.persona.cardSigning ?? 'signed';
    let card = unsigned;
    if (signing !== 'unsigned') {
      card = await signCard(unsigned, {
        privateJwk: this.init.keys.privateJwk,
        protectedHeader: { alg: 'ES256', kid: this.identity.kid, typ: 'JOSE', jku: urls.jwksUrl },
        canonicalization,
      });
    }
    card = applyFaults(this.ctx, 'signedCard', { jwksUrl: urls.jwksUrl, card }).card;
    // An edit after signing that every canonicalization covers: the signature no longer verifies.
    if (signing === 'tampered')
      card = {
        ...card,
        description: `${typeof card['description'] === 'string' ? card['description'] : ''} (edited)`,
      };
    const text = JSON.stringify(card, null, 2);
    return { card, text, bytes: new TextEncoder().encode(text) };
  }
}
