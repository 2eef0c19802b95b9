/**
 * The owners' tuning sets: A (31 questions, seed 101) and B (222 questions over 12 shapes,
 * seed 7; read and tuned on since its first run). Both answer with no wrong figure, and B never
 * gets worse than measured (a ratchet: raise the floor as it improves). Another seed of B checks
 * that the figures are read from the data, not from one draw of it.
 */
import { runOwnerSet } from './evaluate-owners';
import { buildOwnerQuestions } from './questions';
import { buildTuneQuestions } from './tune';
import { buildOwnerBooks } from './workbooks';

/**
 * Measured on tuning set B (see README.md): 180 right, 31 rightly refused, 11 refused, 0 wrong.
 * Pass 7 lowered it from 182: two questions with two fair readings that give different figures
 * are asked back now ("which line went most over budget": by amount or by percent; "average
 * unit cost": a mean of the rows or weighted by quantity), as the blind hold-out expects.
 */
const SET_B_MIN_RIGHT = 180;
/** Tuning set A: 30 right, 1 rightly refused. */
const SET_A_MIN_RIGHT = 30;

describe("owners' tuning sets", () => {
  it('set A: no wrong figure, no worse than measured', async () => {
    const books = await buildOwnerBooks(101);
    const r = await runOwnerSet(books, buildTuneQuestions(books));
    const wrong = r.results.filter((x) => x.outcome === 'wrong');
    expect(wrong.map((x) => `${x.q.id}: ${x.why}`)).toEqual([]);
    expect(r.right).toBeGreaterThanOrEqual(SET_A_MIN_RIGHT);
  });

  it('set B: 200+ questions over 12 shapes, no wrong figure, no worse than measured', async () => {
    const books = await buildOwnerBooks(7);
    const r = await runOwnerSet(books, buildOwnerQuestions(books));
    expect(r.questions).toBeGreaterThanOrEqual(200);
    expect(r.books).toBe(12);
    const wrong = r.results.filter((x) => x.outcome === 'wrong');
    expect(wrong.map((x) => `${x.q.id}: ${x.why}`)).toEqual([]);
    expect(r.right).toBeGreaterThanOrEqual(SET_B_MIN_RIGHT);
    expect(r.rightlyRefused).toBe(r.results.filter((x) => x.q.expect.refuse).length);
    expect(r.headlineMisses).toBe(0);
  });

  it('set B on other data (seed 23): no wrong figure', async () => {
    const books = await buildOwnerBooks(23);
    const r = await runOwnerSet(books, buildOwnerQuestions(books));
    const wrong = r.results.filter((x) => x.outcome === 'wrong');
    expect(wrong.map((x) => `${x.q.id}: ${x.why}`)).toEqual([]);
    expect(r.right).toBeGreaterThanOrEqual(SET_B_MIN_RIGHT);
  });
});
