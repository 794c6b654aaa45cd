import { Faker, en } from '@faker-js/faker';
import { deriveSeed } from './_internals/deriveSeed.ts';

/** Who a simulated vendor claims to be. Realistic, reproducible from the run seed. */
export interface VendorIdentity {
  /** Organisation, e.g. "Kuhn, Fadel and Smith". */
  organization: string;
  /** Hostname-like name under the reserved `.example` TLD (RFC 2606), e.g. "kuhn-fadel.example". */
  host: string;
  /** `provider.url` of the card. Identity only: nothing is ever fetched from it. */
  providerUrl: string;
  /** JWS key id of the vendor's signing key. */
  kid: string;
  /** Agent description, a company catch phrase. */
  description: string;
  /** The agent's own version (A2A §4.4.1 `version`, not the protocol version). */
  version: string;
  /** Adjective prefixed to skill names ("Automated invoice extraction"). */
  skillFlavour: string;
  /** Seed for the vendor's runtime randomness (task and message ids). */
  runtimeSeed: number;
}

/**
 * Draws a vendor identity from a private `Faker` instance seeded with `deriveSeed(runSeed,
 * identityKey)`; the global faker is never touched, so identities do not depend on what else
 * ran before.
 */
export function deriveVendorIdentity(runSeed: number, identityKey: string): VendorIdentity {
  const key = `${runSeed}/${identityKey}`;
  const known = derived.get(key);
  if (known !== undefined) return known;
  const identity = Object.freeze(draw(runSeed, identityKey));
  if (derived.size >= DERIVED_MAX) derived.delete(derived.keys().next().value!);
  derived.set(key, identity);
  return identity;
}

/**
 * Identities already drawn, by run seed and key: a pure function of both, and building a
 * `Faker` costs about a millisecond, which client-role properties would pay per generated
 * vendor. Bounded: the oldest entry goes first.
 */
const DERIVED_MAX = 512;
const derived = new Map<string, VendorIdentity>();

function draw(runSeed: number, identityKey: string): VendorIdentity {
  const faker = new Faker({ locale: [en] });
  faker.seed(deriveSeed(runSeed, `identity/${identityKey}`));
  const organization = faker.company.name();
  const slug = slugify(organization) || faker.internet.domainWord();
  const host = `${slug}.example`;
  return {
    organization,
    host,
    providerUrl: `https://${host}`,
    kid: `${slug.split('-')[0] ?? slug}-es256-${faker.string.alphanumeric({ length: 8, casing: 'lower' })}`,
    description: faker.company.catchPhrase(),
    version: faker.system.semver(),
    skillFlavour: faker.commerce.productAdjective(),
    runtimeSeed: deriveSeed(runSeed, `runtime/${identityKey}`),
  };
}

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .split('-')
    .filter((w) => w !== 'and' && w !== 'inc' && w !== 'llc' && w !== 'group')
    .slice(0, 2)
    .join('-');
}
