/**
 * Splits a byte stream into newline-terminated lines (the framing of MCP's stdio transport),
 * refusing any line longer than `maxLineBytes` before it is buffered whole. A trailing `\r` is
 * removed, so CRLF writers (Windows Python) are read the same.
 */
export class LineSplitter {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** After an overflow, the rest of the offending line is skipped up to its newline. */
  private discarding = false;

  constructor(
    private readonly maxLineBytes: number,
    private readonly onLine: (line: string) => void,
    private readonly onOverflow: (bytes: number) => void,
  ) {}

  push(chunk: Buffer): void {
    let start = 0;
    if (this.discarding) {
      const nl = chunk.indexOf(0x0a);
      if (nl === -1) return;
      this.discarding = false;
      start = nl + 1;
    }
    for (;;) {
      const nl = chunk.indexOf(0x0a, start);
      if (nl === -1) break;
      const piece = chunk.subarray(start, nl);
      if (this.pendingBytes + piece.length > this.maxLineBytes)
        return this.overflow(this.pendingBytes + piece.length);
      const line = this.pendingBytes === 0 ? piece : Buffer.concat([...this.pending, piece]);
      this.pending = [];
      this.pendingBytes = 0;
      this.onLine(stripCr(line.toString('utf8')));
      start = nl + 1;
    }
    const rest = chunk.subarray(start);
    if (rest.length === 0) return;
    if (this.pendingBytes + rest.length > this.maxLineBytes)
      return this.overflow(this.pendingBytes + rest.length);
    // Stream chunks are fresh buffers, never reused: keeping a view costs no copy.
    this.pending.push(rest);
    this.pendingBytes += rest.length;
  }

  /** Bytes received after the last newline. */
  get buffered(): number {
    return this.pendingBytes;
  }

  private overflow(bytes: number): void {
    this.pending = [];
    this.pendingBytes = 0;
    this.discarding = true;
    this.onOverflow(bytes);
  }
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
