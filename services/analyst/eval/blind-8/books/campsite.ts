/**
 * Cederberg Oaks Campsite (ZAR, "R"): a two-year comparison, months down, years as column
 * headers, Change and Change % columns, amounts "in R thousands" (one decimal), a Total row;
 * and a second small table of pitch nights under it on the same sheet.
 * Amounts are held as hundreds of rand (integers) so every expected figure is exact.
 */
import { growth, money, ratio2 } from '../../expect';
import {
  argmax,
  argmin,
  MONTHS,
  MONTH_NAMES,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'campsite';

/** hundreds of rand -> thousands with one decimal ("48.3") */
const k = (h: bigint): string => money(h * 10n);
/** hundreds of rand -> rand */
const rand = (h: bigint): string => money(h * 10000n);
/** a figure in thousands or in rand: both are right */
const both = (h: bigint): string[] => [k(h), rand(h)];

export async function buildCampsite(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const season = [1.5, 1.4, 1.2, 1.0, 0.6, 0.5, 0.6, 0.7, 1.0, 1.2, 1.3, 1.7];
  const y24 = season.map((s) => BigInt(Math.round(rng.int(280, 420) * s)));
  const y25 = y24.map((v) => BigInt(Math.round(Number(v) * (0.82 + rng.next() * 0.4))));
  const n24 = season.map((s) => BigInt(Math.round(rng.int(260, 380) * s)));
  const n25 = n24.map((v) => BigInt(Math.round(Number(v) * (0.85 + rng.next() * 0.35))));
  const t24 = total(y24);
  const t25 = total(y25);
  const change = y25.map((v, i) => v - y24[i]!);

  const wb = newBook();
  const ws = wb.addWorksheet('2025 vs 2024');
  ws.addRow(['Cederberg Oaks Campsite — pitch & camping revenue']);
  ws.addRow(['R thousands']);
  ws.addRow(['Month', 2024, 2025, 'Change', 'Change %']); // row 3
  MONTH_NAMES.forEach((m, i) =>
    ws.addRow([
      m,
      Number(y24[i]) / 10,
      Number(y25[i]) / 10,
      Number(change[i]) / 10,
      Number(change[i]) / Number(y24[i]),
    ]),
  ); // rows 4..15
  ws.addRow([
    'Total',
    Number(t24) / 10,
    Number(t25) / 10,
    Number(t25 - t24) / 10,
    Number(t25 - t24) / Number(t24),
  ]); // row 16
  ws.addRow([]);
  ws.addRow(['Pitch nights sold']);
  ws.addRow(['Month', 2024, 2025]); // row 19
  MONTHS.forEach((m, i) => ws.addRow([m, Number(n24[i]), Number(n25[i])])); // rows 20..31
  ws.addRow(['Total', Number(total(n24)), Number(total(n25))]); // row 32
  for (let c = 2; c <= 4; c++) ws.getColumn(c).numFmt = '#,##0.0';
  ws.getColumn(5).numFmt = '0.0%';

  const S = '2025 vs 2024';
  const q = new Questions(BOOK);
  q.ask(
    'total revenue this year',
    { value: both(t25) },
    '2025 column Total, R thousands (or the same in rand)',
  );
  q.ask('what did we take in 2024', { value: both(t24) }, '2024 column Total');
  q.ask(
    'compare this year to last',
    { value: [growth(t24, t25), ...both(t25 - t24)] },
    'growth = (2025 total - 2024 total) / 2024 total, percent 2 dp; the change in R thousands or rand also accepted',
  );
  q.ask(
    'best month this year',
    { at: MONTHS[argmax(y25)]! },
    'month with the largest 2025 revenue',
  );
  q.ask(
    'which month dropped the most compared to last year',
    { at: MONTHS[argmin(change)]! },
    'month with the most negative Change (2025 - 2024)',
  );
  q.ask('august revenue 2025', { value: both(y25[7]!) }, 'August, 2025 column');
  q.ask(
    'how much did december change in percent',
    { value: growth(y24[11]!, y25[11]!) },
    '(Dec 2025 - Dec 2024) / Dec 2024, percent 2 dp',
  );
  q.ask(
    'how many pitch nights did we sell in 2025',
    { value: String(total(n25)) },
    'Pitch nights table, 2025 Total',
    { sheet: S, ref: 'C32' },
  );
  q.ask('pitch nights july 2025', { value: String(n25[6]!) }, 'Pitch nights table, Jul, 2025');
  q.ask(
    'average revenue per pitch night this year',
    { value: ratio2(t25 * 10000n, total(n25) * 100n) },
    '2025 revenue in rand / 2025 pitch nights, rand per night 2 dp',
  );
  q.ask(
    'how many months beat last year',
    { value: String(change.filter((c) => c > 0n).length) },
    'months where 2025 revenue > 2024 revenue',
  );
  q.ask('q1 2025 revenue', { value: both(total(y25.slice(0, 3))) }, 'Jan+Feb+Mar, 2025 column');
  q.ask(
    'did pitch nights grow? by how much %',
    { value: growth(total(n24), total(n25)) },
    '(2025 nights - 2024 nights) / 2024 nights, percent 2 dp',
  );
  q.ask(
    'worst month in 2024',
    { at: MONTHS[argmin(y24)]! },
    'month with the smallest 2024 revenue',
  );
  q.refuse(
    'what will 2026 look like',
    'a projection is not in the sheet; several methods would give different figures',
  );
  q.refuse('what profit did we make this year', 'revenue only, no costs');

  return {
    name: BOOK,
    business: 'campsite',
    shape:
      'two-year comparison with years as headers, Change and Change %, in thousands; second table of pitch nights',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [
      { sheet: S, parts: ['B4:B15'], total: 'B16' },
      { sheet: S, parts: ['C4:C15'], total: 'C16' },
      { sheet: S, parts: ['B20:B31'], total: 'B32' },
      { sheet: S, parts: ['C20:C31'], total: 'C32' },
    ],
  };
}
