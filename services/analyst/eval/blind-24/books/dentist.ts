/** Dental clinic ($, in thousands): two-year comparison, years as column headers newest first, variance and %. */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import { argMax, putRow, sumB, type BookDef } from '../kit';

const LINES = [
  'Check-ups & cleaning',
  'Fillings',
  'Crowns & bridges',
  'Orthodontics',
  'Whitening',
] as const;
const COSTS = ['Hygienist wages', 'Lab fees', 'Dental supplies', 'Rent'] as const;

export const dentist: BookDef = {
  name: 'dentist',
  business: 'dental clinic, Vancouver',
  build(rng) {
    // whole thousands written as numbers; expected values in hundredths of thousands
    const pair = (lo: number, hi: number): [bigint, bigint] => [
      BigInt(rng.int(lo, hi)) * 100n,
      BigInt(rng.int(lo, hi)) * 100n,
    ];
    const rev = LINES.map(() => pair(60, 420)); // [2025, 2024]
    const cost = COSTS.map(() => pair(30, 180));
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('YoY');
    putRow(ws, 1, ['Bright Smile Dental – comparison (CAD $000)']);
    putRow(ws, 3, [undefined, '2025', '2024', 'Change', '% change']);
    let r = 4;
    const line = (label: string, p: [bigint, bigint]): void => {
      putRow(ws, r++, [
        label,
        Number(p[0]) / 100,
        Number(p[1]) / 100,
        Number(p[0] - p[1]) / 100,
        Number(growth(p[1], p[0])) / 100,
      ]);
      ws.getRow(r - 1).getCell(5).numFmt = '0.00%';
    };
    putRow(ws, r++, ['Revenue']);
    LINES.forEach((n, i) => line(n, rev[i]!));
    const tRev: [bigint, bigint] = [sumB(rev.map((p) => p[0])), sumB(rev.map((p) => p[1]))];
    line('Total revenue', tRev);
    putRow(ws, r++, ['Costs']);
    COSTS.forEach((n, i) => line(n, cost[i]!));
    const tCost: [bigint, bigint] = [sumB(cost.map((p) => p[0])), sumB(cost.map((p) => p[1]))];
    line('Total costs', tCost);
    const prof: [bigint, bigint] = [tRev[0] - tCost[0], tRev[1] - tCost[1]];
    line('Operating profit', prof);
    const growths = rev.map((p) => p[0] - p[1]);
    const both = (x: bigint): string[] => [money(x), money(x * 1000n)];
    return {
      workbook: wb,
      checks: [
        {
          what: 'profit = revenue - costs (2025)',
          a: prof[0],
          b: sumB(rev.map((p) => p[0])) - sumB(cost.map((p) => p[0])),
        },
      ],
      questions: [
        {
          question: 'compare 2025 to 2024',
          expect: { value: growth(tRev[1], tRev[0]) },
          means: 'Total revenue growth 2024→2025, percent ((2025-2024)/2024)',
        },
        {
          question: 'revenue 2025',
          expect: { value: both(tRev[0]) },
          means: 'Total revenue 2025 ($000; full $ accepted)',
        },
        {
          question: 'how much did profit change vs 2024',
          expect: { value: both(prof[0] - prof[1]) },
          means: 'Operating profit 2025 - 2024',
        },
        {
          question: 'what was operating profit in 2024',
          expect: { value: both(prof[1]) },
          means: 'Operating profit 2024',
        },
        {
          question: 'which treatment grew the most',
          expect: { at: LINES[argMax(growths)] },
          means: 'largest 2025-2024 change in currency among revenue lines',
        },
        {
          question: 'orthodontics growth %',
          expect: { value: growth(rev[3]![1], rev[3]![0]) },
          means: '(2025-2024)/2024 for Orthodontics',
        },
        {
          question: 'lab fees in 2024',
          expect: { value: both(cost[1]![1]) },
          means: 'Lab fees 2024',
        },
        {
          question: 'did costs go up? by how much',
          expect: { value: both(tCost[0] - tCost[1]) },
          means: 'Total costs 2025 - 2024',
        },
        {
          question: 'whitening revenue 2025',
          expect: { value: both(rev[4]![0]) },
          means: 'Whitening 2025',
        },
        {
          question: 'profit margin 2025',
          expect: { value: pct(prof[0], tRev[0]) },
          means: 'Operating profit / Total revenue 2025, percent',
        },
        {
          question: 'how many patients did we see',
          expect: { refuse: true },
          means: 'no patient counts',
        },
        {
          question: 'what will revenue be in 2027',
          expect: { refuse: true },
          means: 'two years of data; a forecast is not a bookkeeper figure',
        },
        {
          question: 'fillings revenue 2024',
          expect: { value: both(rev[1]![1]) },
          means: 'Fillings 2024',
        },
        {
          question: 'rent change 2024 to 2025 %',
          expect: { value: growth(cost[3]![1], cost[3]![0]) },
          means: '(2025-2024)/2024 for Rent',
        },
      ],
    };
  },
};
