/**
 * Tuning set C's score (a ratchet since pass 6, when the set was read and tuned on): no wrong
 * figure, every refusal it expects made, every headline first, and right answers never fewer
 * than measured. Raise the floor as it improves; never edit the set to fit it.
 */
import { runSetC, tally } from './evaluate-tuning-c';
import { buildSetCQuestions } from './questions';
import { buildSetCBooks } from './workbooks';

/** Measured after pass 6 (README.md): 180 right, 40 rightly refused, 15 refused, 0 wrong. */
const SET_C_MIN_RIGHT = 180;

describe('tuning set C (score)', () => {
  it('answers with no wrong figure and no fewer right answers than measured', async () => {
    const books = await buildSetCBooks();
    const results = await runSetC(books, buildSetCQuestions(books));
    const wrong = results.filter((r) => r.outcome === 'wrong');
    expect(wrong.map((r) => `${r.q.id} ${r.q.question}: ${r.why}`)).toEqual([]);
    const t = tally(results);
    expect(t.right).toBeGreaterThanOrEqual(SET_C_MIN_RIGHT);
    expect(t.rightlyRefused).toBe(results.filter((r) => r.q.expect.refuse).length);
    expect(results.filter((r) => !r.headline).map((r) => r.q.id)).toEqual([]);
  });
});
