/**
 * Checks blind hold-out 22 as a SET (size, books, well-formed expectations, unique ids, every
 * workbook opens, the expected figures' second computation paths agree). It does not run the
 * engine over the questions: the lead runs `npm run eval:blind-22` once, when the engine's
 * current work is done.
 */
import { ingestWorkbook } from '../../src';
import { QUESTIONS } from './questions';
import { BOOKS } from './workbooks';

const DECIMAL = /^-?\d+(\.\d+)?$/;
const list = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];

describe('blind hold-out 22 (the set, not the engine)', () => {
  it('has at least 200 questions over at least 12 books, with unique ids', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BOOKS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    expect(new Set(BOOKS.map((b) => b.name)).size).toBe(BOOKS.length);
  });

  it('keeps about 15% of questions as expected refusals', () => {
    const share = QUESTIONS.filter((q) => q.expect.refuse).length / QUESTIONS.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.2);
  });

  it.each(QUESTIONS.map((q) => [q.id, q] as const))('%s is well formed', (_id, q) => {
    expect(q.question.trim().length).toBeGreaterThan(3);
    expect(q.means.trim().length).toBeGreaterThan(3);
    const values = list(q.expect.value);
    const places = list(q.expect.at);
    if (q.expect.refuse) {
      expect(values).toEqual([]);
      expect(places).toEqual([]);
    } else {
      expect(values.length + places.length).toBeGreaterThan(0);
    }
    for (const v of values) expect(v).toMatch(DECIMAL);
    for (const p of places) expect(p.trim().length).toBeGreaterThan(0);
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))('%s: second computations agree', (_name, b) => {
    for (const c of b.checks) expect(`${c.what}: ${c.b}`).toBe(`${c.what}: ${c.a}`);
  });

  it.each(BOOKS.map((b) => [b.name, b] as const))(
    '%s opens with ingestWorkbook',
    async (_name, b) => {
      const wb = await ingestWorkbook(await b.build());
      expect(wb).toBeTruthy();
    },
  );
});
