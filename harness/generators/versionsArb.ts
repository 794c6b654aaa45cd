import fc from 'fast-check';

/**
 * `protocolVersion` values around the 1.0 floor: "1.10" against "1.9" and "1.2" tells numeric
 * from string comparison; "0.3.0" carries a patch part; "1" and "v1.0" do not parse. "1.0"
 * comes first, so an interface list shrinks to the minimal card's.
 */
export const PROTOCOL_VERSIONS = [
  '1.0',
  '0.3',
  '1.1',
  '1.2',
  '1.9',
  '1.10',
  '2.0',
  '0.3.0',
  '10.0',
  '1',
  'v1.0',
] as const;

/** Floors a caller may set (`policy.floorVersion`). */
export const FLOOR_VERSIONS = ['1.0', '1.1', '1.2', '1.9', '1.10', '2.0'] as const;

/** Legacy (v0.3) top-level `protocolVersion` values. */
export const LEGACY_VERSIONS = ['0.3.0', '0.2.5', '1.0', '1.10'] as const;

/** One `supportedInterfaces` entry's binding and version. */
export interface InterfaceChoice {
  protocolBinding: string;
  protocolVersion: string;
}

/** One to three interfaces; "1.10" is drawn often, being where string comparison goes wrong. */
export function interfacesArb(): fc.Arbitrary<InterfaceChoice[]> {
  const version = fc.oneof(
    { withCrossShrink: true },
    { arbitrary: fc.constantFrom(...PROTOCOL_VERSIONS), weight: 3 },
    { arbitrary: fc.constant('1.10'), weight: 1 },
  );
  return fc.array(
    fc.record({
      protocolBinding: fc.constantFrom('JSONRPC', 'GRPC', 'HTTP+JSON'),
      protocolVersion: version,
    }),
    { minLength: 1, maxLength: 3 },
  );
}

/** The caller's floor. */
export function floorVersionArb(): fc.Arbitrary<string> {
  return fc.constantFrom(...FLOOR_VERSIONS);
}

/** A legacy top-level `protocolVersion`: absent (the shrink target) or a v0.3-style value. */
export function legacyVersionArb(): fc.Arbitrary<string | undefined> {
  return fc.option(fc.constantFrom(...LEGACY_VERSIONS), { nil: undefined, freq: 2 });
}
