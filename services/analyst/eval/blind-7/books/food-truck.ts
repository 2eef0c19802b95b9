/**
 * A food truck's sales log: one row per sale (date, spot, item, qty, unit price, amount) for
 * January-June 2025, in dollars, with a total line at the bottom.
 */
import ExcelJS from 'exceljs';
import {
  MON,
  Questions,
  argMax,
  cell,
  divRound,
  fmt,
  intIn,
  money,
  pick,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'food-truck';
const SPOTS = ['Harbor Market', 'Tech Park', 'Riverside Fair'] as const;
const MENU: Record<string, number> = {
  'Birria Tacos': 1250,
  'Elote Cup': 650,
  'Carnitas Burrito': 1400,
  Horchata: 450,
  'Churro Box': 700,
};

interface Sale {
  date: Date;
  spot: string;
  item: string;
  qty: number;
  unit: number;
  amount: number;
}

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const sales: Sale[] = [];
  for (let month = 0; month < 6; month++) {
    const n = intIn(rng, 14, 24);
    const days = Array.from({ length: n }, () => intIn(rng, 1, 28)).sort((a, b) => a - b);
    for (const day of days) {
      const item = pick(rng, Object.keys(MENU));
      const qty = intIn(rng, 1, 9);
      const unit = MENU[item]!;
      sales.push({
        date: new Date(Date.UTC(2025, month, day)),
        spot: pick(rng, SPOTS),
        item,
        qty,
        unit,
        amount: qty * unit,
      });
    }
  }
  // a catering order makes one sale stand out
  const big = sales[intIn(rng, 10, sales.length - 10)]!;
  big.qty = 60 + intIn(rng, 0, 20);
  big.amount = big.qty * big.unit;

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales Log');
  ws.addRow(['La Ruta Food Truck - sales log H1 2025 (USD)']);
  ws.addRow([]);
  ws.addRow(['Date', 'Location', 'Item', 'Qty', 'Unit Price', 'Amount']);
  for (const s of sales) {
    const row = ws.addRow([s.date, s.spot, s.item, s.qty, cell(s.unit), cell(s.amount)]);
    row.getCell(1).numFmt = 'yyyy-mm-dd';
    fmt(row, [5, 6], '$#,##0.00');
  }
  const total = sum(sales.map((s) => s.amount));
  fmt(
    ws.addRow(['TOTAL', '', '', sales.reduce((a, s) => a + s.qty, 0), '', cell(total)]),
    [6],
    '$#,##0.00',
  );

  const q = new Questions(NAME);
  const month = (s: Sale): number => s.date.getUTCMonth();
  const bySpot = SPOTS.map((p) => sum(sales.filter((s) => s.spot === p).map((s) => s.amount)));
  const byMonth = MON.slice(0, 6).map((_, m) =>
    sum(sales.filter((s) => month(s) === m).map((s) => s.amount)),
  );
  const byItemQty = Object.keys(MENU).map((it) =>
    sales.filter((s) => s.item === it).reduce((a, s) => a + s.qty, 0),
  );
  const topSpot = argMax(bySpot);
  const topMonth = argMax(byMonth);
  const topItem = argMax(byItemQty);
  const biggest = sales.reduce((a, s) => (s.amount > a.amount ? s : a));
  const q2 = sales.filter((s) => month(s) >= 3);

  q.money(
    'total sales so far this year',
    total,
    'sum of Amount over every sale row (the TOTAL line is not a sale)',
  );
  q.num('how many sales did we make', sales.length, 'count of sale rows, TOTAL line excluded');
  q.money(
    'average sale',
    divRound(total, BigInt(sales.length)),
    'total Amount / number of sale rows, to the cent',
  );
  q.money(
    'biggest single sale',
    biggest.amount,
    'largest Amount on one row (the TOTAL line excluded)',
  );
  q.num('how many sales in Q2', q2.length, 'count of sale rows dated April-June 2025');
  q.money('what did we sell in april', byMonth[3]!, 'sum of Amount for rows dated April 2025');
  q.num(
    'how many birria tacos have we sold',
    byItemQty[0]!,
    'sum of Qty where Item = Birria Tacos',
  );
  q.money(
    'how much did we make at tech park',
    bySpot[1]!,
    'sum of Amount where Location = Tech Park',
  );
  if (uniqueExtreme(bySpot, topSpot))
    q.at(
      'which spot is best for us',
      SPOTS[topSpot]!,
      'location with the highest sales amount',
      money(bySpot[topSpot]!),
    );
  if (uniqueExtreme(byMonth, topMonth))
    q.at(
      'best month',
      MON[topMonth]!,
      'month with the highest sales amount',
      money(byMonth[topMonth]!),
    );
  if (uniqueExtreme(byItemQty, topItem))
    q.at(
      'what is our best seller by units',
      Object.keys(MENU)[topItem]!,
      'item with the highest total Qty',
      String(byItemQty[topItem]!),
    );
  q.money(
    'horchata revenue',
    sum(sales.filter((s) => s.item === 'Horchata').map((s) => s.amount)),
    'sum of Amount where Item = Horchata',
  );
  q.num(
    'total units sold',
    sales.reduce((a, s) => a + s.qty, 0),
    'sum of Qty over sale rows',
  );
  q.money(
    'how much did we take in january at the harbor market',
    sum(sales.filter((s) => month(s) === 0 && s.spot === 'Harbor Market').map((s) => s.amount)),
    'Amount, January rows at Harbor Market',
  );
  q.money(
    'sales in the first quarter',
    sum(byMonth.slice(0, 3)),
    'sum of Amount for rows dated January-March 2025',
  );
  q.refuse('how much did we make after food costs', 'no food cost in the sheet');
  q.refuse('how much did we get in tips', 'tips are not recorded');
  q.refuse('which customer buys the most', 'the log has no customer column');

  return {
    name: NAME,
    business: 'food truck',
    shape: 'sales log, one row per sale, TOTAL line',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      { what: 'spot totals = total', got: sum(bySpot), want: total },
      { what: 'month totals = total', got: sum(byMonth), want: total },
    ],
  };
}
