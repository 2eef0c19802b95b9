/**
 * The behavioural guarantee: the embedded engine answers the generated question set with no
 * wrong figure, cites the cells of every figure, and stays above the measured accuracy.
 */
import { runEval } from './evaluate';

/** Measured at 100% (208 questions); the floor leaves room for harmless wording changes. */
const ACCURACY_FLOOR = 0.95;

describe('analyst eval set', () => {
  it('has no wrong figure, cites every answer, and keeps its accuracy', async () => {
    const r = await runEval();
    const bad = r.results.filter((x) => x.outcome === 'wrong' || x.outcome === 'uncited');
    expect(bad.map((x) => `${x.q.id}: ${x.q.question} -> ${x.why}`)).toEqual([]);
    expect(r.questions).toBeGreaterThanOrEqual(200);
    expect(r.wrong).toBe(0);
    expect(r.uncited).toBe(0);
    expect(r.rightRefusals).toBe(r.expectedRefusals);
    expect(r.accuracy).toBeGreaterThanOrEqual(ACCURACY_FLOOR);
  });
});
