/**
 * Checks the SET of blind hold-out 24, not the engine's accuracy: size, unique ids, well-formed
 * expectations, every workbook opens with ingestWorkbook, and each book's second-path checks agree.
 */
import { ingestWorkbook } from '../../src/ingest';
import type { BlindQuestion } from './kit';
import { blindQuestions } from './questions';
import { buildBlindBooks, type BlindBook } from './workbooks';

let books: BlindBook[];
let questions: BlindQuestion[];

beforeAll(async () => {
  books = await buildBlindBooks();
  questions = blindQuestions(books);
});

const list = <T>(x: T | T[] | undefined): T[] =>
  x === undefined ? [] : Array.isArray(x) ? x : [x];

describe('blind hold-out 24 (the set only)', () => {
  it('has at least 200 questions over at least 12 books, with unique ids', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200);
    expect(books.length).toBeGreaterThanOrEqual(12);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => q.question.toLowerCase() + q.book)).size).toBe(
      questions.length,
    );
  });

  it('keeps refusals near 15% of the set', () => {
    const share = questions.filter((q) => q.expect.refuse).length / questions.length;
    expect(share).toBeGreaterThanOrEqual(0.12);
    expect(share).toBeLessThanOrEqual(0.2);
  });

  it('has well-formed expectations: a refusal, or decimal values and/or places', () => {
    for (const q of questions) {
      const values = list(q.expect.value);
      const places = list(q.expect.at);
      expect(q.question.trim()).not.toBe('');
      expect(q.means.trim()).not.toBe('');
      if (q.expect.refuse) {
        expect({ id: q.id, n: values.length + places.length }).toEqual({ id: q.id, n: 0 });
      } else {
        expect({ id: q.id, any: values.length + places.length > 0 }).toEqual({
          id: q.id,
          any: true,
        });
        for (const v of values)
          expect({ id: q.id, v, ok: /^-?\d+(\.\d{1,2})?$/.test(v) }).toEqual({
            id: q.id,
            v,
            ok: true,
          });
        for (const p of places) expect(p.trim().length).toBeGreaterThan(1);
      }
    }
  });

  it("agrees with each book's second computation path", () => {
    for (const b of books)
      for (const c of b.checks)
        expect({ book: b.name, what: c.what, a: c.a }).toEqual({
          book: b.name,
          what: c.what,
          a: c.b,
        });
  });

  it('builds the same books from the seed every time', async () => {
    const again = await buildBlindBooks();
    expect(blindQuestions(again).map((q) => q.expect)).toEqual(questions.map((q) => q.expect));
  });

  it('opens every workbook with ingestWorkbook', async () => {
    for (const b of books) {
      const wb = await ingestWorkbook(b.bytes);
      expect(wb).toBeTruthy();
    }
  }, 60_000);
});
