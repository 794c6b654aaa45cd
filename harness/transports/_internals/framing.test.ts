import { describe, expect, it } from 'vitest';
import { ByteRing } from './ByteRing.ts';
import { LineSplitter } from './LineSplitter.ts';

describe('LineSplitter', () => {
  it('joins lines split across chunks and strips CRLF', () => {
    const lines: string[] = [];
    const splitter = new LineSplitter(
      100,
      (l) => lines.push(l),
      () => lines.push('OVERFLOW'),
    );

    splitter.push(Buffer.from('{"a":'));
    splitter.push(Buffer.from('1}\r\n{"b":2}\n{"c"'));
    splitter.push(Buffer.from(':3}\n'));

    expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
    expect(splitter.buffered).toBe(0);
  });

  it('reports an overlong line once and resumes after its newline', () => {
    const lines: string[] = [];
    const overflows: number[] = [];
    const splitter = new LineSplitter(
      8,
      (l) => lines.push(l),
      (n) => overflows.push(n),
    );

    splitter.push(Buffer.from('0123456'));
    splitter.push(Buffer.from('789abc'));
    splitter.push(Buffer.from('def\nok\n'));

    expect(overflows).toEqual([13]);
    expect(lines).toEqual(['ok']);
  });
});

describe('ByteRing', () => {
  it('keeps only the most recent bytes and says how many were dropped', () => {
    const ring = new ByteRing(10);

    ring.write('hello ');
    ring.write('world, ');
    ring.write('bye');

    expect(ring.length).toBe(10);
    expect(ring.text()).toBe('[… 6 earlier bytes dropped]\nworld, bye');
  });
});
