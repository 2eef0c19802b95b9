/**
 * Checks blind set 19 itself (not the engine's accuracy): its size, that every workbook opens,
 * that expectations are well formed and ids unique, and each generator's independent checks.
 */
import { ingestWorkbook } from '../../src/ingest';
import { QUESTIONS } from './questions';
import { BOOKS, buildBooks } from './workbooks';

describe('blind set 19', () => {
  it('has at least 200 questions over at least 12 books, ~15% refusals', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(BOOKS.length).toBeGreaterThanOrEqual(12);
    const share = QUESTIONS.filter((q) => q.expect.refuse).length / QUESTIONS.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.22);
  });

  it('has unique ids, and every question names a book of the set', () => {
    expect(new Set(QUESTIONS.map((q) => q.id)).size).toBe(QUESTIONS.length);
    const names = new Set(BOOKS.map((b) => b.name));
    // The same words may be asked of two books; within one book each question is asked once.
    expect(new Set(QUESTIONS.map((q) => `${q.book}|${q.question.toLowerCase()}`)).size).toBe(
      QUESTIONS.length,
    );
    for (const q of QUESTIONS) expect(names.has(q.book)).toBe(true);
  });

  it('has well formed expectations', () => {
    for (const q of QUESTIONS) {
      const e = q.expect;
      const values = e.value === undefined ? [] : Array.isArray(e.value) ? e.value : [e.value];
      const places = e.at === undefined ? [] : Array.isArray(e.at) ? e.at : [e.at];
      if (e.refuse) expect(values.length + places.length).toBe(0);
      else expect(values.length + places.length).toBeGreaterThan(0);
      for (const v of values) expect(v).toMatch(/^-?\d+(\.\d{1,2})?$/);
      for (const p of places) expect(p.trim().length).toBeGreaterThan(0);
      expect(q.means.length).toBeGreaterThan(5);
    }
  });

  it("passes each generator's independent checks (a second computation path)", () => {
    for (const b of BOOKS) {
      expect(b.checks.length).toBeGreaterThan(0);
      for (const [, a, c] of b.checks) expect(a).toBe(c);
    }
  });

  it('opens every workbook with ingestWorkbook', async () => {
    const bytes = await buildBooks();
    for (const b of BOOKS) {
      const wb = await ingestWorkbook(bytes.get(b.name)!);
      expect(wb).toBeTruthy();
    }
  }, 120_000);
});
