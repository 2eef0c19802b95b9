import { progressLabel, wizardProgress } from './progress';

describe('wizardProgress = round((step + 1) / total × 100), capped at 100', () => {
  it.each([
    [0, 8, 13], // 12.5 rounds up
    [1, 8, 25],
    [0, 3, 33],
    [1, 3, 67],
    [2, 3, 100],
    [7, 8, 100],
    [9, 8, 100], // capped
    [-1, 4, 25], // the index cannot go below 0
    [0, 200, 1], // 0.5 rounds up
    [12, 13, 100],
    [5, 13, 46], // 46.15
  ])('step %p of %p → %p%%', (step, total, percent) => {
    expect(wizardProgress(step, total)).toBe(percent);
  });

  it('writes the label the wizards show', () => {
    expect(progressLabel(3, 13)).toBe('You are 31% complete');
  });

  it('refuses a total below 1 or a fractional step', () => {
    expect(() => wizardProgress(0, 0)).toThrow(RangeError);
    expect(() => wizardProgress(0.5, 4)).toThrow(RangeError);
  });
});
