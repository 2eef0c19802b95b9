/** Yoga studio (₫): memberships / MRR by month ("2025-01"), newest month last, no totals. */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, sum } from '../../expect';
import { REFUSE, argmax, asker, bytes, cell, int, rng, sheet, type BlindBook } from '../kit';

const r = rng(17708);
const months = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
const fee = 90000000n; // ₫900,000 per member per month, in hundredths
let members = 84;
const rows = months.map((m) => {
  const start = members;
  const nw = int(r, 4, 22);
  const cancelled = int(r, 2, 12);
  members = start + nw - cancelled;
  const drop = BigInt(int(r, 3000, 9000)) * 100000n;
  return { m, start, nw, cancelled, end: members, mrr: BigInt(members) * fee, drop };
});

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  sheet(wb, 'Memberships', [
    ['Lotus Tree Yoga - memberships', null, null, null, null, null, 'VND'],
    ['Month', 'Members at start', 'New', 'Cancelled', 'Members at end', 'MRR', 'Drop-in classes'],
    ...rows.map((x) => [x.m, x.start, x.nw, x.cancelled, x.end, cell(x.mrr), cell(x.drop)]),
    [],
    ['MRR = members at end x 900,000 VND monthly fee'],
  ]);
  return bytes(wb);
}

const { q, list } = asker('yoga');
const mrr = rows.map((x) => x.mrr);
const nw = rows.map((x) => BigInt(x.nw));
const bestNew = argmax(nw);
q('mrr in june', { value: hundredths(mrr[5]!) }, 'MRR cell for 2025-06');
q(
  'how much did mrr grow over the year in percent',
  { value: growth(mrr[0]!, mrr[11]!) },
  '(Dec MRR - Jan MRR)/Jan MRR x 100',
);
q('total membership revenue for 2025', { value: hundredths(sum(mrr)) }, 'sum of the MRR column');
q('how many new members did we get in 2025', { value: String(sum(nw)) }, 'sum of New');
q(
  'total cancellations',
  { value: String(rows.reduce((a, x) => a + x.cancelled, 0)) },
  'sum of Cancelled',
);
q(
  'which month had the most sign ups',
  { value: String(nw[bestNew]!), at: [months[bestNew]!, monthAndYear(months[bestNew]!)] },
  'month with the highest New (tie unlikely, checked in the set test)',
);
q('members at the end of the year', { value: String(rows[11]!.end) }, 'Members at end, 2025-12');
q('average mrr', { value: meanCents(sum(mrr), 12) }, 'mean of the MRR column');
q(
  'drop-in class revenue in march',
  { value: hundredths(rows[2]!.drop) },
  'Drop-in classes for 2025-03',
);
q(
  'total drop-in income',
  { value: hundredths(sum(rows.map((x) => x.drop))) },
  'sum of Drop-in classes',
);
q(
  'how many members did we have at the start of april',
  { value: String(rows[3]!.start) },
  'Members at start, 2025-04',
);
q('new members in q3', { value: String(sum(nw.slice(6, 9))) }, 'New for Jul-Sep');
q("what's our churn rate", REFUSE, 'ambiguous: monthly or yearly, over start or average members');
q('how much did workshops bring in', REFUSE, 'no workshops on the sheet');
export const yoga: BlindBook = { name: 'yoga', business: 'yoga studio', build, questions: list };
export const yogaTieFree = nw.filter((n) => n === nw[bestNew]).length === 1;

/** "2025-02" as the engine also writes it, "Feb 2025": the same month, another spelling. */
function monthAndYear(ym: string): string {
  const short = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${short[Number(ym.slice(5, 7)) - 1]!} ${ym.slice(0, 4)}`;
}
