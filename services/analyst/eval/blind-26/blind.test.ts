/**
 * Checks the SET, not the engine: enough books and questions, unique ids, well-formed
 * expectations, a refusal share near 15%, every book opens with ingestWorkbook, and each
 * book's second-path checks agree. The engine's accuracy is reported by run-blind.ts only.
 */
import { ingestWorkbook } from '../../src/ingest';
import { QUESTIONS } from './questions';
import { BOOKS } from './workbooks';

const DECIMAL = /^-?\d+(\.\d{1,2})?$/;

describe('blind set 26', () => {
  it('has at least 200 questions over at least 12 books, ids unique', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BOOKS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    expect(new Set(BOOKS.map((b) => b.name)).size).toBe(BOOKS.length);
  });

  it('keeps refusals near 15% of the set', () => {
    const share = QUESTIONS.filter((q) => q.expect.refuse).length / QUESTIONS.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.2);
  });

  it.each(QUESTIONS.map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
    expect(q.question.trim().length).toBeGreaterThan(3);
    expect(q.means.trim().length).toBeGreaterThan(3);
    const values = q.expect.value === undefined ? [] : ([] as string[]).concat(q.expect.value);
    const places = q.expect.at === undefined ? [] : ([] as string[]).concat(q.expect.at);
    if (q.expect.refuse) {
      expect(values).toHaveLength(0);
      expect(places).toHaveLength(0);
    } else {
      expect(values.length).toBeGreaterThan(0);
      for (const v of values) expect(v).toMatch(DECIMAL);
      for (const p of places) expect(p.trim().length).toBeGreaterThan(0);
    }
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))('%s: second-path checks agree', (_n, b) => {
    expect(b.checks.length).toBeGreaterThan(0);
    for (const [, one, other] of b.checks) expect(one).toBe(other);
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))('%s opens with ingestWorkbook', async (_n, b) => {
    const wb = await ingestWorkbook(await b.build());
    expect(JSON.stringify(wb).length).toBeGreaterThan(100);
  });
});
