/**
 * Checks the blind-10 SET only (not the engine's accuracy): its size, that every book opens
 * with ingestWorkbook, that every expectation is well formed, ids are unique, and that each
 * generator's second computation path agrees with the figures it wrote.
 */
import { ingestWorkbook } from '../../src/ingest';
import { buildBooks, type BuiltBook } from './workbooks';

const DECIMAL = /^-?\d+(\.\d+)?$/;

describe('blind-10 set', () => {
  let books: BuiltBook[];
  beforeAll(async () => {
    books = await buildBooks();
  });

  it('has at least 12 books and 200 questions, about 15% expecting a refusal', () => {
    const qs = books.flatMap((b) => b.questions);
    expect(books.length).toBeGreaterThanOrEqual(12);
    expect(qs.length).toBeGreaterThanOrEqual(200);
    const refusals = qs.filter((q) => q.expect.refuse).length / qs.length;
    expect(refusals).toBeGreaterThan(0.1);
    expect(refusals).toBeLessThan(0.22);
  });

  it('gives every question a unique id and a well-formed expectation', () => {
    const qs = books.flatMap((b) => b.questions);
    expect(new Set(qs.map((q) => q.id)).size).toBe(qs.length);
    for (const q of qs) {
      const e = q.expect;
      const values = e.value === undefined ? [] : ([] as string[]).concat(e.value);
      const places = e.at === undefined ? [] : ([] as string[]).concat(e.at);
      expect({
        id: q.id,
        ok: e.refuse ? !values.length && !places.length : values.length + places.length > 0,
      }).toEqual({ id: q.id, ok: true });
      for (const v of values)
        expect({ id: q.id, v, ok: DECIMAL.test(v) }).toEqual({ id: q.id, v, ok: true });
      for (const p of places) expect(p.trim().length).toBeGreaterThan(1);
      expect(q.means.length).toBeGreaterThan(5);
      expect(q.question.trim().length).toBeGreaterThan(3);
    }
  });

  it("agrees with each generator's second computation path", () => {
    const failures = books.flatMap((b) =>
      b.checks.filter((c) => c.a !== c.b).map((c) => `${b.name}: ${c.what} (${c.a} vs ${c.b})`),
    );
    expect(failures).toEqual([]);
  });

  it('is deterministic (seed 10729)', async () => {
    const again = await buildBooks();
    expect(again.map((b) => b.questions)).toEqual(books.map((b) => b.questions));
  });

  it('opens every workbook with ingestWorkbook', async () => {
    for (const b of books) {
      const wb = await ingestWorkbook(b.bytes);
      expect(wb).toBeTruthy();
    }
  }, 60000);
});
