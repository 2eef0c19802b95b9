/**
 * avhire — an audio-visual / event production hire company in Ottawa (CAD). QuickBooks Online
 * "Expenses by Vendor Summary", January – November 2026, displayed by month: merged company /
 * report / date-range rows, vendors down, months across as text ("Jan 2026") + Total, blank
 * where nothing was spent, a TOTAL row, a blank row and the cash-basis footer.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cents,
  countOf,
  holds,
  MON,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { diffOrGrowth, fmt, grouped, header, n, num, roundCut, title, widths } from '../helpers';

const r = rng(5);
const NAME = 'avhire';
const M = 11;

/** vendor, which months (0-based) it is paid in, low and high (dollars) */
const VENDORS: Array<[string, (m: number) => boolean, number, number]> = [
  ['Bank St Holdings Ltd.', () => true, 4850, 4850],
  ['Hydro Ottawa', () => true, 280, 520],
  ['Bell Canada', () => true, 205, 245],
  ['Enterprise Truck Rental', (m) => m >= 2, 600, 3200],
  ['Petro-Canada', () => true, 350, 900],
  ['Long & McQuade', (m) => m === 3 || m === 6 || m === 9, 400, 2500],
  ['Sweetwater', (m) => m === 1 || m === 4 || m === 5 || m === 8, 300, 4000],
  ['Gig Crew Staffing Inc.', (m) => m >= 3 && m !== 7, 2500, 7000],
  ['Intact Insurance', (m) => m === 0 || m === 6, 2100, 2600],
  ['Staples', (m) => m % 3 === 1, 40, 260],
  ['Canada Post', (m) => m === 2 || m === 10, 30, 90],
];
const cellsOf: Array<Array<number | undefined>> = VENDORS.map(([, when, lo, hi]) =>
  Array.from({ length: M }, (_, m) =>
    when(m) ? (lo === hi ? lo * 100 : cents(r, lo, hi)) : undefined,
  ),
);
const vTot = cellsOf.map((row) => total(row.map((v) => v ?? 0)));
const mTot = Array.from({ length: M }, (_, m) => total(cellsOf.map((row) => row[m] ?? 0)));
const grand = total(vTot);
const idx = (name: string): number => VENDORS.findIndex((v) => v[0] === name);
const top = argMax(vTot);
const least = argMin(vTot);
const topM = argMax(mTot);
const over = roundCut(vTot, 5, 100000);
const sweetH1 = total(cellsOf[idx('Sweetwater')]!.slice(0, 6).map((v) => v ?? 0));
const crew = vTot[idx('Gig Crew Staffing Inc.')]!;
const rent = vTot[idx('Bank St Holdings Ltd.')]!;

const checks: CrossCheck[] = [
  same('vendors = months', grand, total(mTot)),
  unique('vendor totals', vTot),
  unique('vendor totals', vTot, 'min'),
  unique('month totals', mTot),
  offThreshold('vendor total', vTot, over),
  holds(
    'Long & McQuade first paid in April',
    cellsOf[idx('Long & McQuade')]!.findIndex((v) => v !== undefined) === 3,
  ),
  holds('Sweetwater paid in the first half', sweetH1 > 0n),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses by Vendor Summary');
  const last = M + 2;
  title(ws, 1, 'Northlight AV Rentals Inc.', last);
  title(ws, 2, 'Expenses by Vendor Summary', last);
  title(ws, 3, 'January - November, 2026', last);
  for (let i = 1; i <= 3; i++) ws.getCell(i, 1).alignment = { horizontal: 'center' };
  header(ws, 5, ['', ...MON.slice(0, M).map((m) => `${m} 2026`), 'Total']);
  VENDORS.forEach(([name], v) => {
    const row = ws.getRow(6 + v);
    row.getCell(1).value = name;
    cellsOf[v]!.forEach((x, m) => {
      if (x !== undefined) row.getCell(2 + m).value = num(x);
    });
    row.getCell(M + 2).value = num(vTot[v]!);
  });
  const tr = ws.getRow(6 + VENDORS.length);
  tr.getCell(1).value = 'TOTAL';
  tr.font = { bold: true };
  mTot.forEach((x, m) => (tr.getCell(2 + m).value = num(x)));
  tr.getCell(M + 2).value = num(grand);
  ws.getCell(8 + VENDORS.length, 1).value =
    'Cash Basis Monday, December 7, 2026 09:14 AM GMT-05:00';
  fmt(
    ws,
    Array.from({ length: M + 1 }, (_, i) => i + 2),
    '$#,##0.00',
  );
  widths(ws, [28, ...Array(M + 1).fill(11)]);
  return toBytes(wb);
}

export const avhire: BlindBook = {
  name: NAME,
  business: 'audio-visual event hire',
  shape: 'QuickBooks Expenses by Vendor Summary by month, title rows and footer',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    ['What did we spend in total this year?', { value: money(grand), means: 'TOTAL row, Total' }],
    [
      'Who do we spend the most with?',
      { value: money(vTot[top]!), at: VENDORS[top]![0], means: 'vendor with the largest Total' },
    ],
    [
      'How much did we pay Petro-Canada?',
      { value: money(vTot[idx('Petro-Canada')]!), means: 'Petro-Canada, Total' },
    ],
    ['What did we spend in October?', { value: money(mTot[9]!), means: 'TOTAL row, Oct 2026' }],
    [
      'Which was our most expensive month?',
      { value: money(mTot[topM]!), at: monthAt(topM, 2026), means: 'month with the largest TOTAL' },
    ],
    [
      'What did Sweetwater cost us in the first half of the year?',
      { value: money(sweetH1), means: 'Sweetwater, Jan–Jun 2026 added' },
    ],
    ['How many vendors did we use?', { value: n(VENDORS.length), means: 'vendor rows' }],
    [
      'What share of our spending went on truck rental?',
      {
        value: pct(vTot[idx('Enterprise Truck Rental')]!, grand),
        tol: 0.01,
        means: 'Enterprise Truck Rental / TOTAL',
      },
    ],
    [
      'How much did our spending change from September to October?',
      diffOrGrowth(mTot[8]!, mTot[9]!, 'TOTAL Oct vs Sep: difference or % change'),
    ],
    [
      "What's our average monthly spend?",
      { value: meanCents(grand, M), means: 'TOTAL / 11 months' },
    ],
    [
      `How many vendors did we pay more than $${grouped(over)}?`,
      { value: n(countOf(vTot, (v) => v > over)), means: `vendor Totals over ${money(over)}` },
    ],
    [
      'When did we first buy from Long & McQuade?',
      { at: monthAt(3, 2026), means: 'first month with a Long & McQuade figure (April)' },
    ],
    [
      'What did we pay Hydro Ottawa in March?',
      { value: money(cellsOf[idx('Hydro Ottawa')]![2]!), means: 'Hydro Ottawa, Mar 2026' },
    ],
    [
      'Which vendor did we spend the least with?',
      {
        value: money(vTot[least]!),
        at: VENDORS[least]![0],
        means: 'vendor with the smallest Total',
      },
    ],
    [
      'Are we spending more on event crew than on rent?',
      diffOrGrowth(rent, crew, 'Gig Crew Staffing vs Bank St Holdings (rent): difference or %'),
    ],
    [
      'What were our rental sales in October?',
      { refuse: true, means: 'an expenses report holds no sales' },
    ],
    ['How much will we spend in December?', { refuse: true, means: 'a forecast' }],
    [
      'What did we pay Petro-Canada in 2025?',
      { refuse: true, means: 'the report covers 2026 only' },
    ],
  ]),
};
