/**
 * Issue 13, pass 31: the twenty-fourth blind set's layouts, by shape (pass31-shapes.ts), laid out
 * as the lead described the blind books. Every figure is computed here from the shape's own
 * data; each question is answered right or refused, never answered with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass31-shapes';
import { ask, expectRefused, expectValue, sum } from './pass-expect';

describe('W1: months down × products across', () => {
  const column = (s: number, months = S.MONTHS_25.map((_, i) => i)): number =>
    sum(months.map((m) => S.styleSales(m, s)));
  it('"how much <product> did we sell over the year" is the amount, never a trend', async () => {
    const wb = await bookOf([{ name: 'Sales', rows: S.taproomRows() }]);
    expectValue(wb, 'How much Hazy IPA did we sell over the year?', column(1));
    expectValue(wb, 'how much oat stout did we sell over the year', column(2));
    // a trend still answers a question that asks for one
    expect(ask(wb, 'Hazy IPA trend').kind).toBe('trend');
  });
  it('a word of one column header picks that column; "sales" does not widen it', async () => {
    const wb = await bookOf([{ name: 'Sales', rows: S.taproomRows() }]);
    expectValue(wb, 'stout sales Q4', column(2, [9, 10, 11]));
    expectValue(wb, 'sour sales in march', S.styleSales(2, 3));
    // no column named: all columns, as before
    expectValue(wb, 'total sales Q4', sum([0, 1, 2, 3].map((s) => column(s, [9, 10, 11]))));
  });
});

describe('W2: MRR by plan with a Members table (no total row) below', () => {
  const month = (m: string): number => S.MONTH_CODES.indexOf(m);
  const totalMrr = (m: number): number => sum(S.PLANS.map((_, p) => S.mrr(p, m)));
  const last = S.MONTH_CODES.length - 1;
  it('members in a month are the Members table column added, never the plan rows counted', async () => {
    const wb = await bookOf([{ name: 'MRR', rows: S.coworkingRows() }]);
    const sep = month('2025-09');
    expectValue(
      wb,
      'how many members do we have in september',
      sum(S.PLANS.map((_, p) => S.members(p, sep))),
    );
    expectValue(wb, 'how many hot desk members in may', S.members(0, month('2025-05')));
  });
  it('money words read the MRR table', async () => {
    const wb = await bookOf([{ name: 'MRR', rows: S.coworkingRows() }]);
    expectValue(wb, 'private office MRR in june', S.mrr(2, month('2025-06')));
    expectValue(wb, 'what is our MRR now', totalMrr(last));
    expectValue(wb, 'how much has MRR grown since january', totalMrr(last) - totalMrr(0));
    expectValue(wb, 'total revenue jan to sep', sum(S.MONTH_CODES.map((_, m) => totalMrr(m))));
    expectValue(wb, 'ARR', totalMrr(last) * 12);
    const byPlan = S.PLANS.map(
      (p, i) => [p, sum(S.MONTH_CODES.map((_, m) => S.mrr(i, m)))] as const,
    );
    const top = [...byPlan].sort((a, b) => b[1] - a[1])[0]!;
    expectValue(wb, 'which plan makes the most recurring revenue', top[1], top[0]);
  });
});

describe('M1: an aging report, empty bucket cells where nothing is owed', () => {
  const bucketOf = (name: string, i: number): number | null =>
    S.AGING.find((l) => l[0] === name)![i + 1] as number | null;
  it('an empty bucket cell of a client row is 0; a filled one is its figure', async () => {
    const wb = await bookOf([{ name: 'AR Aging', rows: S.agingRows() }]);
    expect(bucketOf('Kutaisi Motors', 2)).toBeNull();
    expectValue(wb, 'how much of Kutaisi Motors is 31-60 days', 0);
    expectValue(wb, 'how much does Kutaisi Motors owe that is 31-60 days', 0);
    expectValue(wb, 'Kutaisi Motors over 90 days', 0);
    expect(ask(wb, 'Kutaisi Motors over 90 days').text).toMatch(/blank/);
    expectValue(wb, 'Batumi Bakers over 90 days', bucketOf('Batumi Bakers', 4)!);
    // spaced headers ("1 - 30", "> 90") read the same
    const spaced = await bookOf([
      {
        name: 'AR',
        rows: S.agingRows(S.AGING, ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90']),
      },
    ]);
    expectValue(spaced, 'Kutaisi Motors over 90 days', 0);
  });
  it('an accented client name matches when asked with the accent', async () => {
    const wb = await bookOf([{ name: 'AR Aging', rows: S.agingRows() }]);
    expectValue(wb, 'Ferretería El Roble over 90 days', bucketOf('Ferretería El Roble', 4)!);
    expectValue(
      wb,
      'how much does Ferretería El Roble owe that is 31-60 days',
      bucketOf('Ferretería El Roble', 2)!,
    );
    expectValue(wb, 'Ferretería El Roble current', 0);
  });
});

describe("M2: owners' words for one line or column", () => {
  const line = (n: string): number => S.COSTS.find((l) => l[0] === n)![1];
  it('"subcontractors" is the Subcontract column (empty = 0)', async () => {
    const wb = await bookOf([{ name: 'Jobs', rows: S.jobRows() }]);
    const subs = sum(S.JOBS.map((j) => j[3] ?? 0));
    for (const q of ['how much went to subcontractors', 'subcontractors']) expectValue(wb, q, subs);
  });
  it('"costing us" is the line; the van is its one line, asked back when two name it', async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.costRows() }]);
    expectValue(wb, 'what are the freelance engineers costing us', line('Freelance engineers'));
    expectValue(wb, 'what are instructors costing us', line('Instructors'));
    expectValue(wb, 'what did the van cost us', line('Van & fuel'));
    const two = await bookOf([{ name: 'P&L', rows: [...S.costRows(), ['Van insurance', 800]] }]);
    expectRefused(two, 'what did the van cost us');
  });
  it('"going out" / "coming in" on a bank export are the Debit / Credit sums', async () => {
    const wb = await bookOf([{ name: 'Bank', rows: S.bankRows() }]);
    expectValue(wb, 'total going out', sum(S.BANK.map((b) => b[2] ?? 0)));
    expectValue(wb, 'total coming in', sum(S.BANK.map((b) => b[3] ?? 0)));
  });
});

describe('M3: a two-year comparison, newest first, with Change and % change', () => {
  const total = (ls: S.YearLine[], i: 1 | 2): number => sum(ls.map((l) => l[i]));
  const pct = (a: number, b: number): number => ((a - b) / b) * 100;
  it('compare, the revenue line that grew most, profit margin, a line in %', async () => {
    const wb = await bookOf([{ name: 'Comparison', rows: S.dentalRows() }]);
    const [r25, r24] = [total(S.DENTAL_REVENUE, 1), total(S.DENTAL_REVENUE, 2)];
    expectValue(wb, 'compare 2025 to 2024', pct(r25, r24));
    const top = [...S.DENTAL_REVENUE].sort((a, b) => b[1] - b[2] - (a[1] - a[2]))[0]!;
    expectValue(wb, 'which treatment grew the most', top[1] - top[2], top[0]);
    const profit = r25 - total(S.DENTAL_COSTS, 1);
    expectValue(wb, 'profit margin 2025', (profit / r25) * 100);
    const rent = S.DENTAL_COSTS.find((l) => l[0] === 'Rent')!;
    expectValue(wb, 'rent change 2024 to 2025 %', pct(rent[1], rent[2]));
    // a year the sheet does not hold is not this sheet's comparison
    expectRefused(wb, 'compare 2023 to 2024');
  });
});

describe('M4: budget with H1 / H2 pairs and a full year', () => {
  const fy = (l: S.HalfLine): [number, number] => [l[1] + l[3], l[2] + l[4]];
  const variance = (l: S.HalfLine): number => fy(l)[1] - fy(l)[0];
  it('the full-year pair answers the owner words', async () => {
    const wb = await bookOf([{ name: 'Budget', rows: S.halfBudgetRows() }]);
    const top = [...S.HALF_LINES].sort((a, b) => variance(b) - variance(a))[0]!;
    expectValue(wb, 'which line blew the budget the most', variance(top), top[0]);
    expectValue(
      wb,
      'how many cost lines went over budget',
      S.HALF_LINES.filter((l) => variance(l) > 0).length,
    );
    const [b, a] = [sum(S.HALF_LINES.map((l) => fy(l)[0])), sum(S.HALF_LINES.map((l) => fy(l)[1]))];
    expectValue(wb, 'actual vs budget % for the year', (a / b) * 100);
    const permits = S.HALF_LINES.find((l) => l[0] === 'Permits')!;
    expectValue(
      wb,
      'permits over or under? by how much %',
      (variance(permits) / fy(permits)[0]) * 100,
    );
  });
});

describe('M5: cash-flow FY columns and a bookings log in owner words', () => {
  const cf = (name: string, i: 1 | 2): number =>
    (S.CASH_FLOW.find((l) => l[0] === name) as [string, number, number])[i];
  it('owners taking out is the drawings row; financing outflow the net financing row', async () => {
    const wb = await bookOf([{ name: 'Cash flow', rows: S.cashFlowRows() }]);
    expectValue(wb, 'how much did the owners take out in 2024', cf('Owner drawings', 1));
    expectValue(wb, 'total financing outflow 2025', cf('Net cash used in financing activities', 2));
  });
  it('"lesson type" names the Lesson column; "in the bookings log" names the log', async () => {
    const wb = await bookOf([{ name: 'Bookings', rows: S.bookingRows() }]);
    const by = new Map<string, number>();
    for (const b of S.BOOKINGS) by.set(b[2], (by.get(b[2]) ?? 0) + b[3] * b[4]);
    const top = [...by.entries()].sort((a, b) => b[1] - a[1])[0]!;
    expectValue(wb, 'which lesson type brings in the most money', top[1], top[0]);
    expectValue(wb, 'total sales in the bookings log', sum(S.BOOKINGS.map((b) => b[3] * b[4])));
  });
});

describe('M5: an ALL JOBS row on top, and a QuickBooks P&L "how did we do"', () => {
  it('total margin across all jobs is the ALL JOBS row, never added twice', async () => {
    const wb = await bookOf([{ name: 'Jobs', rows: S.allJobsRows() }]);
    expectValue(wb, 'total margin across all jobs', sum(S.JOB_COSTS.map((j) => j[1] - j[2])));
  });
  it('"how did we do in may" is Net Income for May', async () => {
    const wb = await bookOf([{ name: 'P&L', rows: S.quickbooksRows() }]);
    const net = S.quickbooksRows().find((r) => r[0] === 'Net Income')!;
    expectValue(wb, 'how did we do in may', net[1 + S.QB_MONTHS.indexOf('May 2025')] as number);
  });
});

describe('M2: deductions, hrs, and a stock list by type', () => {
  it('"health insurance" is the Health deduction; "hours" the Hrs column', async () => {
    const p = S.payHrsRows();
    const wb = await bookOf([{ name: 'Payroll', rows: p.rows, merges: p.merges }]);
    expectValue(wb, 'how much health insurance came out of pay', sum(S.PAY.map((x) => x[4])));
    expectValue(wb, 'total hours', sum(S.PAY.map((x) => x[1])));
  });
  it('lowest on is fewest units; most expensive <type> per bottle the top Unit cost', async () => {
    const wb = await bookOf([{ name: 'Stock', rows: S.cellarRows() }]);
    const pick = (rows: typeof S.CELLAR, by: 2 | 3, most: boolean) =>
      [...rows].sort((a, b) => (most ? b[by] - a[by] : a[by] - b[by]))[0]!;
    const all = pick(S.CELLAR, 2, false);
    expectValue(wb, 'what are we lowest on', all[2], all[0]);
    const wines = S.CELLAR.filter((c) => c[1] === 'Wine');
    const lowWine = pick(wines, 2, false);
    expectValue(wb, 'which wine are we lowest on', lowWine[2], lowWine[0]);
    const dear = pick(wines, 3, true);
    expectValue(wb, 'most expensive wine per bottle', dear[3], dear[0]);
  });
});

describe('M6: one sheet per year, and a membership tracker', () => {
  const yearTotal = (y: number, c?: number): number =>
    sum(
      S.RETAINER_CLIENTS.flatMap((_, i) =>
        c === undefined || c === i ? S.MONTH_NAMES.map((_m, m) => S.retainer(y, i, m)) : [],
      ),
    );
  it('a year, or this year by the calendar, picks the sheet named by it', async () => {
    const wb = await bookOf([
      { name: '2026', rows: S.retainerRows(2026) },
      { name: '2025', rows: S.retainerRows(2025) },
    ]);
    expectValue(wb, 'total retainer income 2025', yearTotal(2025));
    expectValue(wb, 'how much did Birch Legal pay in 2025', yearTotal(2025, 1));
    expectValue(wb, 'total income this year', yearTotal(2026));
  });
  it('year-end members, churn rate, net new in Q1, average new per month', async () => {
    const wb = await bookOf([{ name: 'Members', rows: S.trackerRows() }]);
    let active = 120;
    const starts = S.TRACKER.map((t) => {
      const s = active;
      active += t.fresh - t.cancelled;
      return s;
    });
    expectValue(wb, 'how many members at the end of the year', active);
    expectValue(wb, 'churn rate in march', (S.TRACKER[2]!.cancelled / starts[2]!) * 100);
    const q1 = S.TRACKER.slice(0, 3);
    expectValue(wb, 'net new members in Q1', sum(q1.map((t) => t.fresh - t.cancelled)));
    expectValue(wb, 'average new signups per month', sum(S.TRACKER.map((t) => t.fresh)) / 12);
  });
});

describe("the lead's checks after pass 31: no figure of another measure than asked", () => {
  it('hours asked on a job sheet with "Labour hrs" and "Labour $" read the hours, or refuse', async () => {
    const jobs = [
      ['J-1', 'Ottoman', 900, 20, 1300, 2600],
      ['J-2', 'Bench', 1100, 30, 1950, 3900],
      ['J-3', 'Sofa', 1400, 17, 1105, 3100],
    ] as const;
    const wb = await bookOf([
      {
        name: 'Jobs',
        rows: [
          ['Job costing 2026 (NZD). Labour at $65/hr.'],
          ['Job', 'Item', 'Materials', 'Labour hrs', 'Labour $', 'Quoted'],
          ...jobs.map((j) => [...j]),
        ],
      },
    ]);
    const hours = sum(jobs.map((j) => j[3]));
    for (const q of ['labour hours all jobs', 'labour hrs all jobs', 'hours all jobs']) {
      const a = ask(wb, q);
      if (!a.refused) expect([q, Number(a.figures[0]!.value)]).toEqual([q, hours]);
    }
    expectValue(wb, 'labour hrs all jobs', hours);
    // money asked still reads the money column
    expectValue(wb, 'labour $ all jobs', sum(jobs.map((j) => j[4])));
  });

  it("a share of MRR is never answered by the plan's cell", async () => {
    const mrr = [
      ['Hot desk', 100, 120],
      ['Fixed desk', 50, 60],
    ] as const;
    const wb = await bookOf([
      {
        name: 'MRR',
        rows: [
          ['Hive Coworking – monthly recurring revenue (PLN zł)'],
          ['MRR', '2025-01', '2025-02'],
          ...mrr.map((r) => [...r]),
          ['Total MRR', 150, 180],
          [],
          [],
          ['Members', '2025-01', '2025-02'],
          ['Hot desk', 10, 12],
          ['Fixed desk', 5, 6],
        ],
      },
    ]);
    for (const q of [
      'share of MRR from fixed desks in february',
      'what % of mrr is hot desk in january',
    ]) {
      const a = ask(wb, q);
      if (!a.refused) expect([q, a.figures[0]!.display]).toEqual([q, expect.stringMatching(/%$/)]);
    }
    // the plain cell is still answered
    expectValue(wb, 'fixed desk mrr in february', 60);
  });
});
