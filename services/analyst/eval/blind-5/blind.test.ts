/**
 * Checks the blind-5 SET, not the engine's accuracy: size, books, well-formed expectations,
 * unique ids, the generators' own second-path checks, and that every workbook opens.
 */
import { ingestWorkbook } from '../../src/ingest';
import type { BuiltBook } from './kit/kit';
import { blind5Questions } from './questions';
import { buildBlind5Books } from './workbooks';

let books: BuiltBook[];
beforeAll(async () => {
  books = await buildBlind5Books();
});

const asList = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];

describe('blind-5 set', () => {
  it('has at least 200 questions over at least 12 books', () => {
    const qs = blind5Questions(books);
    expect(qs.length).toBeGreaterThanOrEqual(200);
    expect(new Set(qs.map((q) => q.book)).size).toBeGreaterThanOrEqual(12);
  });

  it('keeps about 15% of questions that must be refused', () => {
    const qs = blind5Questions(books);
    const share = qs.filter((q) => q.expect.refuse).length / qs.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.22);
  });

  it('has unique ids and no repeated question within a book', () => {
    const qs = blind5Questions(books);
    expect(new Set(qs.map((q) => q.id)).size).toBe(qs.length);
    expect(new Set(qs.map((q) => `${q.book}|${q.question.toLowerCase()}`)).size).toBe(qs.length);
  });

  it('has well-formed expectations', () => {
    for (const q of blind5Questions(books)) {
      const e = q.expect;
      expect({ id: q.id, means: e.means.trim().length > 0 }).toEqual({ id: q.id, means: true });
      const values = asList(e.value);
      const places = asList(e.at);
      if (e.refuse) {
        expect({ id: q.id, n: values.length + places.length }).toEqual({ id: q.id, n: 0 });
        continue;
      }
      expect({ id: q.id, has: values.length + places.length > 0 }).toEqual({ id: q.id, has: true });
      for (const v of values)
        expect({ id: q.id, v, ok: /^-?\d+(\.\d+)?$/.test(v) }).toEqual({ id: q.id, v, ok: true });
      for (const p of places)
        expect({ id: q.id, p, ok: p.trim().length > 0 }).toEqual({ id: q.id, p, ok: true });
    }
  });

  it("passes each generator's second-path checks", () => {
    for (const b of books) {
      for (const c of b.checks)
        expect({ book: b.name, check: c.what, ok: c.ok }).toEqual({
          book: b.name,
          check: c.what,
          ok: true,
        });
    }
  });

  it('is reproducible from the seed', async () => {
    const again = await buildBlind5Books();
    expect(blind5Questions(again).map((q) => q.expect)).toEqual(
      blind5Questions(books).map((q) => q.expect),
    );
  });

  it('every workbook opens with ingestWorkbook', async () => {
    for (const b of books) {
      const wb = await ingestWorkbook(b.bytes);
      expect({ book: b.name, ok: wb !== undefined && wb !== null }).toEqual({
        book: b.name,
        ok: true,
      });
    }
  });
});
