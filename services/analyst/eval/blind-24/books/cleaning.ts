/** Office cleaning company (KSh): expense log grouped by category, blank rows, subtotals, grand total on top. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import { argMax, cell, cents, MON, putRow, sumB, utcDate, type BookDef } from '../kit';

const CATS = {
  Supplies: ['Detergent drums', 'Microfibre cloths', 'Mop heads', 'Bin liners'],
  Transport: ['Matatu fares', 'Van fuel', 'Van service'],
  Wages: ['Casual cleaners', 'Supervisor'],
  Office: ['Airtime', 'Rent', 'Stationery'],
} as const;
type Cat = keyof typeof CATS;

interface Line {
  date: Date;
  month: number;
  cat: Cat;
  item: string;
  amount: bigint;
}

export const cleaning: BookDef = {
  name: 'cleaning',
  business: 'office cleaning company, Nairobi',
  build(rng) {
    const lines: Line[] = [];
    for (const cat of Object.keys(CATS) as Cat[]) {
      const n = rng.int(5, 8);
      for (let i = 0; i < n; i++) {
        const month = rng.int(0, 5);
        lines.push({
          date: utcDate(2025, month, rng.int(1, 28)),
          month,
          cat,
          item: rng.pick(CATS[cat]),
          amount: cents(rng, 800, 45000),
        });
      }
    }
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Expenses H1');
    const grand = sumB(lines.map((l) => l.amount));
    putRow(ws, 1, ['Safi Office Cleaning Ltd – expenses January to June 2025 (KSh)']);
    putRow(ws, 2, ['GRAND TOTAL', undefined, undefined, cell(grand)]);
    putRow(ws, 4, ['Date', 'Category', 'Description', 'Amount (KSh)', 'Paid by']);
    let r = 5;
    const subs: bigint[] = [];
    for (const cat of Object.keys(CATS) as Cat[]) {
      const mine = lines.filter((l) => l.cat === cat).sort((a, b) => +a.date - +b.date);
      for (const l of mine)
        putRow(ws, r++, [
          l.date,
          cat,
          l.item,
          cell(l.amount),
          rng.pick(['M-Pesa', 'Cash', 'Bank']),
        ]);
      const sub = sumB(mine.map((l) => l.amount));
      subs.push(sub);
      putRow(ws, r++, [undefined, `Subtotal ${cat}`, undefined, cell(sub)]);
      r++;
    }
    putRow(ws, r + 1, ['Note: receipts for cash items are in the blue folder.']);
    ws.getColumn(1).numFmt = 'dd-mmm-yy';
    const cats = Object.keys(CATS) as Cat[];
    const biggest = lines.reduce((b, l) => (l.amount > b.amount ? l : b));
    const fuel = sumB(lines.filter((l) => l.item === 'Van fuel').map((l) => l.amount));
    const april = sumB(lines.filter((l) => l.month === 3).map((l) => l.amount));
    const top = argMax(subs);
    const byMonth = MON.slice(0, 6).map((_, m) =>
      sumB(lines.filter((l) => l.month === m).map((l) => l.amount)),
    );
    return {
      workbook: wb,
      checks: [{ what: 'subtotals = grand total', a: sumB(subs), b: grand }],
      questions: [
        {
          question: 'what were total expenses',
          expect: { value: money(grand) },
          means: 'sum of expense lines (= GRAND TOTAL), subtotals not added',
        },
        {
          question: 'how much did we spend on supplies',
          expect: { value: money(subs[0]!) },
          means: 'Supplies subtotal',
        },
        {
          question: 'transport costs?',
          expect: { value: money(subs[1]!) },
          means: 'Transport subtotal',
        },
        {
          question: 'what did we spend on fuel',
          expect: { value: money(fuel) },
          means: 'sum of Van fuel lines',
        },
        {
          question: 'largest single expense',
          expect: { value: money(biggest.amount) },
          means: 'largest line amount (not a subtotal/total)',
        },
        {
          question: 'where does most of our money go',
          expect: { at: top === 2 ? ['Wages'] : [cats[top]!] },
          means: 'category with the largest subtotal',
        },
        {
          question: 'what % of spending is wages',
          expect: { value: pct(subs[2]!, grand) },
          means: 'Wages subtotal / grand total',
        },
        {
          question: 'expenses in april',
          expect: { value: money(april) },
          means: 'lines dated April 2025',
        },
        {
          question: 'how many expense entries are there',
          expect: { value: String(lines.length) },
          means: 'count of lines, excluding subtotal and total rows',
        },
        { question: 'office costs', expect: { value: money(subs[3]!) }, means: 'Office subtotal' },
        {
          question: 'which month did we spend the most',
          expect: { at: [MON[argMax(byMonth)]!] },
          means: 'month with the largest summed lines',
        },
        {
          question: 'how much VAT did we pay',
          expect: { refuse: true },
          means: 'amounts carry no VAT split',
        },
        {
          question: 'are we spending more than last year',
          expect: { refuse: true },
          means: 'no prior year in the workbook',
        },
      ],
    };
  },
};
