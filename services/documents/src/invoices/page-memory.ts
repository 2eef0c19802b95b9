/**
 * The last JSON of each invoice-list page this process built, with the fingerprint of what it
 * showed (invoice-list-json.ts). Bounded by bytes: past the budget, the pages used longest ago
 * go first (a Map keeps insertion order; a read moves the page to the end).
 */
export interface RememberedPage {
  fingerprint: string;
  body: Buffer;
}

export class PageMemory {
  private pages = new Map<string, RememberedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.pages.size;
  }

  get(key: string): RememberedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: RememberedPage): void {
    this.delete(key);
    if (page.body.length > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += page.body.length;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.body.length;
  }
}
