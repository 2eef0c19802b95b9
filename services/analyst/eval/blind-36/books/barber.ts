/**
 * barber: a four-chair barbershop in Atlanta, a workbook with one sheet per month (Aug 26 …
 * Nov 26: a row per day with the day name, each barber's takings, product sales, a Total
 * column, "CLOSED" typed on Mondays and Thanksgiving, blanks for a barber's day off, a TOTAL
 * row) and a Summary sheet LAST whose cells are formulas pointing at the month sheets (with
 * cached results), plus its Total row (USD).
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, pct } from '../../expect';
import {
  alts,
  argMax,
  argMin,
  cell,
  change,
  day,
  dayPlaces,
  holds,
  MONTHS,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(15);
const BARBERS = ['Marcus', 'DeShawn', 'Luis', 'Tony'];
const MS = [7, 8, 9, 10]; // Aug … Nov 2026
const DIM = [31, 30, 31, 30];
const DAYN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// busier barbers, busier Fridays and Saturdays
const LEVEL: Record<string, [number, number]> = {
  Marcus: [260, 520],
  DeShawn: [220, 470],
  Luis: [200, 430],
  Tony: [150, 360],
};

interface DayRow {
  m: number;
  d: number;
  closed: boolean;
  cuts: Array<bigint | undefined>; // per barber; undefined = day off
  products: bigint;
}
const days: DayRow[] = [];
MS.forEach((m, i) => {
  for (let d = 1; d <= DIM[i]!; d++) {
    const wk = day(2026, m, d).getUTCDay();
    const closed = wk === 1 || (m === 10 && d === 26);
    if (closed) {
      days.push({ m, d, closed, cuts: BARBERS.map(() => undefined), products: 0n });
      continue;
    }
    const boost = wk === 5 || wk === 6 ? 1.35 : wk === 0 ? 0.8 : 1;
    const cuts = BARBERS.map((b) => {
      const off =
        (b === 'Tony' && wk === 2) || (b === 'Luis' && wk === 3) || (b === 'DeShawn' && wk === 0);
      if (off) return undefined;
      const [lo, hi] = LEVEL[b]!;
      return BigInt(Math.round(r.int(lo, hi) * boost) * 100 + r.pick([0, 0, 0, 50]));
    });
    days.push({
      m,
      d,
      closed,
      cuts,
      products: BigInt(r.int(0, 180) * 100 + r.pick([0, 50, 99, 0])),
    });
  }
});
const dayTotal = (x: DayRow): bigint => total(x.cuts.map((c) => c ?? 0n)) + x.products;
const inM = (m: number): DayRow[] => days.filter((x) => x.m === m);
const mTotal = MS.map((m) => total(inM(m).map(dayTotal)));
const GT = total(mTotal);
const barberM = BARBERS.map((_, b) => MS.map((m) => total(inM(m).map((x) => x.cuts[b] ?? 0n))));
const barberT = barberM.map((xs) => total(xs));
const prodM = MS.map((m) => total(inM(m).map((x) => x.products)));
const PROD = total(prodM);
const topBarber = argMax(barberT);
const open = days.filter((x) => !x.closed);
const bestDay = argMax(open.map(dayTotal));
const slow = argMin(mTotal);
const tony = BARBERS.indexOf('Tony');
const tonyBest = argMax(barberM[tony]!);
const novOpen = inM(10).filter((x) => !x.closed).length;
const octOpen = inM(9).filter((x) => !x.closed).length;
/** The sheet's own US spelling of a day, "11/21/2026". */
const usDate = (m: number, d: number): string =>
  `${String(m + 1).padStart(2, '0')}/${String(d).padStart(2, '0')}/2026`;
const sheetName = (m: number): string => `${MONTHS[m]!.slice(0, 3)} 26`;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const money = '"$"#,##0.00';
  const totalRowOf: Record<number, number> = {};
  MS.forEach((m, i) => {
    const ws = wb.addWorksheet(sheetName(m));
    ws.getCell('A1').value = `Fade Factory Barbershop - ${MONTHS[m]} 2026 takings`;
    ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getCell('A2').value =
      'Takings by barber ($, cash + card, tips not included). Closed Mondays.';
    ws.getRow(4).values = ['Date', 'Day', ...BARBERS, 'Products', 'Total'];
    ws.getRow(4).font = { bold: true };
    let row = 5;
    for (const x of inM(m)) {
      const rr = ws.getRow(row++);
      const dt = day(2026, m, x.d);
      rr.getCell(1).value = dt;
      rr.getCell(1).numFmt = 'mm/dd/yyyy';
      rr.getCell(2).value = DAYN[dt.getUTCDay()];
      if (x.closed) {
        rr.getCell(3).value = m === 10 && x.d === 26 ? 'CLOSED - Thanksgiving' : 'CLOSED';
        continue;
      }
      x.cuts.forEach((c, b) => {
        if (c !== undefined) {
          rr.getCell(3 + b).value = cell(c);
          rr.getCell(3 + b).numFmt = money;
        }
      });
      rr.getCell(7).value = cell(x.products);
      rr.getCell(8).value = cell(dayTotal(x));
      for (const c of [7, 8]) rr.getCell(c).numFmt = money;
    }
    row++;
    const tr = ws.getRow(row);
    totalRowOf[m] = row;
    tr.getCell(1).value = 'TOTAL';
    BARBERS.forEach((_, b) => {
      tr.getCell(3 + b).value = cell(barberM[b]![i]!);
      tr.getCell(3 + b).numFmt = money;
    });
    tr.getCell(7).value = cell(prodM[i]!);
    tr.getCell(8).value = cell(mTotal[i]!);
    tr.getCell(7).numFmt = money;
    tr.getCell(8).numFmt = money;
    tr.font = { bold: true };
    ws.getColumn(1).width = 12;
  });
  const s = wb.addWorksheet('Summary');
  s.getCell('A1').value = 'Fade Factory Barbershop - Summary Aug-Nov 2026';
  s.getCell('A1').font = { bold: true, size: 13 };
  s.getRow(3).values = ['Month', ...BARBERS, 'Products', 'Total'];
  s.getRow(3).font = { bold: true };
  const letters = ['C', 'D', 'E', 'F', 'G', 'H'];
  MS.forEach((m, i) => {
    const rr = s.getRow(4 + i);
    rr.getCell(1).value = `${MONTHS[m]!.slice(0, 3)} 2026`;
    const vals = [...BARBERS.map((_, b) => barberM[b]![i]!), prodM[i]!, mTotal[i]!];
    vals.forEach((v, j) => {
      rr.getCell(2 + j).value = {
        formula: `'${sheetName(m)}'!${letters[j]}${totalRowOf[m]}`,
        result: cell(v),
      };
      rr.getCell(2 + j).numFmt = money;
    });
  });
  const tr = s.getRow(9);
  tr.getCell(1).value = 'Total';
  const cols = ['B', 'C', 'D', 'E', 'F', 'G'];
  [...barberT, PROD, GT].forEach((v, j) => {
    tr.getCell(2 + j).value = { formula: `SUM(${cols[j]}4:${cols[j]}7)`, result: cell(v) };
    tr.getCell(2 + j).numFmt = money;
  });
  tr.font = { bold: true };
  s.getColumn(1).width = 12;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same('barbers + products = total', total(barberT) + PROD, GT),
  same('days = total', total(days.map(dayTotal)), GT),
  unique('barber totals', barberT),
  unique('open-day totals', open.map(dayTotal)),
  unique('month totals', mTotal, 'min'),
  unique("Tony's months", barberM[tony]!),
  holds(
    'no takings on a closed day',
    days.every((x) => !x.closed || dayTotal(x) === 0n),
  ),
];

export const barber: BlindBook = {
  name: 'barber',
  business: 'barbershop, four chairs',
  shape:
    'multi-sheet: one sheet per month (daily rows, CLOSED days) and a Summary sheet of formulas',
  bytes: build,
  checks,
  questions: questionsFor('barber', [
    [
      'total takings aug to nov',
      { value: hundredths(GT), means: 'Summary Total row, Total (= the four month sheets)' },
    ],
    [
      'how did we do in october',
      { value: hundredths(mTotal[2]!), means: 'Oct 2026 Total (Oct 26 sheet TOTAL row)' },
    ],
    [
      "who's our top barber",
      {
        value: hundredths(barberT[topBarber]!),
        at: BARBERS[topBarber]!,
        means: 'the barber with the largest Aug–Nov takings',
      },
    ],
    [
      'what did luis take in september',
      { value: hundredths(barberM[2]![1]!), means: 'Luis, Sep 2026' },
    ],
    [
      'best day',
      {
        value: hundredths(dayTotal(open[bestDay]!)),
        at: [
          ...dayPlaces(2026, open[bestDay]!.m, open[bestDay]!.d),
          usDate(open[bestDay]!.m, open[bestDay]!.d),
        ],
        means: 'the date with the largest daily Total over the four month sheets',
      },
    ],
    ['how much product have we sold', { value: hundredths(PROD), means: 'Products, Aug–Nov' }],
    [
      'slowest month',
      {
        value: hundredths(mTotal[slow]!),
        at: monthAt(MS[slow]!, 2026),
        means: 'the month with the smallest Total',
      },
    ],
    [
      'average day in november',
      {
        value: alts(
          hundredths(divRound(mTotal[3]!, BigInt(novOpen))),
          hundredths(divRound(mTotal[3]!, 30n)),
        ),
        means: `November Total / ${novOpen} open days (or / 30 calendar days)`,
      },
    ],
    [
      'what share of takings is products',
      { value: pct(PROD, GT), means: 'Products / Total, Aug–Nov, %' },
    ],
    [
      'how many days were we open in october',
      { value: String(octOpen), means: 'October rows not marked CLOSED' },
    ],
    [
      'how much have we grown since august',
      {
        value: change(mTotal[0]!, mTotal[3]!),
        means: 'November Total − August Total, or the % change',
      },
    ],
    [
      'how much has deshawn brought in',
      { value: hundredths(barberT[BARBERS.indexOf('DeShawn')]!), means: 'DeShawn, Aug–Nov total' },
    ],
    [
      "what was tony's best month",
      {
        value: hundredths(barberM[tony]![tonyBest]!),
        at: monthAt(MS[tonyBest]!, 2026),
        means: "the month with Tony's largest takings",
      },
    ],
    [
      'how many haircuts did we do in november',
      { refuse: true, means: 'takings only; no cut counts' },
    ],
    ["what's our rent", { refuse: true, means: 'a takings workbook has no costs' }],
    [
      'should we hire another barber',
      { refuse: true, means: 'an opinion; no costs, hours or waiting times in the workbook' },
    ],
  ]),
};
