/**
 * Keeps the most recent `capacity` bytes written to it (a child's stderr), dropping the oldest.
 * Memory stays bounded whatever the child writes.
 */
export class ByteRing {
  private chunks: Buffer[] = [];
  private size = 0;
  private dropped = 0;

  constructor(private readonly capacity: number) {}

  write(chunk: Buffer | string): void {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (buf.length >= this.capacity) {
      this.dropped += this.size + buf.length - this.capacity;
      buf = buf.subarray(buf.length - this.capacity);
      this.chunks = [Buffer.from(buf)];
      this.size = buf.length;
      return;
    }
    this.chunks.push(Buffer.from(buf));
    this.size += buf.length;
    while (this.size > this.capacity) {
      const head = this.chunks[0]!;
      const excess = this.size - this.capacity;
      if (head.length <= excess) {
        this.chunks.shift();
        this.size -= head.length;
        this.dropped += head.length;
      } else {
        this.chunks[0] = head.subarray(excess);
        this.size -= excess;
        this.dropped += excess;
      }
    }
  }

  /** The kept bytes as text (a character cut in half at the start decodes as U+FFFD). */
  text(): string {
    const body = Buffer.concat(this.chunks, this.size).toString('utf8');
    return this.dropped > 0 ? `[… ${this.dropped} earlier bytes dropped]\n${body}` : body;
  }

  get length(): number {
    return this.size;
  }
}
