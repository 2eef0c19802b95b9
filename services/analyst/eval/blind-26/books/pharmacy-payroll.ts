/** A pharmacy in Ulaanbaatar: payroll register, one row per employee per month ("2025-01"), grouped two-row deduction header, ₮. */
import ExcelJS from 'exceljs';
import { hundredths, pct } from '../../expect';
import { SEED, argMax, asker, cell, rng, sumB, toBytes, type BlindBook } from '../kit';

const r = rng(SEED + 8);
const staff: Array<[string, number]> = [
  ['Bat-Erdene (pharmacist)', 3_600_000_00],
  ['Oyunaa (pharmacist)', 3_400_000_00],
  ['Tuya (technician)', 1_900_000_00],
  ['Ganbold (cashier)', 1_350_000_00],
  ['Saraa (cleaner)', 980_000_00],
];
interface Line {
  m: number;
  who: string;
  gross: bigint;
  tax: bigint;
  social: bigint;
  health: bigint;
  net: bigint;
}
const lines: Line[] = [];
for (let m = 0; m < 12; m++) {
  for (const [who, base] of staff) {
    const gross = BigInt(base + r.int(0, 4) * 50_000_00);
    const social = (gross * 115n) / 1000n;
    const health = (gross * 20n) / 1000n;
    const tax = ((gross - social) * 10n) / 100n;
    lines.push({ m, who, gross, tax, social, health, net: gross - tax - social - health });
  }
}

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Payroll 2025');
  ws.addRow(['Naran Pharmacy LLC — payroll register 2025, amounts in ₮']);
  ws.addRow([]);
  ws.addRow(['Period', 'Employee', 'Gross pay', 'Deductions', null, null, 'Net pay']);
  ws.addRow([null, null, null, 'Income tax', 'Social insurance', 'Health insurance', null]);
  ws.mergeCells('D3:F3');
  for (const l of lines) {
    const row = ws.addRow([
      `2025-${String(l.m + 1).padStart(2, '0')}`,
      l.who,
      cell(l.gross),
      cell(l.tax),
      cell(l.social),
      cell(l.health),
      cell(l.net),
    ]);
    [3, 4, 5, 6, 7].forEach((c) => (row.getCell(c).numFmt = '#,##0.00'));
  }
  return toBytes(wb);
}

const { qs, q } = asker('pharmacy-payroll');
const S = (f: (l: Line) => boolean, k: 'gross' | 'tax' | 'social' | 'health' | 'net'): bigint =>
  sumB(lines.filter(f).map((l) => l[k]));
const all = (): boolean => true;
const who =
  (w: string) =>
  (l: Line): boolean =>
    l.who === w;
const topNet = argMax(staff, ([w]) => S(who(w), 'net'));
const gross = S(all, 'gross');
q('total gross pay for the year', { value: hundredths(gross) }, 'sum of Gross pay, all rows');
q('total net pay', { value: hundredths(S(all, 'net')) }, 'sum of Net pay');
q('how much income tax did we withhold', { value: hundredths(S(all, 'tax')) }, 'sum of Income tax');
q('social insurance total', { value: hundredths(S(all, 'social')) }, 'sum of Social insurance');
q(
  'total deductions',
  { value: hundredths(S(all, 'tax') + S(all, 'social') + S(all, 'health')) },
  'Income tax + Social insurance + Health insurance (= gross - net)',
);
q(
  'march payroll gross',
  { value: hundredths(S((l) => l.m === 2, 'gross')) },
  'Gross pay for period 2025-03',
);
q(
  'who earned the most',
  {
    value: [hundredths(S(who(topNet[0]), 'net')), hundredths(S(who(topNet[0]), 'gross'))],
    at: 'Bat-Erdene',
  },
  'highest paid over the year; gross or net both accepted (same person)',
);
q(
  'what did tuya take home this year',
  { value: hundredths(S(who('Tuya (technician)'), 'net')) },
  'Net pay of Tuya, 12 months',
);
q(
  'saraa gross in december',
  { value: hundredths(lines.find((l) => l.m === 11 && l.who === 'Saraa (cleaner)')!.gross) },
  'one row: 2025-12 x Saraa',
);
q(
  'deductions as % of gross',
  { value: pct(gross - S(all, 'net'), gross) },
  '(gross - net) / gross * 100',
);
q(
  'average monthly payroll cost',
  { refuse: true },
  'gross or gross plus employer contributions? the register has no employer side; ask back',
);
q('net pay q4', { value: hundredths(S((l) => l.m >= 9, 'net')) }, 'Net pay for 2025-10..2025-12');
q('how many people on payroll', { value: '5' }, 'distinct employees');
q(
  'did anyone get a raise',
  { refuse: true },
  'gross moves month to month (overtime?); the register does not say what is a raise',
);

export const pharmacyPayroll: BlindBook = {
  name: 'pharmacy-payroll',
  business: 'pharmacy payroll (₮)',
  build,
  questions: qs,
  checks: [
    [
      'gross = net + deductions',
      gross,
      sumB(lines.map((l) => l.net + l.tax + l.social + l.health)),
    ],
  ],
};
