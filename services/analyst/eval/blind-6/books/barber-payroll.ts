/** Barbershop chain: payroll register with a grouped "Deductions" header over three columns, NZD. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  argMin,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'barber-payroll';
const SHOPS = ['Ponsonby', 'Newmarket', 'Takapuna'];
const STAFF = [
  'Rangi Walker',
  'Tom Ellis',
  'Aroha Tane',
  'Marco Silva',
  'Jess Patel',
  'Ben Murphy',
  'Leilani Fonoti',
  'Sam Cho',
  'Hemi Parata',
  'Dylan Scott',
  'Priya Nair',
  'Kauri Reid',
  'Nico Ramos',
  'Ella Quinn',
];
const r = rng(8);
interface Pay {
  name: string;
  shop: number;
  gross: bigint;
  paye: bigint;
  kiwi: bigint;
  acc: bigint;
}
const pays: Pay[] = STAFF.map((name, i) => {
  const gross = BigInt(r.int(380000, 760000));
  return {
    name,
    shop: i % 3 === 0 ? 0 : i % 3 === 1 ? 1 : 2,
    gross,
    paye: (gross * BigInt(r.int(1450, 2100))) / 10000n,
    kiwi: (gross * 3n) / 100n,
    acc: (gross * 160n) / 10000n,
  };
}).sort((a, b) => a.shop - b.shop);
const ded = (p: Pay): bigint => p.paye + p.kiwi + p.acc;
const net = (p: Pay): bigint => p.gross - ded(p);
const T = (f: (p: Pay) => bigint, ps: Pay[] = pays): bigint => sum(ps.map(f));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Oct 2025 payroll');
  ws.addRow(['Sharp & Co Barbers: payroll register, October 2025']);
  ws.addRow(['Amounts in NZD']);
  ws.addRow([]);
  ws.addRow([
    'Employee',
    'Shop',
    'Gross pay',
    'Deductions',
    null,
    null,
    'Total deductions',
    'Net pay',
  ]);
  ws.mergeCells('D4:F4');
  ws.addRow([null, null, null, 'PAYE', 'KiwiSaver', 'ACC levy', null, null]);
  for (const p of pays) {
    ws.addRow([
      p.name,
      SHOPS[p.shop],
      cell(p.gross),
      cell(p.paye),
      cell(p.kiwi),
      cell(p.acc),
      cell(ded(p)),
      cell(net(p)),
    ]);
  }
  ws.addRow([
    'Totals',
    null,
    cell(T((p) => p.gross)),
    cell(T((p) => p.paye)),
    cell(T((p) => p.kiwi)),
    cell(T((p) => p.acc)),
    cell(T(ded)),
    cell(T(net)),
  ]);
  for (let c = 3; c <= 8; c++) ws.getColumn(c).numFmt = '$#,##0.00';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Oct 2025 payroll')!;
  let g = 0n;
  let n = 0n;
  pays.forEach((_, i) => {
    const row = 6 + i;
    const d = centsAt(ws, `D${row}`) + centsAt(ws, `E${row}`) + centsAt(ws, `F${row}`);
    assertEq(`deductions row ${row}`, d, centsAt(ws, `G${row}`));
    assertEq(`net row ${row}`, centsAt(ws, `C${row}`) - d, centsAt(ws, `H${row}`));
    g += centsAt(ws, `C${row}`);
    n += centsAt(ws, `H${row}`);
  });
  const tr = 6 + pays.length;
  assertEq('gross total', g, centsAt(ws, `C${tr}`));
  assertEq('net total', n, centsAt(ws, `H${tr}`));
  if (!uniqueMax(pays.map(net)) || !uniqueMax(shopGross)) throw new Error('tie');
}

const shopGross = SHOPS.map((_, s) =>
  T(
    (p) => p.gross,
    pays.filter((p) => p.shop === s),
  ),
);
const topNet = argMax(pays.map(net));
const lowGross = argMin(pays.map((p) => p.gross));
const topShop = argMax(shopGross);
const A = pays[4]!;
const B = pays[9]!;

export const barberPayroll: BlindBook = {
  name: NAME,
  business: 'barbershop chain',
  shape: 'payroll register, two-row header with a merged Deductions group, Totals row',
  build,
  verify,
  questions: questionsFor(NAME, [
    ['total gross pay this month', { value: money(T((p) => p.gross)) }, 'Totals row, Gross pay'],
    ['how much net pay went out', { value: money(T(net)) }, 'Totals row, Net pay'],
    ['total PAYE', { value: money(T((p) => p.paye)) }, 'Totals row, PAYE'],
    [
      'who took home the most',
      { value: money(net(pays[topNet]!)), at: pays[topNet]!.name },
      'employee with the largest Net pay',
    ],
    [
      'average gross pay per barber',
      {
        value: meanCents(
          T((p) => p.gross),
          pays.length,
        ),
      },
      `gross total / ${pays.length} employees`,
    ],
    [`net pay for ${A.name}`, { value: money(net(A)) }, `${A.name}, Net pay`],
    [
      'deductions as a % of gross',
      {
        value: pct(
          T(ded),
          T((p) => p.gross),
        ),
      },
      'Total deductions / Gross pay * 100 (Totals row)',
    ],
    [
      'gross pay at the ponsonby shop',
      { value: money(shopGross[0]!) },
      'Gross pay of rows with Shop = Ponsonby',
    ],
    [
      'how many people work at Newmarket',
      { value: String(pays.filter((p) => p.shop === 1).length) },
      'rows with Shop = Newmarket',
    ],
    ['kiwisaver total', { value: money(T((p) => p.kiwi)) }, 'Totals row, KiwiSaver'],
    [
      'who has the lowest gross pay',
      { value: money(pays[lowGross]!.gross), at: pays[lowGross]!.name },
      'employee with the smallest Gross pay',
    ],
    [`${B.name} paye`, { value: money(B.paye) }, `${B.name}, PAYE`],
    ['what was payroll in november', { refuse: true }, 'only October 2025 is in the register'],
    ['how many hours did the team work', { refuse: true }, 'no hours in the register'],
    ['total deductions', { value: money(T(ded)) }, 'Totals row, Total deductions'],
    [
      'which shop costs the most in wages',
      { value: money(shopGross[topShop]!), at: SHOPS[topShop]! },
      'shop with the largest Gross pay sum',
    ],
    ['ACC levy for everyone', { value: money(T((p) => p.acc)) }, 'Totals row, ACC levy'],
  ]),
};
