import { describe, expect, it } from 'vitest';
import { parseCard } from '../../card/index.ts';
import { checkProtocolVersion, meetsFloor, parseMajorMinor } from './versionStep.ts';

describe('parseMajorMinor', () => {
  const cases: [string, [number, number] | undefined][] = [
    ['1.0', [1, 0]],
    ['0.3', [0, 3]],
    ['0.3.0', [0, 3]],
    ['1.10', [1, 10]],
    [' 2.1 ', [2, 1]],
    ['1', undefined],
    ['v1.0', undefined],
    ['1.x', undefined],
    ['', undefined],
  ];
  it.each(cases)('%j ⇒ %j', (input, expected) => {
    expect(parseMajorMinor(input)).toEqual(expected);
  });
});

describe('meetsFloor (Major.Minor as numbers)', () => {
  const cases: [[number, number], [number, number], boolean][] = [
    [[1, 0], [1, 0], true],
    [[1, 10], [1, 9], true],
    [[1, 9], [1, 10], false],
    [[0, 3], [1, 0], false],
    [[2, 0], [1, 9], true],
    [[1, 0], [2, 0], false],
  ];
  it.each(cases)('%j against floor %j ⇒ %s', (version, floor, expected) => {
    expect(meetsFloor(version, floor)).toBe(expected);
  });
});

describe('checkProtocolVersion: the legacy top-level protocolVersion', () => {
  const card = (legacy: string) =>
    parseCard(
      JSON.stringify({
        protocolVersion: legacy,
        supportedInterfaces: [{ url: 'u', protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
      }),
    );
  it.each([
    // Below the floor beside a v1.0 member: the seed's "below minimum while claiming v1.0".
    { legacy: '0.3.0', refused: true },
    // Not Major.Minor: no version at all, so none below the floor; ignored as a ProtoJSON reader
    // ignores the member (outside the v1.0 proto, A2A §5.7). The spec is silent on such a value.
    { legacy: '1x.10', refused: false },
    { legacy: 'v0.3', refused: false },
    { legacy: '1.10', refused: false },
  ])('$legacy beside supportedInterfaces at 1.0: refused $refused', ({ legacy, refused }) => {
    const failure = checkProtocolVersion(card(legacy), '1.0');
    expect(failure?.code).toBe(refused ? 'DISC_PROTOCOL_VERSION_BELOW_FLOOR' : undefined);
  });
});
