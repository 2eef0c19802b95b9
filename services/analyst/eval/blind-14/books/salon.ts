/**
 * A hair salon chain's sales log (CHF): one row per sale with date, salon, stylist, service,
 * qty, unit price and amount; two title lines above the header, no totals.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  int,
  meanCents,
  money,
  rng,
  sum,
  toBytes,
  argmax,
  type BlindBook,
} from '../kit';

const SALONS = ['Zürich Altstadt', 'Bern Bahnhof', 'Basel Rhein'];
const STYLISTS = ['Lena', 'Marco', 'Aylin', 'Jonas', 'Chiara'];
const SERVICES: Array<[string, number]> = [
  ['Cut & blow-dry', 8500],
  ['Colour', 14500],
  ['Highlights', 19000],
  ['Beard trim', 3500],
  ['Treatment', 6000],
];

interface Sale {
  date: Date;
  salon: string;
  stylist: string;
  service: string;
  qty: number;
  unit: number;
  amount: bigint;
}

export async function salonBook(): Promise<BlindBook> {
  const r = rng(2);
  const sales: Sale[] = [];
  for (let i = 0; i < 90; i++) {
    const month = Math.floor(i / 15); // Jan..Jun 2025, 15 sales each
    const [service, unit] = SERVICES[int(r, 0, SERVICES.length - 1)]!;
    const qty = int(r, 1, 3);
    sales.push({
      date: new Date(Date.UTC(2025, month, 1 + int(r, 0, 27))),
      salon: SALONS[int(r, 0, 2)]!,
      stylist: STYLISTS[int(r, 0, 4)]!,
      service,
      qty,
      unit,
      amount: BigInt(unit * qty),
    });
  }
  sales.sort((a, b) => a.date.getTime() - b.date.getTime());

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales log');
  ws.addRow(['Salon Mila AG — sales log H1 2025']);
  ws.addRow(['Amounts in CHF']);
  ws.addRow(['Date', 'Salon', 'Stylist', 'Service', 'Qty', 'Unit price', 'Amount']);
  for (const s of sales)
    ws.addRow([s.date, s.salon, s.stylist, s.service, s.qty, cell(s.unit), cell(s.amount)]);
  ws.getColumn(1).numFmt = 'dd.mm.yyyy';

  const total = sum(sales.map((s) => s.amount));
  const by = <K extends keyof Sale>(k: K, v: Sale[K]): Sale[] => sales.filter((s) => s[k] === v);
  const inMonth = (m: number): Sale[] => sales.filter((s) => s.date.getUTCMonth() === m);
  const stylistTotals = STYLISTS.map((n) => sum(by('stylist', n).map((s) => s.amount)));
  const serviceTotals = SERVICES.map(([n]) => sum(by('service', n).map((s) => s.amount)));
  const salonTotals = SALONS.map((n) => sum(by('salon', n).map((s) => s.amount)));
  const biggest = sales.reduce((a, b) => (b.amount > a.amount ? b : a));
  const q2 = sales.filter((s) => s.date.getUTCMonth() >= 3 && s.date.getUTCMonth() <= 5);
  const colourQty = sum(by('service', 'Colour').map((s) => s.qty));

  const { q, list } = asker('salon');
  q('total sales in the log', { value: money(total) }, 'sum of Amount, all rows (Jan-Jun 2025)');
  q('how many sales did we ring up', { value: String(sales.length) }, 'count of sale rows');
  q('average sale', { value: meanCents(total, sales.length) }, 'total Amount / number of rows');
  q(
    'how much did Bern Bahnhof take',
    { value: money(salonTotals[1]!) },
    'sum of Amount where Salon = Bern Bahnhof',
  );
  q(
    'which salon is doing best',
    { value: money(salonTotals[argmax(salonTotals)]!), at: SALONS[argmax(salonTotals)]! },
    'salon with the largest Amount sum',
  );
  q(
    'who is our top stylist by sales',
    { value: money(stylistTotals[argmax(stylistTotals)]!), at: STYLISTS[argmax(stylistTotals)]! },
    'stylist with the largest Amount sum',
  );
  q('biggest single sale', { value: money(biggest.amount) }, 'largest Amount on one row');
  q(
    'sales in march',
    { value: money(sum(inMonth(2).map((s) => s.amount))) },
    'Amount where Date in March 2025',
  );
  q('how many sales in Q2', { value: String(q2.length) }, 'rows dated Apr-Jun 2025');
  q(
    'which service makes us the most money',
    {
      value: money(serviceTotals[argmax(serviceTotals)]!),
      at: SERVICES[argmax(serviceTotals)]![0],
    },
    'service with the largest Amount sum',
  );
  q(
    'how many colours did we do',
    { value: String(colourQty) },
    'sum of Qty where Service = Colour',
  );
  q(
    'what did Marco sell in total',
    { value: money(stylistTotals[1]!) },
    'sum of Amount where Stylist = Marco',
  );
  q(
    'highlights revenue',
    { value: money(serviceTotals[2]!) },
    'sum of Amount where Service = Highlights',
  );
  q('how much did we pay in rent', { refuse: true }, 'a sales log has no costs');
  q('how much were tips', { refuse: true }, 'tips are not recorded');
  return {
    name: 'salon',
    business: 'hair salon chain (CHF)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [
      { what: 'salons add up to total', a: sum(salonTotals), b: total },
      { what: 'stylists add up to total', a: sum(stylistTotals), b: total },
      { what: 'qty x unit = amount', a: sum(sales.map((s) => BigInt(s.qty * s.unit))), b: total },
    ],
  };
}
