/**
 * Book 10 — mini golf course (HUF): monthly revenue, THIS YEAR FIRST: Month | 2026 | 2025 |
 * Change (Ft) | Change %; December 2026 blank; a "Jan–Nov" like-for-like row and a "Full
 * year" row (2025 only); whole forints with an `Ft` suffix; change % a fraction.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, bold, fmt, refuse, title, val, widths } from '../helpers';
import {
  MONTHS,
  argMax,
  argMin,
  holds,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(10);
const NAME = 'minigolf';
const SEASON = [0.15, 0.18, 0.4, 0.7, 1.0, 1.5, 2.3, 2.5, 1.3, 0.7, 0.3, 0.45];
const base = 240_000_000; // cents (2.4M Ft)
const y25 = SEASON.map((s) => Math.round((base * s * r.int(88, 112)) / 100) * 100);
const y26 = SEASON.slice(0, 11).map(
  (s, m) => Math.round((base * s * r.int(90, 125) * (m === 3 ? 0.85 : 1)) / 100) * 100,
);
const ytd26 = total(y26);
const ytd25 = total(y25.slice(0, 11));
const full25 = total(y25);
const ch = y26.map((v, m) => v - y25[m]!);
const best26 = argMax(y26);
const bestCh = argMax(ch);
const down = ch.filter((c) => c < 0).length;
const summer = (ys: number[]): bigint => total(ys.slice(5, 8));
const worst25 = argMin(y25);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bevétel 2026 vs 2025');
  title(ws, 1, 'Balaton Minigolf Kft. — revenue by month, 2026 vs 2025', 5);
  title(ws, 2, 'Forints, incl. ÁFA; 2026 to date', 5);
  ws.getRow(4).values = ['Month', 2026, 2025, 'Change (Ft)', 'Change %'];
  MONTHS.forEach((name, m) => {
    const row = ws.getRow(5 + m);
    row.getCell(1).value = name;
    if (m < 11) row.getCell(2).value = y26[m]! / 100;
    row.getCell(3).value = y25[m]! / 100;
    if (m < 11) {
      row.getCell(4).value = ch[m]! / 100;
      row.getCell(5).value = ch[m]! / y25[m]!;
    }
  });
  ws.getRow(18).values = [
    'Jan–Nov',
    Number(ytd26) / 100,
    Number(ytd25) / 100,
    Number(ytd26 - ytd25) / 100,
    Number(ytd26 - ytd25) / Number(ytd25),
  ];
  ws.getRow(19).values = ['Full year', null, Number(full25) / 100];
  bold(ws, 4, 18, 19);
  fmt(ws, [2, 3, 4], '#,##0 "Ft";-#,##0 "Ft"');
  fmt(ws, [5], '0.0%');
  widths(ws, [12, 14, 14, 14, 10]);
  return toBytes(wb);
}

export const minigolf: BlindBook = {
  name: NAME,
  business: 'mini golf course',
  shape: 'two-year monthly revenue comparison, this year first, with change and change %',
  bytes,
  checks: [
    same('changes = YTD change', total(ch), ytd26 - ytd25),
    same('full year = Jan–Nov + Dec', ytd25 + BigInt(y25[11]!), full25),
    unique('best month 2026', y26),
    unique('biggest change Ft', ch),
    unique('worst month 2025', y25, 'min'),
    holds('some months down, some up', down > 0 && down < 11),
    holds(
      'whole forints',
      [...y25, ...y26].every((v) => v % 100 === 0),
    ),
  ],
  questions: questionsFor(NAME, [
    ['What is our revenue so far this year?', val(money(ytd26), '2026 Jan–Nov')],
    [
      'Compare this year to last.',
      val(
        [money(ytd26 - ytd25), growth(ytd25, ytd26)],
        'Jan–Nov 2026 vs Jan–Nov 2025: difference or % change',
        { abs: true, tol: 0.06 },
      ),
    ],
    ["What was last year's total?", val(money(full25), '2025 Full year')],
    ['What was our best month this year?', at(monthAt(best26, 2026), 'highest 2026 month')],
    [
      'Which month grew the most in forints on last year?',
      at(monthAt(bestCh, 2026), 'largest change (Ft)'),
    ],
    [
      'How did July do compared with last July?',
      val([money(ch[6]!), growth(y25[6]!, y26[6]!)], 'July change: Ft or %', {
        abs: true,
        tol: 0.06,
      }),
    ],
    [
      'In how many months were we down on last year?',
      val(String(down), 'months with negative change'),
    ],
    ['What did we take last December?', val(money(y25[11]!), 'December 2025')],
    [
      'How did this summer compare with last summer?',
      val(
        [growth(summer(y25), summer(y26)), money(summer(y26) - summer(y25))],
        'Jun–Aug 2026 vs 2025: % or difference',
        { abs: true, tol: 0.01 },
      ),
    ],
    [
      "What share of this year's revenue came in August?",
      val(pct(y26[7]!, ytd26), 'Aug 2026 / Jan–Nov 2026, %', { tol: 0.01 }),
    ],
    [
      'What is our average monthly revenue this year?',
      val(meanCents(ytd26, 11), 'Jan–Nov 2026 / 11', { tol: 1 }),
    ],
    ['What was our worst month last year?', at(monthAt(worst25, 2025), 'lowest 2025 month')],
    ['How much did we take in Q3 this year?', val(money(total(y26.slice(6, 9))), 'Jul–Sep 2026')],
    ["What was last month's revenue?", val(money(y26[10]!), 'November 2026')],
    ['What did December 2026 bring in?', refuse('December 2026 is blank (not yet)')],
    ['What was revenue in 2024?', refuse('2024 is not on the sheet')],
    ['How many rounds did we sell in August?', refuse('rounds are not on the sheet')],
  ]),
};
