/**
 * True when `s` holds a UTF-16 surrogate without its partner (or a reversed pair). Such a string
 * has no UTF-8 form, so RFC 8785 §3.2.2.2 cannot canonicalize it and I-JSON (RFC 7493 §2.1)
 * forbids it.
 */
export function hasLoneSurrogate(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
      return true;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}
