/**
 * The owners' sets: the tuning set answers with no wrong figure; the hold-out keeps its size
 * and shapes and never gets worse than measured (a ratchet: lower the ceilings as it improves).
 */
import { runOwnerSet } from './evaluate-owners';
import { buildOwnerQuestions } from './questions';
import { buildTuneQuestions } from './tune';
import { buildOwnerBooks } from './workbooks';

/** Measured on the hold-out (see README.md): 110 right, 31 rightly refused, 10 wrong. */
const HOLD_OUT_MAX_WRONG = 10;
const HOLD_OUT_MIN_RIGHT = 110;

describe("owners' eval", () => {
  it('tuning set: no wrong figure', async () => {
    const books = await buildOwnerBooks(101);
    const r = await runOwnerSet(books, buildTuneQuestions(books));
    const wrong = r.results.filter((x) => x.outcome === 'wrong');
    expect(wrong.map((x) => `${x.q.id}: ${x.why}`)).toEqual([]);
  });

  it('hold-out: 200+ questions over 12 shapes, no worse than measured', async () => {
    const books = await buildOwnerBooks(7);
    const r = await runOwnerSet(books, buildOwnerQuestions(books));
    expect(r.questions).toBeGreaterThanOrEqual(200);
    expect(r.books).toBe(12);
    expect(r.wrong).toBeLessThanOrEqual(HOLD_OUT_MAX_WRONG);
    expect(r.right).toBeGreaterThanOrEqual(HOLD_OUT_MIN_RIGHT);
    expect(r.rightlyRefused).toBe(r.results.filter((x) => x.q.expect.refuse).length);
  });
});
