/**
 * The lead's fixes after merging pass 49 (issue 13): three wrong figures its two-year reader and
 * fiscal-year reading gave on sets already seen. Each test fails with its fix taken out.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass49-shapes';
import { ask, expectRefused, expectValue, r2 } from './pass-expect';

describe('two-year comparison: a line named in part, and growth asked as a speed', () => {
  it.each([
    [['FY 2025-26', 'FY 2024-25'] as [string, string], 1],
    [['2025', '2024'] as [string, string], 0.01],
  ])('%s', async (years, k) => {
    const t = S.twoYear(years, k);
    const wb = await bookOf([{ name: 'Compare', rows: S.twoYearRows(t) }]);
    // "marketing" is a whole label; "audiologist" is one word of "Audiologist salaries"
    const aud = t.expenses.find((l) => l[0] === 'Audiologist salaries')!;
    const a = ask(wb, 'how much more did we spend on audiologist this year');
    // never the expenses total: either that line's change or a refusal
    if (!a.refused) expect(Number(a.figures[0]!.value)).toBe(aud[1] - aud[2]);
    // "fastest" asks the % change: the line with the largest rise in %
    const pct = t.expenses
      .filter((l) => l[1] > l[2])
      .map((l) => ({ l, p: ((l[1] - l[2]) / l[2]) * 100 }))
      .sort((x, y) => y.p - x.p)[0]!;
    expectValue(wb, 'which cost grew fastest', r2(pct.p), pct.l[0]);
  });
});

describe('a fiscal year the workbook does not hold is refused, not read as a calendar year', () => {
  it('quarters of FY 2025-26 are not FY 2024-25', async () => {
    const rows = [
      ['P&L FY26'],
      ['Particulars', 'Q1', 'Q2', 'Q3', 'Q4', 'FY 2025-26'],
      ['Revenue', 100, 110, 120, 130, 460],
      ['Costs', 60, 65, 70, 75, 270],
      ['Net profit', 40, 45, 50, 55, 190],
    ];
    const wb = await bookOf([{ name: 'P&L FY26', rows }]);
    expectRefused(wb, 'what was net profit in FY 2024-25', /FY 2025-26/);
    expectValue(wb, 'what was net profit in FY 2025-26', 190);
  });
});
