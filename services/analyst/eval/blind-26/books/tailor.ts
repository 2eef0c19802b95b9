/** A tailor in São Paulo: one row per sale (date, customer, garment, qty, unit price, amount), R$, a notes column. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  SEED,
  argMax,
  asker,
  cell,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 2);
const customers = [
  'Ana Souza',
  'Bruno Lima',
  'Carla Dias',
  'Diego Rocha',
  'Elisa Prado',
  'Fábio Neves',
];
const garments: Array<[string, number, number]> = [
  ['Suit alteration', 90_00, 260_00],
  ['Made-to-measure shirt', 310_00, 520_00],
  ['Hem trousers', 35_00, 60_00],
  ['Wedding dress fitting', 800_00, 1900_00],
];
interface Sale {
  date: Date;
  month: number;
  customer: string;
  garment: string;
  qty: number;
  unit: bigint;
  amount: bigint;
}
const sales: Sale[] = [];
for (let i = 0; i < 48; i++) {
  const month = Math.floor(i / 4);
  const day = 2 + (i % 4) * 7 + r.int(0, 3);
  const [garment, lo, hi] = r.pick(garments);
  const qty = r.int(1, 3);
  const unit = BigInt(r.int(lo, hi));
  sales.push({
    date: new Date(Date.UTC(2025, month, day)),
    month,
    customer: r.pick(customers),
    garment,
    qty,
    unit,
    amount: unit * BigInt(qty),
  });
}
const total = sumB(sales.map((s) => s.amount));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Vendas');
  const rows: Row[] = [
    ['Date', 'Customer', 'Garment', 'Qty', 'Unit price (R$)', 'Amount (R$)', 'Notes'],
    ...sales.map((s, i): Row => [
      s.date,
      s.customer,
      s.garment,
      s.qty,
      cell(s.unit),
      cell(s.amount),
      i % 7 === 3 ? 'paid by Pix' : null,
    ]),
  ];
  writeRows(ws, rows);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  return toBytes(wb);
}

const { qs, q } = asker('tailor');
const byCust = customers.map((c) =>
  sumB(sales.filter((s) => s.customer === c).map((s) => s.amount)),
);
const topCust = argMax([...customers.keys()], (i) => byCust[i]!);
const big = argMax(sales, (s) => s.amount);
const inMonths = (ms: number[]): Sale[] => sales.filter((s) => ms.includes(s.month));
const garTot = (g: string): bigint =>
  sumB(sales.filter((s) => s.garment === g).map((s) => s.amount));
const garQty = (g: string): number =>
  sales.filter((s) => s.garment === g).reduce((a, s) => a + s.qty, 0);
q('total sales this year', { value: hundredths(total) }, 'sum of Amount over all 48 rows');
q('how many sales did we make', { value: String(sales.length) }, 'count of sale rows');
q('how many sales in Q2', { value: String(inMonths([3, 4, 5]).length) }, 'rows dated Apr-Jun 2025');
q('average sale', { value: meanCents(total, sales.length) }, 'total Amount / number of rows');
q('biggest single sale', { value: hundredths(big.amount) }, 'largest Amount on one row');
q(
  'who is our best customer',
  { value: hundredths(byCust[topCust]!), at: customers[topCust]! },
  'customer with the highest summed Amount',
);
q(
  `how much has ${customers[2]} spent with us`,
  { value: hundredths(byCust[2]!) },
  'sum of Amount where Customer = Carla Dias',
);
q(
  'sales in march',
  { value: hundredths(sumB(inMonths([2]).map((s) => s.amount))) },
  'Amount of rows dated March 2025',
);
q(
  'what did shirts bring in',
  { value: hundredths(garTot('Made-to-measure shirt')) },
  'Amount where Garment = Made-to-measure shirt',
);
q(
  'how many hems did we do',
  { value: String(garQty('Hem trousers')) },
  'sum of Qty where Garment = Hem trousers (units, not rows)',
);
q(
  'wedding dress fittings total',
  { value: hundredths(garTot('Wedding dress fitting')) },
  'Amount where Garment = Wedding dress fitting',
);
q(
  'revenue for the last quarter',
  { value: hundredths(sumB(inMonths([9, 10, 11]).map((s) => s.amount))) },
  'rows dated Oct-Dec 2025',
);
q('how much did we make after paying for fabric', { refuse: true }, 'no costs in the log');
q('which garment is most profitable', { refuse: true }, 'profit needs costs the log does not hold');
q('total qty sold', { value: String(sales.reduce((a, s) => a + s.qty, 0)) }, 'sum of Qty');
q(
  'what did we sell in the first half',
  { value: hundredths(sumB(inMonths([0, 1, 2, 3, 4, 5]).map((s) => s.amount))) },
  'rows dated Jan-Jun 2025',
);

export const tailor: BlindBook = {
  name: 'tailor',
  business: 'tailor (R$)',
  build,
  questions: qs,
  checks: [
    ['amount = qty x unit', total, sumB(sales.map((s) => s.unit * BigInt(s.qty)))],
    ['customers sum to total', total, sumB(byCust)],
  ],
};
