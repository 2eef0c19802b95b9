/**
 * A furniture maker's commissions log ($): one row per commission, a blank row between
 * quarters, a Total row, and a "Paid?" column.
 */
import { BookKit, MON, MONTHS, cell, int, pick, type BuiltBook } from '../kit/kit';
import { argExtreme, meanCents, money, total, uniqueExtreme } from '../kit/money';

const CLIENTS = [
  'Harlow Interiors',
  'M. Okafor',
  'The Linden Hotel',
  'J. Petrakis',
  'Bramble Cafe',
  'S. Nakamura',
  'Westfield Library',
];
const PIECES: Array<[string, number]> = [
  ['Dining table', 2400_00],
  ['Bookshelf', 950_00],
  ['Rocking chair', 780_00],
  ['Writing desk', 1650_00],
  ['Bed frame', 2100_00],
  ['Side chair', 320_00],
];

interface Job {
  date: Date;
  client: string;
  piece: string;
  qty: number;
  unit: number;
  amount: number;
  paid: boolean;
}

export async function buildFurnitureCommissions(): Promise<BuiltBook> {
  const k = new BookKit(
    'furniture-commissions',
    'furniture maker',
    'sales log with blank rows and a Total row',
  );
  const jobs: Job[] = [];
  for (let m = 0; m < 12; m++) {
    const n = int(k.rng, 3, 6);
    const days = Array.from({ length: n }, () => int(k.rng, 1, 28)).sort((a, b) => a - b);
    for (const d of days) {
      const [piece, price] = pick(k.rng, PIECES);
      const qty = piece === 'Side chair' ? int(k.rng, 2, 8) : int(k.rng, 1, 2);
      const unit = price + int(k.rng, -8, 12) * 10_00 + int(k.rng, 0, 99);
      jobs.push({
        date: new Date(Date.UTC(2025, m, d)),
        client: pick(k.rng, CLIENTS),
        piece,
        qty,
        unit,
        amount: qty * unit,
        paid: m < 10 || k.rng() < 0.4,
      });
    }
  }
  const ws = k.wb.addWorksheet('Commissions');
  ws.addRow(['Oak & Iron Workshop - commissions 2025']);
  ws.addRow(['Date', 'Client', 'Piece', 'Qty', 'Unit price', 'Amount', 'Paid?']);
  jobs.forEach((j, i) => {
    if (
      i > 0 &&
      Math.floor(j.date.getUTCMonth() / 3) !== Math.floor(jobs[i - 1]!.date.getUTCMonth() / 3)
    )
      ws.addRow([]);
    const r = ws.addRow([
      j.date,
      j.client,
      j.piece,
      j.qty,
      cell(j.unit),
      cell(j.amount),
      j.paid ? 'Yes' : 'No',
    ]);
    r.getCell(1).numFmt = 'dd/mm/yyyy';
    r.getCell(5).numFmt = '"$"#,##0.00';
    r.getCell(6).numFmt = '"$"#,##0.00';
  });
  const grand = total(jobs.map((j) => j.amount));
  ws.addRow(['Total', '', '', total(jobs.map((j) => j.qty)), '', cell(grand), '']);

  const byClient = CLIENTS.map((c) =>
    total(jobs.filter((j) => j.client === c).map((j) => j.amount)),
  );
  const byMonth = MONTHS.map((_, m) =>
    total(jobs.filter((j) => j.date.getUTCMonth() === m).map((j) => j.amount)),
  );
  const amounts = jobs.map((j) => j.amount);
  k.check('client totals add up to the Total row', total(byClient) === grand);
  k.check('month totals add up to the Total row', total(byMonth) === grand);
  k.check(
    'extremes are unique',
    uniqueExtreme(amounts, 'max') &&
      uniqueExtreme(amounts, 'min') &&
      uniqueExtreme(byClient, 'max') &&
      uniqueExtreme(byMonth, 'max'),
  );

  const big = argExtreme(amounts, 'max');
  const small = argExtreme(amounts, 'min');
  const bestC = argExtreme(byClient, 'max');
  const bestM = argExtreme(byMonth, 'max');
  const q2 = jobs.filter((j) => j.date.getUTCMonth() >= 3 && j.date.getUTCMonth() <= 5);
  const tables = jobs.filter((j) => j.piece === 'Dining table');
  const shelves = jobs.filter((j) => j.piece === 'Bookshelf');
  const unpaid = jobs.filter((j) => !j.paid);
  const someClient = CLIENTS[3]!;

  k.ask('total commissions for the year', {
    value: money(grand),
    means: 'sum of Amount over all commissions',
  });
  k.ask('how many sales in Q2', {
    value: String(q2.length),
    means: 'count of commissions dated April..June',
  });
  k.ask('average sale', {
    value: meanCents(grand, jobs.length),
    means: 'total Amount / number of commissions',
  });
  k.ask('whats the biggest single job we did', {
    value: money(amounts[big]!),
    at: [jobs[big]!.client, jobs[big]!.piece],
    means: 'largest Amount (one row)',
  });
  k.ask('smallest order this year', {
    value: money(amounts[small]!),
    at: [jobs[small]!.client, jobs[small]!.piece],
    means: 'smallest Amount (one row)',
  });
  k.ask('who is our best client', {
    value: money(byClient[bestC]!),
    at: CLIENTS[bestC]!,
    means: 'client with the largest total Amount',
  });
  k.ask(`how much did ${someClient} spend with us`, {
    value: money(byClient[3]!),
    means: `sum of Amount where Client = ${someClient}`,
  });
  k.ask('how many dining tables did we make', {
    value: String(total(tables.map((j) => j.qty))),
    means: 'sum of Qty where Piece = Dining table',
  });
  k.ask('revenue from bookshelves', {
    value: money(total(shelves.map((j) => j.amount))),
    means: 'sum of Amount where Piece = Bookshelf',
  });
  k.ask('sales in june', { value: money(byMonth[5]!), means: 'sum of Amount dated June 2025' });
  k.ask('which month brought in the most', {
    value: money(byMonth[bestM]!),
    at: [MON[bestM]!, MONTHS[bestM]!],
    means: 'month with the largest sum of Amount',
  });
  k.ask('how many commissions did we take on in total', {
    value: String(jobs.length),
    means: 'count of commission rows (the Total row is not one)',
  });
  k.ask('how much is still unpaid', {
    value: money(total(unpaid.map((j) => j.amount))),
    means: 'sum of Amount where Paid? = No',
  });
  k.ask('how many side chairs did we sell', {
    value: String(total(jobs.filter((j) => j.piece === 'Side chair').map((j) => j.qty))),
    means: 'sum of Qty where Piece = Side chair',
  });
  k.refuse('what was our margin on dining tables', 'the log has selling prices only, no costs');
  k.refuse('how many hours did the writing desks take', 'no hours in the log');
  return k.done();
}
