/** A pilates studio's membership / MRR sheet (C$): one row per month written "2025-01", member movements and MRR. */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  cell,
  int,
  monthAt,
  questionsFor,
  REFUSE,
  rngFor,
  S,
  toBytes,
  type BlindBook,
} from './kit';

const NAME = 'pilates';
const r = rngFor(NAME);
let members = 120;
const months = Array.from({ length: 12 }, (_, m) => {
  const start = members;
  const added = int(r, 5, 26);
  const churned = int(r, 3, 15);
  members = start + added - churned;
  return { m, start, added, churned, end: members, mrr: members * 8900 + int(r, 0, 40) * 500 };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Memberships');
  ws.addRow(['Core & Flow Pilates - memberships 2025']);
  ws.addRow(['MRR in C$, members counted on the last day of the month']);
  ws.addRow(['Month', 'Members at start', 'New', 'Cancelled', 'Members at end', 'MRR']);
  months.forEach((x) =>
    ws.addRow([
      `2025-${String(x.m + 1).padStart(2, '0')}`,
      x.start,
      x.added,
      x.churned,
      x.end,
      cell(x.mrr),
    ]),
  );
  return toBytes(wb);
}

const mrr = months.map((x) => x.mrr);
const bestSignup = argMax(months.map((x) => x.added));
const topMrr = argMax(mrr);
const q3 = months.slice(6, 9);
const dec = months[11]!;

export const pilates: BlindBook = {
  name: NAME,
  business: 'pilates studio (C$)',
  build,
  checks: [
    {
      what: 'start + new - cancelled = end (year)',
      a: BigInt(months[0]!.start) + S(months.map((x) => x.added)) - S(months.map((x) => x.churned)),
      b: BigInt(dec.end),
    },
  ],
  questions: questionsFor(NAME, [
    ['mrr in december', { value: money(dec.mrr) }, 'MRR, 2025-12'],
    [
      'how much did mrr grow over the year',
      { value: [growth(mrr[0]!, dec.mrr), money(dec.mrr - mrr[0]!)] },
      '(Dec - Jan) / Jan * 100, or Dec - Jan in C$ (either accepted)',
    ],
    [
      'how many new members this year',
      { value: String(S(months.map((x) => x.added))) },
      'sum of New',
    ],
    ['total cancellations', { value: String(S(months.map((x) => x.churned))) }, 'sum of Cancelled'],
    [
      'best month for signups',
      { value: String(months[bestSignup]!.added), at: monthAt(bestSignup) },
      'month with the largest New',
    ],
    ['members at the end of june', { value: String(months[5]!.end) }, 'Members at end, 2025-06'],
    [
      'churn rate in march',
      { value: pct(months[2]!.churned, months[2]!.start) },
      'Cancelled / Members at start * 100, 2025-03',
    ],
    [
      'total membership revenue for the year',
      { value: money(S(mrr)) },
      'sum of the twelve MRR figures',
    ],
    [
      'average revenue per member in december',
      { value: meanCents(dec.mrr, dec.end) },
      'Dec MRR / Members at end',
    ],
    [
      'highest mrr month',
      { value: money(mrr[topMrr]!), at: monthAt(topMrr) },
      'month with the largest MRR',
    ],
    [
      'net new members in q3',
      { value: String(S(q3.map((x) => x.added - x.churned))), abs: true },
      'New - Cancelled, Jul-Sep',
    ],
    ['how many classes did jenny teach', REFUSE, 'no classes or instructors'],
    ["what's our churn", REFUSE, 'ambiguous: a count or a rate, for which month or the year'],
  ]),
};
