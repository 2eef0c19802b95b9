/**
 * A pottery studio's two-year comparison (EUR): years as numeric column headers, NEWEST FIRST
 * (2025, 2024), then Change and Change % columns; income lines, expense lines, Net result.
 */
import { growth, money, sum } from '../../expect';
import {
  argmax,
  argmin,
  ask,
  cell,
  int,
  rng,
  toBytes,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../kit';

const NAME = 'pottery-two-year';
const r = rng(11);
const INCOME = ['Wheel classes', 'Workshops & parties', 'Studio memberships', 'Pottery sales'];
const EXPENSE = [
  'Clay & glazes',
  'Kiln electricity',
  'Studio rent',
  'Instructor fees',
  'Insurance',
];
const pair = (lo: number, hi: number): [bigint, bigint] => {
  const last = int(r, lo, hi);
  return [BigInt(Math.round(last * (0.8 + r() * 0.5))), BigInt(last)];
};
/** [2025, 2024] */
const inc = INCOME.map(() => pair(1_500_000, 6_000_000));
const exp = EXPENSE.map(() => pair(400_000, 3_000_000));
const totInc: [bigint, bigint] = [sum(inc.map((x) => x[0])), sum(inc.map((x) => x[1]))];
const totExp: [bigint, bigint] = [sum(exp.map((x) => x[0])), sum(exp.map((x) => x[1]))];
const net: [bigint, bigint] = [totInc[0] - totExp[0], totInc[1] - totExp[1]];
const incChange = inc.map((x) => x[0] - x[1]);
const expChange = exp.map((x) => x[0] - x[1]);
if (!uniqueMax(incChange) || !uniqueMin(incChange) || !uniqueMax(expChange) || net[1] <= 0n)
  throw new Error(`${NAME}: tie`);
const pctCell = (a: bigint, b: bigint): number => Number(growth(b, a)) / 100;

export const potteryTwoYear: BlindBook = {
  name: NAME,
  business: 'pottery studio',
  shape: 'two-year comparison, newest year first, change and change %',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('2025 vs 2024');
      ws.addRow(['Terra Lab Keramikstudio']);
      ws.addRow(['Year comparison, €']);
      ws.addRow([]);
      ws.addRow([null, 2025, 2024, 'Change', 'Change %']);
      const put = (label: string, [a, b]: [bigint, bigint]): void => {
        const row = ws.addRow([label, cell(a), cell(b), cell(a - b), pctCell(a, b)]);
        row.getCell(5).numFmt = '0.00%';
      };
      ws.addRow(['Income']);
      INCOME.forEach((n, i) => put(n, inc[i]!));
      put('Total income', totInc);
      ws.addRow(['Expenses']);
      EXPENSE.forEach((n, i) => put(n, exp[i]!));
      put('Total expenses', totExp);
      put('Net result', net);
    }),
  checks: [
    {
      what: 'net change = income change - expense change',
      a: net[0] - net[1],
      b: sum(incChange) - sum(expChange),
    },
  ],
  questions: ask(NAME, [
    [
      'total income this year',
      { value: money(totInc[0]), means: 'Total income, 2025 (the newest year)' },
    ],
    ['total income last year', { value: money(totInc[1]), means: 'Total income, 2024' }],
    [
      'how much did income grow in %',
      { value: growth(totInc[1], totInc[0]), means: '(2025 - 2024) / 2024 total income * 100' },
    ],
    ['net result 2025', { value: money(net[0]), means: 'Net result, 2025' }],
    [
      'how much did profit change from last year',
      { value: money(net[0] - net[1]), means: 'Net result 2025 - 2024' },
    ],
    [
      'which income line grew the most',
      { at: INCOME[argmax(incChange)]!, means: 'largest Change among income lines (absolute €)' },
    ],
    [
      'which income line did worst vs last year',
      {
        at: INCOME[argmin(incChange)]!,
        means: 'smallest (most negative) Change among income lines',
      },
    ],
    [
      'what cost went up the most',
      { at: EXPENSE[argmax(expChange)]!, means: 'largest Change among expense lines' },
    ],
    ['kiln electricity in 2024', { value: money(exp[1]![1]), means: 'one cell' }],
    [
      'how much more did we spend on clay this year',
      { value: money(expChange[0]!), means: 'Clay & glazes 2025 - 2024 (negative if less)' },
    ],
    [
      'total expenses change %',
      { value: growth(totExp[1], totExp[0]), means: '(2025 - 2024) / 2024 total expenses * 100' },
    ],
    [
      'workshops and parties this year vs last year, difference',
      { value: money(incChange[1]!), means: 'Workshops & parties 2025 - 2024' },
    ],
    ['how did we do in march', { refuse: true, means: 'yearly figures only' }],
    [
      'what will 2026 look like',
      { refuse: true, means: 'no forecast basis beyond two points; refuse' },
    ],
  ]),
};
