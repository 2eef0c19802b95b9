/**
 * Book 10 — petting farm (ZAR, IN THOUSANDS): a two-year comparison BY QUARTER with the
 * budget too: three title rows (the third says R'000); a Revenue block and a Net profit block,
 * each with Q1–Q4, a "Jan–Sep" row (the three reported quarters) and a "Full year" row;
 * columns 2025 Actual, 2026 Budget, 2026 Actual, vs budget (actual − budget) and vs 2025 % (a
 * fraction); Q4 2026 has a budget only (a note says it is reported in January 2027);
 * whole thousands, losses and shortfalls in parentheses.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, bold, fmt, refuse, title, val, widths } from '../helpers';
import {
  argMax,
  holds,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(10);
const NAME = 'pettingfarm';
// figures in whole R'000
const bump = (x: number, lo: number, hi: number): number => Math.round((x * r.int(lo, hi)) / 100);
const REV25 = [1420, 980, 1120, 1860].map((x) => bump(x, 95, 105));
const NET25 = [240, -85, 60, 410].map((x) => bump(x, 90, 110));
const REVB = REV25.map((x) => bump(x, 106, 110));
const NETB = NET25.map((x, q) => (q === 1 ? -40 : bump(x, 105, 112)));
const REVA = REVB.slice(0, 3).map((x, q) => bump(x, q === 1 ? 103 : 93, q === 1 ? 108 : 99));
const NETA = NETB.slice(0, 3).map((x, q) => (q === 1 ? -62 : bump(x, 80, 95)));
const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
/** both readings of a figure in thousands: as written, and in rand */
const k = (x: number): string[] => [money(x * 100), money(x * 100000)];
const kG = (a: number, b: number): string[] => [...k(b - a), growth(a, b)];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Quarterly');
  title(ws, 1, 'Klein Karoo Kinderplaas (Pty) Ltd', 6);
  title(ws, 2, 'Quarterly results — 2025 actual, 2026 budget and actual', 6);
  title(ws, 3, "R'000 (in thousands of rand)", 6);
  ws.getRow(5).values = [
    'Quarter',
    '2025 Actual',
    '2026 Budget',
    '2026 Actual',
    'vs budget',
    'vs 2025 %',
  ];
  let row = 6;
  const bolds = [5];
  const block = (name: string, last: number[], bud: number[], act: number[]): void => {
    ws.getCell(row, 1).value = name;
    bolds.push(row++);
    const put = (label: string, a: number, b: number, c?: number): void => {
      ws.getRow(row++).values = [
        label,
        a,
        b,
        c ?? null,
        c === undefined ? null : c - b,
        c === undefined ? null : (c - a) / Math.abs(a),
      ];
    };
    for (let q = 0; q < 4; q++) put(`Q${q + 1}`, last[q]!, bud[q]!, act[q]);
    bolds.push(row);
    put('Jan–Sep', sum(last.slice(0, 3)), sum(bud.slice(0, 3)), sum(act));
    bolds.push(row);
    put('Full year', sum(last), sum(bud));
    row++;
  };
  block('Revenue', REV25, REVB, REVA);
  block('Net profit', NET25, NETB, NETA);
  ws.getCell(row, 1).value = 'Q4 2026 actuals will be reported in January 2027.';
  bold(ws, ...bolds);
  fmt(ws, [2, 3, 4, 5], '#,##0;(#,##0)');
  fmt(ws, [6], '0.0%;(0.0%)');
  widths(ws, [14, 12, 12, 12, 11, 11]);
  return toBytes(wb);
}

const revY = sum(REVA);
const revY25 = sum(REV25.slice(0, 3));
const best = argMax(REVA);
export const pettingfarm: BlindBook = {
  name: NAME,
  business: 'petting farm',
  shape: "two-year comparison by quarter with budget, in R'000",
  bytes,
  checks: [
    same(
      'quarter variances = Jan–Sep variance',
      total(REVA.map((x, q) => x - REVB[q]!)),
      BigInt(revY - sum(REVB.slice(0, 3))),
    ),
    same(
      'Jan–Sep + Q4 = full year (budget)',
      BigInt(sum(REVB.slice(0, 3)) + REVB[3]!),
      BigInt(sum(REVB)),
    ),
    unique('best 2026 quarter', REVA),
    holds('only Q2 2025 lost money', NET25.filter((x) => x < 0).length === 1 && NET25[1]! < 0),
    holds('behind profit budget Jan–Sep', sum(NETA) < sum(NETB.slice(0, 3))),
    holds('Q2 beat the revenue budget', REVA[1]! > REVB[1]!),
    holds('Q3 and Q1 differ from last year', REVA[2] !== REV25[2] && REVA[0] !== REV25[0]),
  ],
  questions: questionsFor(NAME, [
    [
      'What was our revenue for the first three quarters of this year?',
      val(k(revY), "2026 Actual, Revenue Jan–Sep (R'000, or in rand)"),
    ],
    [
      'How did Q3 revenue compare with last year?',
      val(kG(REV25[2]!, REVA[2]!), 'Q3 2026 − Q3 2025 revenue, or % change', {
        abs: true,
        tol: 0.06,
      }),
    ],
    [
      'Did we beat the revenue budget in Q2?',
      val(
        [...k(REVA[1]! - REVB[1]!), growth(REVB[1]!, REVA[1]!)],
        'Q2 revenue vs budget, amount or %',
        { abs: true, tol: 0.06 },
      ),
    ],
    ["What's the full-year revenue budget for 2026?", val(k(sum(REVB)), 'Full year, 2026 Budget')],
    ['What was our net profit last year?', val(k(sum(NET25)), 'Net profit, Full year 2025')],
    ['Which quarter brought in the most revenue this year?', at(`Q${best + 1}`, '2026 Actual')],
    ['Which quarter lost money last year?', at('Q2', 'the negative 2025 Net profit quarter')],
    [
      'How does this year compare with last year so far?',
      val(kG(revY25, revY), 'revenue Jan–Sep 2026 vs Jan–Sep 2025, amount or %', {
        abs: true,
        tol: 0.06,
      }),
    ],
    [
      'How far behind budget is our profit this year to date?',
      val(
        [...k(sum(NETA) - sum(NETB.slice(0, 3))), growth(sum(NETB.slice(0, 3)), sum(NETA))],
        'Net profit Jan–Sep, actual − budget (or %)',
        { abs: true, tol: 0.06 },
      ),
    ],
    [
      "What share of last year's revenue came in Q4?",
      val(pct(REV25[3]!, sum(REV25)), 'Q4 2025 / Full year 2025 revenue, %', { tol: 0.01 }),
    ],
    ['What was our net profit in Q4 last year?', val(k(NET25[3]!), 'Net profit, Q4 2025')],
    [
      'How much did Q1 revenue grow compared with last year?',
      val(kG(REV25[0]!, REVA[0]!), 'Q1 2026 vs Q1 2025 revenue, % (or amount)', {
        abs: true,
        tol: 0.06,
      }),
    ],
    ["What's our revenue budget for Q4?", val(k(REVB[3]!), 'Q4, 2026 Budget')],
    [
      'What was our average quarterly revenue last year?',
      val(
        [meanCents(sum(REV25) * 100, 4), meanCents(sum(REV25) * 100000, 4)],
        'Full year 2025 / 4',
      ),
    ],
    ['What was our revenue in Q4 this year?', refuse('Q4 2026 is not reported yet')],
    ['How much did the pony rides make?', refuse('revenue is not split by activity')],
    ['What was our revenue in August?', refuse('quarters only, no months')],
  ]),
};
