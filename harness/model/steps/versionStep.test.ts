import { describe, expect, it } from 'vitest';
import { meetsFloor, parseMajorMinor } from './versionStep.ts';

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
