/**
 * Checks the blind-13 SET only (size, well-formed expectations, unique ids, every workbook
 * opens, the generators' cross-checks agree). It never asks the engine a question.
 */
import { ingestWorkbook } from '../../src';
import { QUESTIONS } from './questions';
import { BOOKS } from './workbooks';

const isDecimal = (s: string): boolean => /^-?\d+(\.\d+)?$/.test(s);

describe('blind-13 set', () => {
  it('has at least 200 questions over at least 12 books, ~15% refusals', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BOOKS.length).toBeGreaterThanOrEqual(12);
    const refusals = QUESTIONS.filter((q) => q.expect.refuse).length / QUESTIONS.length;
    expect(refusals).toBeGreaterThan(0.1);
    expect(refusals).toBeLessThan(0.22);
  });

  it('has unique ids and questions that name a known book', () => {
    const ids = QUESTIONS.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
    const names = new Set(BOOKS.map((b) => b.name));
    expect(names.size).toBe(BOOKS.length);
    for (const q of QUESTIONS) expect(names.has(q.book)).toBe(true);
  });

  it.each(QUESTIONS.map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
    const e = q.expect;
    expect(q.question.trim().length).toBeGreaterThan(3);
    expect(e.means.length).toBeGreaterThan(3);
    const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
    const places = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
    if (e.refuse) {
      expect(values.length + places.length).toBe(0);
    } else {
      expect(values.length + places.length).toBeGreaterThan(0);
      for (const v of values) expect(isDecimal(v)).toBe(true);
      for (const p of places) expect(p.trim().length).toBeGreaterThan(0);
    }
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))('%s: cross-checks agree', (_n, b) => {
    expect(b.checks.length).toBeGreaterThan(0);
    for (const c of b.checks) expect([c.what, c.a]).toEqual([c.what, c.b]);
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))(
    '%s opens with ingestWorkbook',
    async (_n, b) => {
      const wb = await ingestWorkbook(await b.build());
      expect(JSON.stringify(wb).length).toBeGreaterThan(100);
    },
    30_000,
  );
});
