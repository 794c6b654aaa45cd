import { describe, expect, it } from 'vitest';
import { neutralizeControls } from './neutralizeControls.ts';

describe('neutralizeControls', () => {
  it('turns an erase-line-and-forge sequence into inert visible text', () => {
    const hostile = 'boom\x1b[2K\r\x1b[1AResult: OK (exit 0)\n';

    expect(neutralizeControls(hostile)).toBe('boom\\x1b[2K\\x0d\\x1b[1AResult: OK (exit 0)\\x0a');
  });

  it.each([
    ['NUL', '\u0000', '\\x00'],
    ['BEL', '\u0007', '\\x07'],
    ['DEL', '\u007f', '\\x7f'],
    ['C1 CSI', '\u009b', '\\x9b'],
    ['C1 OSC', '\u009d', '\\x9d'],
    ['right-to-left override', '\u202e', '\\u202e'],
    ['left-to-right embedding', '\u202a', '\\u202a'],
    ['first-strong isolate', '\u2068', '\\u2068'],
    ['pop directional isolate', '\u2069', '\\u2069'],
    ['right-to-left mark', '\u200f', '\\u200f'],
    ['Arabic letter mark', '\u061c', '\\u061c'],
  ])('escapes %s', (_name, raw, shown) => {
    expect(neutralizeControls(`a${raw}b`)).toBe(`a${shown}b`);
  });

  it('keeps ordinary text, non-ASCII letters and emoji unchanged', () => {
    const text = 'vendor-b × naïve — 検証 ✓ 🙂';

    expect(neutralizeControls(text)).toBe(text);
  });

  it("keeps tab and line feed under 'block', and still escapes ESC and CR", () => {
    expect(neutralizeControls('a\tb\nc\r\x1b[31m', 'block')).toBe('a\tb\nc\\x0d\\x1b[31m');
  });

  it('leaves no control or bidi character in any of the 0x00–0xFF and bidi ranges', () => {
    let all = '';
    for (let c = 0; c <= 0xff; c++) all += String.fromCharCode(c);
    all += '\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069';

    const out = neutralizeControls(all);

    expect(out).not.toMatch(
      // eslint-disable-next-line no-control-regex -- asserting their absence.
      /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/,
    );
  });

  it("keeps JSON text valid and equal in value under 'json'", () => {
    const value = { message: 'ok\u009b2J\u202efdp.exe\u001b[31m', lines: ['a', 'b'] };
    const text = JSON.stringify(value, null, 2);

    const safe = neutralizeControls(text, 'json');

    expect(safe).not.toMatch(/[\u0080-\u009f\u202e]/);
    expect(JSON.parse(safe)).toEqual(value);
  });
});
