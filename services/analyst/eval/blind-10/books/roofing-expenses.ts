/**
 * Roofing contractor: an expense log grouped by category, each group followed by a
 * "Subtotal" line and a blank row, a grand total at the bottom. USD, two title lines.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const CATEGORIES = ['Materials', 'Fuel', 'Equipment hire', 'Subcontractors', 'Dump fees'];
const JOBS = [
  'J-101 Harper St',
  'J-102 Oakridge Mall',
  'J-103 Lee residence',
  'J-104 Baptist church',
  'J-105 Pine Ct',
];
const VENDORS: Record<string, string[]> = {
  Materials: ['Bolt Supply', 'ABC Roofing Depot'],
  Fuel: ['Shell', 'Circle K'],
  'Equipment hire': ['Sunbelt Rentals'],
  Subcontractors: ['Garcia Gutters', 'TopCoat Sealing'],
  'Dump fees': ['County Landfill'],
};

interface Line {
  month: number;
  day: number;
  job: number;
  cat: number;
  vendor: string;
  amount: bigint;
}

export function roofingExpenses(): BlindBook {
  const name = 'roofing-expenses';
  const rng = seeded(SEED, name);
  const lines: Line[] = [];
  CATEGORIES.forEach((c, cat) => {
    const n = rng.int(5, 9);
    for (let i = 0; i < n; i++) {
      const hi = cat === 0 || cat === 3 ? 850000 : cat === 2 ? 240000 : 45000;
      lines.push({
        month: rng.int(0, 11),
        day: rng.int(1, 28),
        job: rng.int(0, JOBS.length - 1),
        cat,
        vendor: rng.pick(VENDORS[c]!),
        amount: BigInt(rng.int(4000, hi)),
      });
    }
  });
  lines.sort((a, b) => a.cat - b.cat || a.month - b.month || a.day - b.day);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses FY25');
  ws.addRow(['Apex Roofing LLC']);
  ws.addRow(['Job expenses, Jan-Dec 2025 (USD)']);
  ws.addRow([]);
  ws.addRow(['Date', 'Job', 'Category', 'Vendor', 'Amount']);
  const subtotals = CATEGORIES.map((c, cat) => {
    const mine = lines.filter((l) => l.cat === cat);
    for (const l of mine) {
      const r = ws.addRow([
        new Date(Date.UTC(2025, l.month, l.day)),
        JOBS[l.job],
        c,
        l.vendor,
        cell(l.amount),
      ]);
      r.getCell(1).numFmt = 'mm/dd/yyyy';
    }
    const st = sumOf(mine.map((l) => l.amount));
    ws.addRow(['', '', `Subtotal ${c}`, '', cell(st)]);
    ws.addRow([]);
    return st;
  });
  const grand = sumOf(lines.map((l) => l.amount));
  ws.addRow(['', '', 'GRAND TOTAL', '', cell(grand)]);

  const amounts = lines.map((l) => l.amount);
  const byJob = JOBS.map((_, j) => sumOf(lines.filter((l) => l.job === j).map((l) => l.amount)));
  const sumWhere = (f: (l: Line) => boolean): bigint => sumOf(lines.filter(f).map((l) => l.amount));
  const biggest = amounts.reduce((m, x) => (x > m ? x : m));
  const smallest = amounts.reduce((m, x) => (x < m ? x : m));

  const { ask, questions } = asker(name);
  ask(
    'what were total expenses for the year',
    { value: money(grand) },
    'sum of the expense lines (= GRAND TOTAL; subtotals not added again)',
  );
  ask('what did we spend on fuel', { value: money(subtotals[1]!) }, 'Fuel lines (= Subtotal Fuel)');
  ask(
    'largest single expense?',
    { value: money(biggest) },
    'largest expense line; subtotals and grand total are not expenses',
  );
  ask('smallest expense', { value: money(smallest) }, 'smallest expense line');
  ask(
    'which category costs us the most',
    { at: CATEGORIES[argExtreme(subtotals, true)]! },
    'category with the largest subtotal',
  );
  ask(
    'how many expenses did we log',
    { value: String(lines.length) },
    'number of expense lines, not subtotal/total lines',
  );
  ask(
    'what did the baptist church job cost us',
    { value: money(byJob[3]!) },
    'sum of lines with Job = J-104 Baptist church',
  );
  ask(
    'which job was most expensive',
    { at: JOBS[argExtreme(byJob, true)]!.slice(0, 5) },
    'job with the largest summed cost (its J-number)',
  );
  ask(
    'spend in q3',
    { value: money(sumWhere((l) => l.month >= 6 && l.month <= 8)) },
    'lines dated July-September 2025',
  );
  ask(
    'average expense',
    { value: meanCents(grand, lines.length) },
    'grand total / number of expense lines',
  );
  ask(
    'materials as a % of total spend',
    { value: pct(subtotals[0]!, grand) },
    'Materials subtotal / grand total, percent',
  );
  ask(
    'how much have we paid bolt supply',
    { value: money(sumWhere((l) => l.vendor === 'Bolt Supply')) },
    'sum of lines with Vendor = Bolt Supply',
  );
  ask(
    'how much went on equipment hire',
    { value: money(subtotals[2]!) },
    'Equipment hire subtotal',
  );
  ask('subcontractors total', { value: money(subtotals[3]!) }, 'Subcontractors subtotal');
  ask('how much did the Harper St job earn us', { refuse: true }, 'no revenue in an expense log');
  ask('how many litres of diesel did we buy', { refuse: true }, 'amounts only, no quantities');
  ask(
    'whats eating our margin',
    { refuse: true },
    'margin needs revenue, which this sheet does not have',
  );

  return {
    name,
    business: 'roofing contractor',
    shape: 'expense log grouped by category with subtotals, blank rows and a grand total',
    workbook: wb,
    questions,
    checks: [
      { what: 'subtotals add to grand total', a: sumOf(subtotals), b: grand },
      { what: 'jobs add to grand total', a: sumOf(byJob), b: grand },
      { what: 'top category unique', a: BigInt(uniqueExtreme(subtotals, true)), b: 1n },
      { what: 'top job unique', a: BigInt(uniqueExtreme(byJob, true)), b: 1n },
    ],
  };
}
