/** Bookbinder, €: expense log grouped by category, a Subtotal row and a blank row after each group, a Grand total and a note. */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import { argMax, argMin, cell, questionsFor, rng, toBytes, total, type BlindBook } from '../lib';

const r = rng(3);
const cats: Array<[string, string[], number, number]> = [
  ['Leather', ['Harmatan Ltd', 'Tannerie Roux'], 8000, 60000],
  ['Paper & board', ['Papeterie Nord', 'Fabriano Direct'], 3000, 25000],
  ['Tools', ['Ochs Werkzeug', 'Bindery Supply Co'], 1500, 40000],
  ['Rent', ['Atelier Landlord SCI'], 95000, 95000],
  ['Postage', ['La Poste', 'DHL Express'], 800, 6000],
];
interface Line {
  d: Date;
  sup: string;
  cat: string;
  desc: string;
  amt: number;
}
const lines: Line[] = [];
for (const [cat, sups, lo, hi] of cats) {
  const n = cat === 'Rent' ? 12 : r.int(7, 11);
  for (let i = 0; i < n; i++) {
    const m = cat === 'Rent' ? i : r.int(0, 11);
    lines.push({
      d: new Date(Date.UTC(2025, m, r.int(1, 28))),
      sup: r.pick(sups),
      cat,
      desc: `${cat.toLowerCase()} ${i + 1}`,
      amt: r.int(lo, hi),
    });
  }
}
const catNames = cats.map((c) => c[0]);
const catTot = catNames.map((c) => total(lines.filter((l) => l.cat === c).map((l) => l.amt)));
const amts = lines.map((l) => l.amt);
const grand = total(amts);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Outgoings 2025');
  ws.addRow(['Quire & Thread Bindery']);
  ws.addRow(['Expenses 2025 (EUR)']);
  ws.addRow([]);
  ws.addRow(['Date', 'Supplier', 'Category', 'Description', 'Amount (€)']);
  catNames.forEach((c, i) => {
    for (const l of lines.filter((x) => x.cat === c))
      ws.addRow([l.d, l.sup, l.cat, l.desc, cell(l.amt)]);
    ws.addRow(['', '', `Subtotal ${c}`, '', cell(catTot[i]!)]);
    ws.addRow([]);
  });
  ws.addRow(['', '', 'Grand total', '', cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Note: amounts exclude VAT.']);
  ws.getColumn(1).numFmt = 'dd.mm.yyyy';
  return toBytes(wb);
}

const postMar = total(
  lines.filter((l) => l.cat === 'Postage' && l.d.getUTCMonth() === 2).map((l) => l.amt),
);
const dhl = lines.filter((l) => l.sup === 'DHL Express');
const q1 = total(lines.filter((l) => l.d.getUTCMonth() < 3).map((l) => l.amt));
const top = argMax(catTot);

export const bookbinder: BlindBook = {
  name: 'bookbinder',
  business: 'bookbindery',
  shape: 'expense log with subtotals per category, blank rows, grand total, note',
  bytes,
  checks: [{ what: 'category subtotals = grand total of lines', a: total(catTot), b: grand }],
  questions: questionsFor('bookbinder', [
    [
      'what did we spend in total last year',
      {
        value: money(grand),
        means: 'sum of the expense lines (= Grand total; subtotals not added)',
      },
    ],
    [
      'what did we spend on leather',
      { value: money(catTot[0]!), means: 'Leather lines (= Subtotal Leather)' },
    ],
    [
      'largest single expense',
      {
        value: money(amts[argMax(amts)]!),
        means:
          'max of one expense line (not a subtotal or the grand total; a tie does not change the figure)',
      },
    ],
    [
      'which category costs us the most',
      {
        at: catNames[top],
        value: money(catTot[top]!),
        means: 'category with the largest subtotal',
      },
    ],
    ['postage in march?', { value: money(postMar), means: 'Postage lines dated March 2025' }],
    [
      'how many times did we use dhl',
      { value: String(dhl.length), means: 'count of lines with supplier DHL Express' },
    ],
    [
      'how much have we paid DHL Express',
      { value: money(total(dhl.map((l) => l.amt))), means: 'sum of DHL Express lines' },
    ],
    [
      'average expense',
      { value: meanCents(grand, lines.length), means: 'grand total / number of expense lines' },
    ],
    [
      'rent as a % of all spending',
      { value: pct(catTot[3]!, grand), means: 'Rent subtotal / grand total, %' },
    ],
    ['spending in the first quarter', { value: money(q1), means: 'lines dated Jan-Mar 2025' }],
    ['smallest expense', { value: money(amts[argMin(amts)]!), means: 'min of one expense line' }],
    ['paper and board total', { value: money(catTot[1]!), means: 'Paper & board lines' }],
    [
      'how much vat did we pay',
      { refuse: true, means: 'the note says amounts exclude VAT; VAT is not in the sheet' },
    ],
    ['were we profitable', { refuse: true, means: 'no income in the workbook' }],
  ]),
};
