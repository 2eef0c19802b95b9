/**
 * A two-screen cinema's box office by month (rows "Jan-25"...) x revenue stream (₹), with a
 * title, a units line, a Total column and a Total row at the bottom, and a note below.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  growth,
  int,
  meanCents,
  money,
  pct,
  rng,
  sum,
  toBytes,
  argmax,
  argmin,
  MONTHS,
  type BlindBook,
} from '../kit';

const STREAMS = ['Standard 2D', 'IMAX', '3D', 'Concessions'];

export async function cinemaBook(): Promise<BlindBook> {
  const r = rng(1);
  // cents, whole rupees only
  const data = MONTHS.map(() =>
    STREAMS.map(
      (_, j) =>
        BigInt(int(r, [180000, 90000, 40000, 60000][j]!, [420000, 260000, 120000, 150000][j]!)) *
        100n,
    ),
  );
  const monthTotals = data.map((row) => sum(row));
  const streamTotals = STREAMS.map((_, j) => sum(data.map((row) => row[j]!)));
  const grand = sum(monthTotals);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Box office 2025');
  ws.addRow(['Roxy Twin Screens, Pune']);
  ws.addRow(['Monthly takings 2025 (INR ₹)']);
  ws.addRow([]);
  ws.addRow(['Month', ...STREAMS, 'Total']);
  data.forEach((row, i) => ws.addRow([`${MONTHS[i]}-25`, ...row.map(cell), cell(monthTotals[i]!)]));
  ws.addRow(['Total', ...streamTotals.map(cell), cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Note: concessions = snacks and drinks counter, GST excluded.']);

  const { q, list } = asker('cinema');
  const best = argmax(monthTotals);
  const worst = argmin(monthTotals);
  const q2 = sum(monthTotals.slice(3, 6));
  const h2 = sum(monthTotals.slice(6, 12));
  q(
    'what were our total takings for 2025',
    { value: money(grand) },
    'sum of all streams, all months (the Total row x Total column)',
  );
  q(
    'best month?',
    { value: money(monthTotals[best]!), at: MONTHS[best]! },
    'month with the largest Total',
  );
  q(
    'which month was the quietest',
    { value: money(monthTotals[worst]!), at: MONTHS[worst]! },
    'month with the smallest Total',
  );
  q(
    'how much did IMAX bring in over 2025',
    { value: money(streamTotals[1]!) },
    'IMAX column total',
  );
  q('how did we do in march', { value: money(monthTotals[2]!) }, 'March Total');
  q('concessions in july?', { value: money(data[6]![3]!) }, 'Concessions, Jul-25');
  q(
    'How much did takings grow from January to December, in percent?',
    { value: growth(monthTotals[0]!, monthTotals[11]!) },
    '(Dec total - Jan total)/Jan total, %',
  );
  q('average monthly takings', { value: meanCents(grand, 12) }, 'grand total / 12');
  q('what did we make in Q2', { value: money(q2) }, 'Apr+May+Jun totals');
  q(
    'what share of revenue came from 3D',
    { value: pct(streamTotals[2]!, grand) },
    '3D total / grand total, %',
  );
  q(
    'which stream earns the most',
    { value: money(streamTotals[argmax(streamTotals)]!), at: STREAMS[argmax(streamTotals)]! },
    'stream with the largest column total',
  );
  q('second half of the year takings', { value: money(h2) }, 'Jul..Dec totals');
  q(
    'standard 2d in octobr',
    { value: money(data[9]![0]!) },
    'Standard 2D, Oct-25 (typo in the month)',
  );
  q(
    'how many tickets did we sell in May',
    { refuse: true },
    'the sheet holds takings, not ticket counts',
  );
  q('what was our profit for the year', { refuse: true }, 'no costs in the book');
  return {
    name: 'cinema',
    business: 'cinema (₹)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [{ what: 'rows total = columns total', a: sum(monthTotals), b: sum(streamTotals) }],
  };
}
