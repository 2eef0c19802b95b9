/**
 * Issue 13, pass 28: answers of another kind than the question asks for are refused — a head
 * count added over months, a money question answered from a count table, a debt still owed
 * answered by a flow line, a "single" line answered by a group's sum. Each layout is built
 * here over variants; the plain questions on the same books keep their figures.
 */
import { answerQuestion } from './answer';
import { bookOf, type ShapeRow } from './pass5-shapes';

type Book = Parameters<typeof answerQuestion>[0];
const now = new Date('2026-11-24T12:00:00Z');
const ask = (wb: Book, q: string) => answerQuestion(wb, q, { now });
const r2 = (n: number): number => Math.round(n * 100) / 100;
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
const expectRefused = (wb: Book, q: string, says: RegExp): void => {
  const a = ask(wb, q);
  expect([q, a.refused]).toEqual([q, true]);
  expect(a.text).toMatch(says);
};

const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];

/** Plans down, months across: a money table, a blank row, then a members table. */
function planTables(
  plans: Array<[string, number[], number[]]>,
  money: string,
  members: string,
): ShapeRow[] {
  const moneyRows = plans.map(([p, m]) => [p, ...m, sum(m)]);
  const total = MONTHS.map((_, i) => sum(plans.map(([, m]) => m[i]!)));
  const heads = MONTHS.map((_, i) => sum(plans.map(([, , h]) => h[i]!)));
  return [
    ['Studio — monthly recurring revenue'],
    ['Plan', ...MONTHS, 'Jan–Jun total'],
    ...moneyRows,
    [money, ...total, sum(total)],
    [],
    ['Active members'],
    ...plans.map(([p, , h]) => [p, ...h]),
    [members, ...heads],
  ];
}

describe('head counts and money tables stacked on one sheet', () => {
  const variants: Array<[string, string, Array<[string, number[], number[]]>]> = [
    [
      'MRR',
      'Total members',
      [
        ['Drop-in pack', [900, 950, 990, 1000, 1020, 1100], [60, 64, 66, 70, 71, 75]],
        ['Unlimited', [3000, 3200, 3100, 3300, 3500, 3600], [20, 21, 21, 22, 23, 24]],
        ['Mornings', [800, 820, 840, 900, 880, 910], [15, 15, 16, 17, 16, 17]],
      ],
    ],
    [
      'Total MRR',
      'Members',
      [
        ['Kids', [1200, 1260, 1300, 1280, 1350, 1400], [40, 42, 43, 42, 45, 46]],
        ['Adults', [4100, 4000, 4300, 4500, 4400, 4700], [30, 29, 31, 32, 31, 33]],
      ],
    ],
  ];
  it.each(variants)('%s / %s', async (money, members, plans) => {
    const wb = await bookOf([{ name: 'MRR', rows: planTables(plans, money, members) }]);
    // the latest month's head count, or a refusal: never the months added up
    const now6 = sum(plans.map(([, , h]) => h[5]!));
    const members6 = ask(wb, 'how many members do we have');
    if (members6.refused) expect(members6.text).toMatch(/count at a point in time|month/);
    else expect(Number(members6.figures[0]!.value)).toBe(now6);
    expectRefused(wb, 'how many members have we had', /count at a point in time|month|can't/);
    const a = ask(wb, 'which plan brings in the most');
    if (!a.refused) {
      // answered: from the money table, the plan with the largest half-year sum
      const best = [...plans].sort((x, y) => sum(y[1]) - sum(x[1]))[0]![0];
      expect(a.figures[0]!.at).toBe(best);
    } else expect(a.text).toMatch(/is a count/);
    // the guard leaves a month's own count and a sum asked in words alone
    const june = ask(wb, `${members.toLowerCase()} in june`);
    if (!june.refused)
      expect(Number(june.figures[0]!.value)).toBe(sum(plans.map(([, , h]) => h[5]!)));
  });
});

describe('a debt still owed is a balance, never a flow line', () => {
  const quarters = [
    ['Cash from customers', 120_000, 150_000, 93_000, 115_000],
    ['Wages paid', -30_000, -38_000, -39_000, -30_000],
    ['Loan repayments', -4_500, -4_500, -4_500, -4_500],
    ['Owner drawings', -6_000, -6_000, -6_000, -6_000],
  ] as const;
  const rows = (title: string): ShapeRow[] => [
    ['Deli GmbH'],
    [title],
    ['CHF'],
    [null, 'Q1', 'Q2', 'Q3', 'Q4', '2025'],
    ...quarters.map(([l, ...q]) => [l, ...q, sum([...q])]),
  ];
  it.each(['Statement of cash flows 2025', 'Cash flow 2025'])('%s', async (title) => {
    const wb = await bookOf([{ name: 'Cash flow', rows: rows(title) }]);
    for (const q of [
      'how much do we still owe on the loan',
      'what is the outstanding balance on the loan',
      'how much is left to pay',
    ])
      expectRefused(wb, q, /still owed is a balance|holds no balance|not|can't/);
    const paid = ask(wb, 'loan repayments for the year');
    if (!paid.refused) expect(Math.abs(Number(paid.figures[0]!.value))).toBe(18_000);
  });

  it('a loan schedule with a Closing balance column still answers what is owed', async () => {
    const rows: ShapeRow[] = [['#', 'Month', 'Opening balance', 'Payment', 'Closing balance']];
    let bal = 12_000;
    for (let i = 1; i <= 6; i++) {
      const close = bal - 2_000;
      rows.push([i, `2026-0${i}`, bal, 2_000, close]);
      bal = close;
    }
    const wb = await bookOf([{ name: 'Loan', rows }]);
    const a = ask(wb, 'what do we still owe after payment 3');
    expect(a.refused).toBe(false);
    expect(Number(a.figures[0]!.value)).toBe(6_000);
  });
});

describe('"single" asks for one line, never a group of lines added', () => {
  const lines: Array<[string, string, string, number]> = [
    ['2025-01-10', 'Green Oasis', 'Plants', 2_300.5],
    ['2025-02-11', 'Green Oasis', 'Plants', 3_100.25],
    ['2025-03-04', 'RainPro Trading', 'Irrigation', 9_344.8],
    ['2025-04-09', 'Quick Fix Garage', 'Vehicle repairs', 7_043.41],
    ['2025-05-12', 'Quick Fix Garage', 'Vehicle repairs', 6_800],
    ['2025-06-15', 'Quick Fix Garage', 'Vehicle repairs', 5_900.2],
  ];
  const rows: ShapeRow[] = [
    ['Landscaping LLC'],
    ['Expense log 2025 (AED)'],
    ['Date', 'Supplier', 'Category', 'Amount AED'],
    ...lines.map(([d, s, c, a]) => [d, s, c, a]),
    [null, null, 'GRAND TOTAL', r2(sum(lines.map((l) => l[3])))],
  ];
  it('the supplier of the largest single bill is the supplier of the largest line', async () => {
    const wb = await bookOf([{ name: 'Expenses', rows }]);
    for (const q of ['who was the largest single bill from', 'largest single bill came from who']) {
      const a = ask(wb, q);
      if (a.refused) continue; // asked back rather than a group's sum
      expect([q, a.figures[0]!.value]).toEqual([q, '9344.8']);
    }
    const big = ask(wb, 'what was the largest single expense');
    expect(big.refused).toBe(false);
    expect(Number(big.figures[0]!.value)).toBe(9_344.8);
  });
});
