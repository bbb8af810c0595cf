/**
 * The till's catalogue, serialised and compressed once per version. A shop's tills reload it
 * often and a large catalogue (50,000 products) costs hundreds of milliseconds to read, serialise
 * and compress; the same version is the same bytes, so a second till gets them from here. The
 * version (sales.repo.ts `posVersion`) changes with every catalogue edit, sale and settings save,
 * so an entry can never be stale: another version is another key. Bounded by bytes, least
 * recently used first out; one entry per business.
 */
export interface PosBody {
  etag: string;
  json: Buffer;
  /** Present when the body is large enough to be worth compressing. */
  gzip: Buffer | null;
}

export class PosBodyCache {
  private entries = new Map<number, PosBody>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(businessId: number, etag: string): PosBody | undefined {
    const hit = this.entries.get(businessId);
    if (!hit || hit.etag !== etag) return undefined;
    // Map order is insertion order: re-inserting marks it most recently used.
    this.entries.delete(businessId);
    this.entries.set(businessId, hit);
    return hit;
  }

  set(businessId: number, body: PosBody): void {
    this.delete(businessId);
    const size = sizeOf(body);
    if (size > this.maxBytes) return;
    this.entries.set(businessId, body);
    this.bytes += size;
    for (const [id, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(id);
      this.bytes -= sizeOf(old);
    }
  }

  delete(businessId: number): void {
    const old = this.entries.get(businessId);
    if (!old) return;
    this.entries.delete(businessId);
    this.bytes -= sizeOf(old);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

const sizeOf = (b: PosBody) => b.json.length + (b.gzip?.length ?? 0);
