/**
 * Ice-cream parlour: a sales log (one row per sale) in euros, first half of 2025. A title
 * line, then headers; dates are real dates, amount = qty x unit price.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import {
  MON,
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const PRODUCTS: Array<[string, number]> = [
  ['Scoop cone', 350],
  ['Sundae', 690],
  ['Tub 500ml', 1150],
  ['Gelato cake', 3800],
  ['Milkshake', 520],
];
const CUSTOMERS = [
  'Walk-in',
  'Cafe Lindner',
  'Hotel Seeblick',
  'Schule am Park',
  'Eventbuero Kranz',
];

interface Sale {
  month: number;
  day: number;
  customer: string;
  product: number;
  qty: number;
  amount: bigint;
}

export function icecreamLog(): BlindBook {
  const name = 'icecream-log';
  const rng = seeded(SEED, name);
  const sales: Sale[] = [];
  for (let i = 0; i < 64; i++) {
    const month = rng.int(0, 5);
    const product = rng.int(0, PRODUCTS.length - 1);
    const qty = rng.int(1, product === 3 ? 3 : 40);
    sales.push({
      month,
      day: rng.int(1, 28),
      customer: rng.pick(CUSTOMERS),
      product,
      qty,
      amount: BigInt(qty * PRODUCTS[product]![1]),
    });
  }
  sales.sort((a, b) => a.month - b.month || a.day - b.day);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales');
  ws.addRow(['Dolce Vita Gelateria - sales log Jan-Jun 2025 (EUR)']);
  ws.addRow(['Date', 'Ticket', 'Customer', 'Product', 'Qty', 'Unit price (€)', 'Amount (€)']);
  sales.forEach((s, i) => {
    const row = ws.addRow([
      new Date(Date.UTC(2025, s.month, s.day)),
      1001 + i,
      s.customer,
      PRODUCTS[s.product]![0],
      s.qty,
      cell(PRODUCTS[s.product]![1]),
      cell(s.amount),
    ]);
    row.getCell(1).numFmt = 'dd/mm/yyyy';
  });

  const total = sumOf(sales.map((s) => s.amount));
  const byMonth = MON.slice(0, 6).map((_, m) =>
    sumOf(sales.filter((s) => s.month === m).map((s) => s.amount)),
  );
  const byCustomer = CUSTOMERS.map((c) =>
    sumOf(sales.filter((s) => s.customer === c).map((s) => s.amount)),
  );
  const byProduct = PRODUCTS.map((_, p) =>
    sumOf(sales.filter((s) => s.product === p).map((s) => s.amount)),
  );
  const qtyOf = (p: number): number =>
    sales.filter((s) => s.product === p).reduce((n, s) => n + s.qty, 0);
  const qtyByProduct = PRODUCTS.map((_, p) => BigInt(qtyOf(p)));
  const amounts = sales.map((s) => s.amount);
  const biggest = amounts.reduce((m, x) => (x > m ? x : m));
  const smallest = amounts.reduce((m, x) => (x < m ? x : m));
  const q2Count = sales.filter((s) => s.month >= 3).length;

  const { ask, questions } = asker(name);
  ask(
    'total sales so far this year',
    { value: money(total) },
    'sum of the Amount column, all 64 sales',
  );
  ask('how many sales did we ring up', { value: String(sales.length) }, 'number of sale rows');
  ask('how many sales in Q2', { value: String(q2Count) }, 'rows dated April-June');
  ask(
    'average sale',
    { value: meanCents(total, sales.length) },
    'mean of the Amount column, to the cent',
  );
  ask('whats the biggest single sale', { value: money(biggest) }, 'largest Amount');
  ask('smallest sale?', { value: money(smallest) }, 'smallest Amount');
  ask(
    'who is our best customer',
    { at: CUSTOMERS[argExtreme(byCustomer, true)]! },
    'customer with the largest summed Amount',
  );
  ask(
    'how much has hotel seeblick spent with us',
    { value: money(byCustomer[2]!) },
    'sum of Amount where Customer = Hotel Seeblick',
  );
  ask(
    'how many gelato cakes did we sell',
    { value: String(qtyOf(3)) },
    'sum of Qty where Product = Gelato cake',
  );
  ask('sales in march', { value: money(byMonth[2]!) }, 'sum of Amount dated March 2025');
  ask(
    'which month was best',
    { at: MONTHS_LONG[argExtreme(byMonth, true)]! },
    'month with the largest summed Amount',
  );
  ask(
    'how much did milkshakes make',
    { value: money(byProduct[4]!) },
    'sum of Amount where Product = Milkshake',
  );
  ask(
    'what sells best',
    {
      at: [
        ...new Set([
          PRODUCTS[argExtreme(byProduct, true)]![0],
          PRODUCTS[argExtreme(qtyByProduct, true)]![0],
        ]),
      ],
    },
    'by revenue (largest summed Amount) or by units (largest summed Qty): both readings accepted',
  );
  ask(
    'how many scoop cones went out the door',
    { value: String(qtyOf(0)) },
    'sum of Qty where Product = Scoop cone',
  );
  ask('whats our margin on tubs', { refuse: true }, 'no costs in the log');
  ask(
    'what did we sell in july',
    { refuse: true },
    'the log ends in June; July is not in the data',
  );
  ask(
    'how many walk in sales were there',
    { value: String(sales.filter((s) => s.customer === 'Walk-in').length) },
    'rows with Customer = Walk-in',
  );

  return {
    name,
    business: 'ice-cream parlour',
    shape: 'sales log, one row per sale, title line, EUR',
    workbook: wb,
    questions,
    checks: [
      { what: 'months add to total', a: sumOf(byMonth), b: total },
      { what: 'customers add to total', a: sumOf(byCustomer), b: total },
      { what: 'products add to total', a: sumOf(byProduct), b: total },
      { what: 'best month unique', a: BigInt(uniqueExtreme(byMonth, true)), b: 1n },
      { what: 'best customer unique', a: BigInt(uniqueExtreme(byCustomer, true)), b: 1n },
      { what: 'best product unique', a: BigInt(uniqueExtreme(byProduct, true)), b: 1n },
      { what: 'best product by units unique', a: BigInt(uniqueExtreme(qtyByProduct, true)), b: 1n },
      {
        what: 'biggest sale unique',
        a: BigInt(amounts.filter((x) => x === biggest).length),
        b: 1n,
      },
    ],
  };
}

const MONTHS_LONG = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
