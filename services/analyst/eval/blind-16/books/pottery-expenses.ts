/**
 * Pottery studio (Kraków, zł): an expense log grouped by category, each group followed by a
 * "Subtotal" row and a blank row, a "Grand total" at the bottom, a notes column.
 */
import ExcelJS from 'exceljs';
import { pct } from '../../expect';
import {
  argMax,
  asker,
  cell,
  m,
  pick,
  randInt,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  type BlindBook,
  type RowValue,
} from '../lib';

const NAME = 'pottery-expenses';
const CATS: Array<[string, string[], number, number]> = [
  ['Clay & Glazes', ['Ceramika Dostawy', 'GlazeHaus'], 30000, 180000],
  ['Kiln Electricity', ['Tauron'], 40000, 120000],
  ['Rent', ['Kamienica Sp. z o.o.'], 350000, 350000],
  ['Tools', ['Narzędzia24', 'Allegro'], 2000, 45000],
  ['Marketing', ['Meta Ads', 'Drukarnia Nova'], 10000, 90000],
];

export const potteryExpenses: BlindBook = {
  name: NAME,
  business: 'pottery studio, zł',
  async build() {
    const r = rngFor(NAME);
    type Line = { date: Date; vendor: string; amount: bigint; month: number };
    const groups = CATS.map(([cat, vendors, lo, hi]) => {
      const n = cat === 'Rent' ? 6 : randInt(r, 4, 8);
      const lines: Line[] = [];
      for (let i = 0; i < n; i++) {
        const month = cat === 'Rent' ? i : randInt(r, 0, 5);
        lines.push({
          date: new Date(Date.UTC(2025, month, randInt(r, 1, 28))),
          vendor: pick(r, vendors),
          amount: BigInt(randInt(r, lo, hi)),
          month,
        });
      }
      lines.sort((a, b) => a.date.getTime() - b.date.getTime());
      return { cat, lines, sub: sumB(lines.map((l) => l.amount)) };
    });
    const grand = sumB(groups.map((g) => g.sub));

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Wydatki H1');
    let at = writeRows(ws, 1, [
      ['Glina i Ogień — studio expenses, January to June 2025'],
      ['PLN (zł)'],
      [],
    ]);
    at = writeRows(ws, at, [['Date', 'Category', 'Vendor', 'Amount', 'Notes']]);
    for (const g of groups) {
      const rows: RowValue[][] = g.lines.map((l, i) => [
        l.date,
        g.cat,
        l.vendor,
        cell(l.amount),
        i === 0 && g.cat === 'Tools' ? 'replace wheel belt' : null,
      ]);
      rows.push([null, `Subtotal ${g.cat}`, null, cell(g.sub)], []);
      at = writeRows(ws, at, rows);
    }
    writeRows(ws, at, [[null, 'Grand total', null, cell(grand)]]);
    ws.getColumn(1).numFmt = 'yyyy-mm-dd';
    ws.getColumn(4).numFmt = '#,##0.00 "zł"';

    const all = groups.flatMap((g) => g.lines.map((l) => ({ ...l, cat: g.cat })));
    const largest = all[argMax(all.map((l) => l.amount))]!;
    const byMonth = [0, 1, 2, 3, 4, 5].map((mo) =>
      sumB(all.filter((l) => l.month === mo).map((l) => l.amount)),
    );
    const { qs, ask, refuse } = asker(NAME);
    ask(
      'total expenses',
      { value: m(grand) },
      'grand total = sum of the lines (subtotals not added again)',
    );
    ask(
      'what did we spend on clay and glazes',
      { value: m(groups[0]!.sub) },
      'Clay & Glazes lines',
    );
    ask(
      'kiln electricity so far this year',
      { value: m(groups[1]!.sub) },
      'Kiln Electricity lines',
    );
    ask(
      'largest single expense',
      { value: m(largest.amount) },
      'max line amount, subtotals and grand total excluded',
    );
    ask(
      'which category costs us the most',
      { at: groups[argMax(groups.map((g) => g.sub))]!.cat.split(' ')[0]! },
      'category with the largest subtotal',
    );
    ask('how much went on marketing', { value: m(groups[4]!.sub) }, 'Marketing lines');
    ask(
      'what % of spending is rent',
      { value: pct(groups[2]!.sub, grand) },
      'Rent / grand total *100, 2 dp',
    );
    ask(
      'how many expense entries are there',
      { value: whole(all.length) },
      'count of lines, not subtotal rows',
    );
    ask('expenses in march', { value: m(byMonth[2]!) }, 'all lines dated March');
    ask(
      'what did we pay Allegro',
      { value: m(sumB(all.filter((l) => l.vendor === 'Allegro').map((l) => l.amount))) },
      'Vendor = Allegro',
    );
    ask(
      'average tools purchase',
      {
        value: m(
          (groups[3]!.sub * 1n + BigInt(groups[3]!.lines.length) / 2n) /
            BigInt(groups[3]!.lines.length),
        ),
      },
      'Tools subtotal / number of Tools lines, rounded to the grosz (amounts are positive)',
    );
    ask(
      'biggest spending month',
      {
        at: ['January', 'February', 'March', 'April', 'May', 'June'][argMax(byMonth)]!.slice(0, 3),
      },
      'month with the largest sum of lines',
    );
    refuse('whats eating our margin', 'no revenue on the sheet: margin cannot be computed');
    refuse('how much did we spend in september', 'the log covers January to June only');

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [
        ['grand = sum of lines', grand, sumB(all.map((l) => l.amount))],
        ['grand = sum of months', grand, sumB(byMonth)],
      ],
    };
  },
};
