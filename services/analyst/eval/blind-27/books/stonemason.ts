/** Stonemason, $ in thousands: two-year comparison, newest year first, Change and Change % columns. */
import ExcelJS from 'exceljs';
import { growth, pct } from '../../expect';
import { argMax, questionsFor, rng, toBytes, type BlindBook } from '../lib';

const r = rng(10);
// whole thousands of dollars; expected values accept "thousands" or full dollars
const k = (lo: number, hi: number): [number, number] => [r.int(lo, hi), r.int(lo, hi)]; // [2025, 2024]
const rev: Array<[string, [number, number]]> = [
  ['Memorials', k(300, 520)],
  ['Restoration', k(150, 400)],
  ['Kitchen worktops', k(200, 380)],
];
const cos: Array<[string, [number, number]]> = [
  ['Stone & materials', k(180, 260)],
  ['Labour', k(220, 300)],
];
const ovh: Array<[string, [number, number]]> = [
  ['Tools & equipment', k(20, 60)],
  ['Vehicles', k(25, 45)],
  ['Rent', k(48, 60)],
];
const s = (xs: Array<[string, [number, number]]>, y: 0 | 1): number =>
  xs.reduce((a, x) => a + x[1][y], 0);
const tr = [s(rev, 0), s(rev, 1)] as const;
const gp = [tr[0] - s(cos, 0), tr[1] - s(cos, 1)] as const;
const to = [s(ovh, 0), s(ovh, 1)] as const;
const op = [gp[0] - to[0], gp[1] - to[1]] as const;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Compare');
  ws.addRow(['Granite & Grain Stoneworks']);
  ws.addRow(['Income statement comparison']);
  ws.addRow(['(in thousands of US dollars)']);
  ws.addRow([]);
  ws.addRow(['', 'FY 2025', 'FY 2024', 'Change', 'Change %']);
  const line = (l: string, a: number, b: number): void => {
    ws.addRow([l, a, b, a - b, b === 0 ? null : Math.round(((a - b) / b) * 10000) / 100]);
  };
  for (const [l, [a, b]] of rev) line(l, a, b);
  line('Total revenue', tr[0], tr[1]);
  for (const [l, [a, b]] of cos) line(l, a, b);
  line('Gross profit', gp[0], gp[1]);
  for (const [l, [a, b]] of ovh) line(l, a, b);
  line('Total overheads', to[0], to[1]);
  line('Operating profit', op[0], op[1]);
  return toBytes(wb);
}

/** a figure in thousands: accept "412" (as shown) or "412000" (dollars) */
const th = (n: number): string[] => [String(n), String(n * 1000)];
const revChange = rev.map((x) => x[1][0] - x[1][1]);

export const stonemason: BlindBook = {
  name: 'stonemason',
  business: 'stonemason',
  shape: 'two-year comparison in thousands, newest first, change and %',
  bytes,
  checks: [
    {
      what: 'op profit = revenue - costs - overheads (2025)',
      a: BigInt(op[0]),
      b: BigInt(tr[0] - s(cos, 0) - s(ovh, 0)),
    },
  ],
  questions: questionsFor('stonemason', [
    [
      'revenue this year',
      { value: th(tr[0]), means: 'Total revenue, FY 2025 (in thousands; dollars accepted)' },
    ],
    ['what was revenue last year', { value: th(tr[1]), means: 'Total revenue, FY 2024' }],
    [
      'how much did revenue grow, %',
      { value: growth(tr[1], tr[0]), means: '(FY2025 - FY2024) / FY2024 total revenue, %' },
    ],
    revChange.filter((v) => v === Math.max(...revChange)).length === 1
      ? [
          'which line of business grew the most',
          {
            at: rev[argMax(revChange)]![0],
            value: th(revChange[argMax(revChange)]!),
            means: 'revenue line with the largest Change (absolute, thousands)',
          },
        ]
      : ['which line of business grew the most', { refuse: true, means: 'tie' }],
    [
      'how much did labour change',
      { value: th(cos[1]![1][0] - cos[1]![1][1]), means: 'Labour FY2025 - FY2024' },
    ],
    ['operating profit in 2024', { value: th(op[1]), means: 'Operating profit, FY 2024' }],
    [
      'gross margin 2025',
      { value: pct(gp[0], tr[0]), means: 'Gross profit / Total revenue, FY 2025, %' },
    ],
    [
      "compare this year's revenue to last year's",
      { value: th(tr[0] - tr[1]), means: 'change in Total revenue, FY2025 - FY2024 (thousands)' },
    ],
    [
      'how did we do compared to last year',
      { refuse: true, means: 'ambiguous measure (revenue? profit?): a question back' },
    ],
    [
      'overheads change in percent',
      { value: growth(to[1], to[0]), means: '(FY2025 - FY2024) / FY2024 Total overheads, %' },
    ],
    ['memorials 2025', { value: th(rev[0]![1][0]), means: 'Memorials, FY 2025' }],
    [
      'operating profit growth',
      { value: growth(op[1], op[0]), means: '(FY2025 - FY2024) / |FY2024| operating profit, %' },
    ],
    ['revenue in 2023', { refuse: true, means: 'only FY 2025 and FY 2024 in the sheet' }],
  ]),
};
