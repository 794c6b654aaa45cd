import { AGENT_CARD_PATH } from '../harness/wire/index.ts';
import { VENDOR_DEFAULTS } from './defaults.ts';

/** Where one vendor answers, under one transport. */
export interface VendorUrls {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  /** `<origin>/.well-known/agent-card.json` (A2A §8.2). */
  cardUrl: string;
  /** `<origin>/.well-known/jwks.json`, also the `jku` of the vendor's signatures. */
  jwksUrl: string;
  /** `<origin>/a2a/jsonrpc`, the card's JSON-RPC interface URL. */
  rpcUrl: string;
  /** `<origin>/a2a/rest`, the HTTP+JSON interface URL of personas that serve that binding. */
  restUrl: string;
}

/** The URLs of a vendor served at `origin`. */
export function vendorUrls(origin: string): VendorUrls {
  const base = new URL(origin).origin;
  return {
    origin: base,
    cardUrl: `${base}${AGENT_CARD_PATH}`,
    jwksUrl: `${base}${VENDOR_DEFAULTS.jwksPath}`,
    rpcUrl: `${base}${VENDOR_DEFAULTS.rpcPath}`,
    restUrl: `${base}${VENDOR_DEFAULTS.restPath}`,
  };
}
