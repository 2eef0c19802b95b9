/**
 * Checks the blind-7 SET only (size, books open, expectations well formed, ids unique, the
 * generators' second computation paths agree) — never the engine's accuracy.
 */
import { ingestWorkbook } from '../../src';
import type { BlindBook } from './kit';
import { buildBlind7 } from './workbooks';

let books: BlindBook[] = [];
beforeAll(async () => {
  books = await buildBlind7();
}, 60_000);

const all = () => books.flatMap((b) => b.questions);
const decimal = /^-?\d+(\.\d+)?$/;

describe('blind-7 set', () => {
  it('has at least 200 questions over at least 12 books', () => {
    expect(books.length).toBeGreaterThanOrEqual(12);
    expect(all().length).toBeGreaterThanOrEqual(200);
  });

  it('keeps ids unique and every book has questions', () => {
    const ids = all().map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of books) expect(b.questions.length).toBeGreaterThanOrEqual(10);
  });

  it('has well-formed expectations and about 15% refusals', () => {
    for (const q of all()) {
      const e = q.expect;
      expect(q.means.length).toBeGreaterThan(5);
      if (e.refuse) {
        expect(e.value).toBeUndefined();
        expect(e.at).toBeUndefined();
        continue;
      }
      expect(e.value !== undefined || e.at !== undefined).toBe(true);
      const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
      for (const v of values) expect(v).toMatch(decimal);
      const places = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
      for (const p of places) expect(p.trim().length).toBeGreaterThan(1);
    }
    const share = all().filter((q) => q.expect.refuse).length / all().length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.2);
  });

  it("agrees with each generator's second computation path", () => {
    for (const b of books)
      for (const c of b.checks)
        expect(`${b.name}: ${c.what} ${c.got}`).toBe(`${b.name}: ${c.what} ${c.want}`);
  });

  it('opens every workbook with ingestWorkbook', async () => {
    for (const b of books) {
      const wb = await ingestWorkbook(b.bytes);
      expect(wb).toBeTruthy();
    }
  }, 60_000);
});
