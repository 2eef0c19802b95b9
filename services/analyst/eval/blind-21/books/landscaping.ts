/** Landscaping firm (Dubai), expense log in AED grouped by category: blank rows, subtotals, a grand total. */
import ExcelJS from 'exceljs';
import {
  argmax,
  asker,
  cell,
  hundredths as m,
  int,
  meanCents,
  pct,
  PCT,
  pick,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function landscaping(): BlindBook {
  const r = rng(SEED + 3);
  const cats: Record<string, string[]> = {
    'Plants & turf': ['Nursery Al Warsan', 'Turf Masters', 'Green Oasis'],
    Fuel: ['ENOC', 'ADNOC'],
    'Equipment hire': ['Al Futtaim Hire', 'Toolpoint'],
    'Irrigation parts': ['RainPro Trading', 'Aqua Parts'],
    'Vehicle repairs': ['Quick Fix Garage'],
  };
  interface E {
    date: Date;
    month: number;
    cat: string;
    vendor: string;
    amt: number;
    paid: string;
  }
  const rows: E[] = [];
  for (const [cat, vendors] of Object.entries(cats)) {
    const n = int(r, 6, 10);
    for (let i = 0; i < n; i++) {
      const month = int(r, 0, 11);
      rows.push({
        date: new Date(Date.UTC(2025, month, int(r, 1, 28))),
        month,
        cat,
        vendor: pick(r, vendors),
        amt: int(r, 150_00, 9_800_00),
        paid: pick(r, ['Card', 'Transfer', 'Cash']),
      });
    }
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  ws.addRow(['Desert Bloom Landscaping LLC']);
  ws.addRow(['Expense log 2025 (AED)']);
  ws.addRow(['Date', 'Supplier', 'Category', 'Amount AED', 'Paid by']);
  const subs: Record<string, bigint> = {};
  for (const cat of Object.keys(cats)) {
    const mine = rows.filter((e) => e.cat === cat).sort((a, b) => +a.date - +b.date);
    for (const e of mine) ws.addRow([e.date, e.vendor, e.cat, cell(e.amt), e.paid]);
    subs[cat] = sum(mine.map((e) => e.amt));
    ws.addRow(['', '', `Subtotal ${cat}`, cell(subs[cat]!)]);
    ws.addRow([]);
  }
  const grand = sum(rows.map((e) => e.amt));
  ws.addRow(['', '', 'GRAND TOTAL', cell(grand)]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';

  const out: BlindQuestion[] = [];
  const q = asker('landscaping', out);
  q('what did we spend in total', 'sum of expense lines (= GRAND TOTAL)', { value: m(grand) });
  q('what did we spend on fuel', 'Fuel lines (= Subtotal Fuel)', { value: m(subs['Fuel']!) });
  q('how much went on equipment hire', 'Equipment hire subtotal', {
    value: m(subs['Equipment hire']!),
  });
  const catNames = Object.keys(cats);
  q('biggest expense category', 'category with the largest subtotal', {
    at: argmax(catNames, (c) => subs[c]!),
  });
  const big = argmax(rows, (e) => e.amt);
  q('largest single expense', 'largest expense line (not a subtotal)', { value: m(big.amt) });
  q('who was the largest single bill from', 'supplier of the largest expense line', {
    at: big.vendor,
  });
  q('how many expenses are logged', 'count of expense lines (no subtotal or total rows)', {
    value: String(rows.length),
  });
  q('average expense', 'grand total / number of lines', {
    value: meanCents(grand, rows.length),
    tol: 0.01,
  });
  q('what % of spending was plants and turf', 'Plants & turf subtotal / grand total', {
    value: pct(subs['Plants & turf']!, grand),
    tol: PCT,
  });
  const enoc = sum(rows.filter((e) => e.vendor === 'ENOC').map((e) => e.amt));
  q('how much did we pay enoc', 'sum of lines with supplier ENOC', { value: m(enoc) });
  const mar = sum(rows.filter((e) => e.month === 2).map((e) => e.amt));
  q('total spend in march', 'lines dated March 2025', { value: m(mar) });
  const irr = rows.filter((e) => e.cat === 'Irrigation parts');
  q('smallest irrigation parts purchase', 'smallest line in Irrigation parts', {
    value: m(irr.reduce((a, e) => Math.min(a, e.amt), Infinity)),
  });
  q('how much did we pay in cash', 'sum of lines with Paid by = Cash', {
    value: m(sum(rows.filter((e) => e.paid === 'Cash').map((e) => e.amt))),
  });
  q('are we over budget on fuel', 'no budget on the sheet', { refuse: true });
  q('how much vat did we pay', 'no VAT column; amounts are not split', { refuse: true });
  return {
    name: 'landscaping',
    business: 'landscaping, AED, expense log with subtotals',
    workbook: wb,
    questions: out,
  };
}
