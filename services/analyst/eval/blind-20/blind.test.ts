/**
 * Checks the blind-20 SET only (size, books open, expectations well formed, ids unique, expected
 * figures re-derived by a second path). It never scores the engine: the lead runs run-blind.ts.
 */
import { ingestWorkbook } from '../../src';
import { BLIND20_QUESTIONS } from './questions';
import { BLIND20_BOOKS } from './workbooks';

const list = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];

describe('blind-20 set', () => {
  it('has at least 200 questions over at least 12 books, about 15% expecting a refusal', () => {
    expect(BLIND20_QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BLIND20_BOOKS.length).toBeGreaterThanOrEqual(12);
    const refusals =
      BLIND20_QUESTIONS.filter((q) => q.expect.refuse).length / BLIND20_QUESTIONS.length;
    expect(refusals).toBeGreaterThan(0.1);
    expect(refusals).toBeLessThan(0.22);
  });

  it('has unique ids and book names, and every question names a book of the set', () => {
    const ids = BLIND20_QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = BLIND20_BOOKS.map((b) => b.name);
    expect(new Set(names).size).toBe(names.length);
    for (const q of BLIND20_QUESTIONS) expect(names).toContain(q.book);
  });

  it.each(BLIND20_QUESTIONS.map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
    expect(q.question.trim().length).toBeGreaterThan(2);
    expect(q.expect.means.trim().length).toBeGreaterThan(3);
    const values = list(q.expect.value);
    const places = list(q.expect.at);
    if (q.expect.refuse) {
      expect(values).toHaveLength(0);
      expect(places).toHaveLength(0);
    } else {
      expect(values.length + places.length).toBeGreaterThan(0);
      for (const v of values) expect(v).toMatch(/^-?\d+(\.\d+)?$/);
      for (const p of places) expect(p.trim().length).toBeGreaterThan(0);
    }
  });

  it.each(BLIND20_BOOKS.map((b) => [b.name, b] as const))(
    '%s: expected figures agree with a second computation',
    (_n, b) => {
      for (const [what, fromRecords, fromSheet] of b.checks) {
        expect({ what, value: fromSheet }).toEqual({ what, value: fromRecords });
      }
    },
  );

  it.each(BLIND20_BOOKS.map((b) => [b.name, b] as const))(
    '%s opens with ingestWorkbook',
    async (_n, b) => {
      const wb = await ingestWorkbook(await b.build());
      expect(JSON.stringify(wb).length).toBeGreaterThan(200);
    },
    30_000,
  );
});
