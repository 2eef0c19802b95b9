/**
 * Checks the SET, not the engine: enough questions and books, every book opens with
 * ingestWorkbook, every expectation is well formed, ids are unique, each book's independent
 * checks hold (a figure computed two ways agrees), and the refusal share is about 15%.
 */
import { ingestWorkbook } from '../../src';
import { loadQuestions } from './questions';
import { BOOKS, buildBooks } from './workbooks';

const DECIMAL = /^-?\d+(\.\d+)?$/;

describe('blind-25 set', () => {
  it('has at least 200 questions over at least 12 books, ids unique', async () => {
    const qs = await loadQuestions();
    expect(qs.length).toBeGreaterThanOrEqual(200);
    expect(new Set(qs.map((q) => q.book)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(qs.map((q) => q.id)).size).toBe(qs.length);
    expect(new Set(BOOKS.map((b) => b.name)).size).toBe(BOOKS.length);
  });

  it('has well-formed expectations', async () => {
    for (const q of await loadQuestions()) {
      const values = q.expect.value === undefined ? [] : [q.expect.value].flat();
      const places = q.expect.at === undefined ? [] : [q.expect.at].flat();
      expect(q.question.trim()).not.toBe('');
      expect(q.means.trim()).not.toBe('');
      if (q.expect.refuse) {
        expect(values.length + places.length).toBe(0);
      } else {
        expect(values.length).toBeGreaterThan(0);
        for (const v of values) expect(v).toMatch(DECIMAL);
        for (const p of places) expect(p.trim()).not.toBe('');
      }
    }
  });

  it('keeps the refusal share near 15%', async () => {
    const qs = await loadQuestions();
    const share = qs.filter((q) => q.expect.refuse).length / qs.length;
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThanOrEqual(0.2);
  });

  it("agrees with each book's second computation path", async () => {
    for (const [name, b] of await buildBooks()) {
      for (const c of b.checks)
        expect(`${name}: ${c.what} ${c.a}`).toBe(`${name}: ${c.what} ${c.b}`);
    }
  });

  it('opens every workbook with ingestWorkbook', async () => {
    for (const [, b] of await buildBooks()) {
      const wb = await ingestWorkbook(b.bytes);
      expect(wb).toBeTruthy();
    }
  });
});
