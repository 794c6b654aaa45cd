import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createVendors } from './createVendors.ts';
import { deriveVendorIdentity } from './VendorIdentity.ts';

describe('deriveVendorIdentity', () => {
  it('is a function of (run seed, persona) only, whatever the global faker did', () => {
    const first = deriveVendorIdentity(42, 'vendor-a');
    faker.seed(1);
    faker.string.uuid();

    expect(deriveVendorIdentity(42, 'vendor-a')).toEqual(first);
    expect(deriveVendorIdentity(43, 'vendor-a')).not.toEqual(first);
    expect(deriveVendorIdentity(42, 'vendor-b').organization).not.toBe(first.organization);
  });

  it('uses reserved .example hosts and a kid derived from the organisation', () => {
    const identity = deriveVendorIdentity(42, 'vendor-c');

    expect(identity.host).toMatch(/^[a-z0-9-]+\.example$/);
    expect(identity.providerUrl).toBe(`https://${identity.host}`);
    expect(identity.kid).toMatch(
      new RegExp(`^${identity.host.split(/[-.]/)[0]}-es256-[a-z0-9]{8}$`),
    );
  });
});

describe('createVendors', () => {
  it('derives the same keys for the same seed, and refuses duplicate persona ids', async () => {
    const one = await createVendors({ seed: 5, personas: ['vendor-a'] });
    const two = await createVendors({ seed: 5, personas: ['vendor-a'] });
    const other = await createVendors({ seed: 6, personas: ['vendor-a'] });

    expect(two.vendor('vendor-a').jwks).toEqual(one.vendor('vendor-a').jwks);
    expect(other.vendor('vendor-a').publicJwk.x).not.toBe(one.vendor('vendor-a').publicJwk.x);
    await expect(
      createVendors({ seed: 5, personas: ['vendor-a', 'vendor-a'] }),
    ).rejects.toMatchObject({ code: 'USAGE' });
    expect(() => one.vendor('vendor-z')).toThrow(expect.objectContaining({ code: 'USAGE' }));
  });
});
