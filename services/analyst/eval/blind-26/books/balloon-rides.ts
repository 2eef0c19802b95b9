/** A hot-air balloon operator: this year vs last year, CHF, year columns newest first, variance and %. */
import ExcelJS from 'exceljs';
import { growth, hundredths } from '../../expect';
import {
  SEED,
  argMax,
  argMin,
  asker,
  cell,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 10);
const lines = [
  'Sunrise flights',
  'Private charters',
  'Gift vouchers redeemed',
  'Photo packages',
  'Corporate events',
].map((n) => {
  const y24 = BigInt(r.int(40_000_00, 380_000_00));
  const y25 = (y24 * BigInt(r.int(70, 140))) / 100n + BigInt(r.int(0, 99));
  return { n, y24, y25 };
});
const t24 = sumB(lines.map((l) => l.y24));
const t25 = sumB(lines.map((l) => l.y25));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('YoY');
  const rows: Row[] = [
    ['Alpenglow Ballooning AG — revenue by line (CHF)'],
    [],
    ['Revenue line', 2025, 2024, 'Change', 'Change %'],
    ...lines.map((l): Row => [
      l.n,
      cell(l.y25),
      cell(l.y24),
      cell(l.y25 - l.y24),
      Number(growth(l.y24, l.y25)) / 100,
    ]),
    ['Total revenue', cell(t25), cell(t24), cell(t25 - t24), Number(growth(t24, t25)) / 100],
  ];
  writeRows(ws, rows, '#,##0.00');
  for (let i = 4; i <= 9; i++) ws.getCell(`E${i}`).numFmt = '0.00%';
  return toBytes(wb);
}

const { qs, q } = asker('balloon-rides');
const best = argMax(lines, (l) => l.y25 - l.y24);
const worst = argMin(lines, (l) => l.y25 - l.y24);
q(
  'compare this year to last',
  { value: [hundredths(t25 - t24), growth(t24, t25)] },
  'Total revenue 2025 - 2024 (or the % change; either is a fair headline)',
);
q('revenue this year', { value: hundredths(t25) }, 'Total revenue, 2025 (newest column is first)');
q('what did we make last year', { value: hundredths(t24) }, 'Total revenue, 2024');
q(
  'how much did revenue grow in %',
  { value: growth(t24, t25) },
  '(2025 - 2024) / 2024 * 100, Total revenue',
);
q(
  'which line grew the most',
  { value: hundredths(best.y25 - best.y24), at: best.n },
  'largest Change in CHF',
);
q(
  'which line fell the most',
  { value: hundredths(worst.y25 - worst.y24), at: worst.n },
  'smallest (most negative) Change in CHF',
);
q('private charters 2025', { value: hundredths(lines[1]!.y25) }, 'Private charters, 2025');
q('corporate events last year', { value: hundredths(lines[4]!.y24) }, 'Corporate events, 2024');
q(
  'photo packages change',
  { value: hundredths(lines[3]!.y25 - lines[3]!.y24) },
  'Photo packages 2025 - 2024',
);
q(
  'sunrise flights growth %',
  { value: growth(lines[0]!.y24, lines[0]!.y25) },
  '(2025 - 2024) / 2024 * 100',
);
q(
  'biggest revenue line this year',
  { value: hundredths(argMax(lines, (l) => l.y25).y25), at: argMax(lines, (l) => l.y25).n },
  'largest 2025 value among lines (Total excluded)',
);
q('did we make more profit this year', { refuse: true }, 'revenue only; no costs');
q('how many flights did we fly', { refuse: true }, 'no counts');

export const balloonRides: BlindBook = {
  name: 'balloon-rides',
  business: 'hot-air balloon operator, two-year comparison (CHF)',
  build,
  questions: qs,
  checks: [['change = sum of line changes', t25 - t24, sumB(lines.map((l) => l.y25 - l.y24))]],
};
