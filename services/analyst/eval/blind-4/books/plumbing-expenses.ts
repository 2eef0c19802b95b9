/**
 * A plumbing contractor's expense log: lines grouped by category, a "Subtotal" row after each
 * group, blank rows between groups, a grand total at the bottom. New Zealand dollars.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import {
  MON,
  argmax,
  cell,
  cents,
  day,
  isum,
  meanCents,
  money,
  newBook,
  pct,
  toBytes,
} from '../kit/cells';

const CATS = {
  Fuel: { vendors: ['Z Energy', 'BP Connect', 'Mobil'], lo: 60, hi: 180 },
  'Pipe & fittings': { vendors: ['Plumbing World', 'Mico', 'Reece'], lo: 90, hi: 1400 },
  Tools: { vendors: ['Bunnings', 'Milwaukee NZ', 'Mitre 10'], lo: 40, hi: 900 },
  'Van repairs': { vendors: ['Tony’s Auto', 'Repco'], lo: 120, hi: 1800 },
  'Phone & software': { vendors: ['One NZ', 'Tradify'], lo: 45, hi: 160 },
} as const;
type Cat = keyof typeof CATS;

interface Line {
  month: number;
  d: number;
  vendor: string;
  cat: Cat;
  amount: bigint;
}

export async function buildPlumbingExpenses(r: Rng): Promise<BuiltBook> {
  const lines: Line[] = [];
  for (const cat of Object.keys(CATS) as Cat[]) {
    const spec = CATS[cat];
    const n = cat === 'Fuel' ? r.int(14, 20) : r.int(4, 9);
    const rows: Line[] = Array.from({ length: n }, () => ({
      month: r.int(1, 6),
      d: r.int(1, 28),
      vendor: r.pick(spec.vendors),
      cat,
      amount: cents(r, spec.lo, spec.hi),
    }));
    rows.sort((a, b) => a.month - b.month || a.d - b.d);
    lines.push(...rows);
  }
  const cats = Object.keys(CATS) as Cat[];
  const sub = cats.map((c) => isum(lines.filter((l) => l.cat === c).map((l) => l.amount)));
  const grand = isum(lines.map((l) => l.amount));

  const wb = newBook();
  const ws = wb.addWorksheet('Expenses Jan-Jun');
  ws.addRow(['Flowright Plumbing Ltd']);
  ws.addRow(['Expenses January - June 2026, NZD incl. GST']);
  ws.addRow([]);
  ws.addRow(['Date', 'Supplier', 'Category', 'Amount']);
  cats.forEach((c, i) => {
    for (const l of lines.filter((x) => x.cat === c))
      ws.addRow([day(2026, l.month, l.d), l.vendor, l.cat, cell(l.amount)]);
    ws.addRow(['', `Subtotal ${c}`, '', cell(sub[i]!)]);
    ws.addRow([]);
  });
  ws.addRow(['', 'GRAND TOTAL', '', cell(grand)]);
  ws.getColumn(1).numFmt = 'd mmm yyyy';

  const fuel = lines.filter((l) => l.cat === 'Fuel');
  const big = lines[argmax(lines.map((l) => l.amount))]!;
  const top = argmax(sub);
  const march = (c?: Cat): bigint =>
    isum(lines.filter((l) => l.month === 3 && (!c || l.cat === c)).map((l) => l.amount));
  const reece = lines.filter((l) => l.vendor === 'Reece');
  const byMonth = Array.from({ length: 6 }, (_, m) =>
    isum(lines.filter((l) => l.month === m + 1).map((l) => l.amount)),
  );
  const topMonth = argmax(byMonth);
  const questions: BookQuestion[] = [
    {
      id: 'total',
      question: 'what did we spend in total',
      expect: { value: money(grand), abs: true },
      means: 'grand total (= sum of lines, subtotals not added again)',
    },
    {
      id: 'fuel',
      question: 'what did we spend on fuel',
      expect: { value: money(sub[0]!), abs: true },
      means: 'Fuel subtotal',
    },
    {
      id: 'largest',
      question: 'largest single expense?',
      expect: { value: money(big.amount), abs: true, at: [big.vendor, big.cat] },
      means: 'largest line (not a subtotal or the grand total)',
    },
    {
      id: 'topcat',
      question: 'which category costs us the most',
      expect: { value: money(sub[top]!), abs: true, at: cats[top]! },
      means: 'category with the largest subtotal',
    },
    {
      id: 'fueln',
      question: 'how many times did we fill up',
      expect: { value: String(fuel.length) },
      means: 'count of Fuel lines',
    },
    {
      id: 'fuelavg',
      question: 'average fuel bill',
      expect: { value: meanCents(sub[0]!, fuel.length), abs: true },
      means: 'Fuel subtotal / number of Fuel lines',
    },
    {
      id: 'tools',
      question: 'tools spend',
      expect: { value: money(sub[2]!), abs: true },
      means: 'Tools subtotal',
    },
    {
      id: 'vanpct',
      question: 'what % of our spending went on van repairs',
      expect: { value: pct(sub[3]!, grand), tol: 0.01 },
      means: 'Van repairs subtotal / grand total',
    },
    {
      id: 'march',
      question: 'expenses in march',
      expect: { value: money(march()), abs: true },
      means: 'sum of lines dated March',
    },
    {
      id: 'marfuel',
      question: 'how much fuel in march',
      expect: { value: money(march('Fuel')), abs: true },
      means: 'Fuel lines dated March',
    },
    {
      id: 'reece',
      question: 'how much have we paid Reece',
      expect: { value: money(isum(reece.map((l) => l.amount))), abs: true },
      means: 'sum of lines with supplier Reece',
    },
    {
      id: 'lines',
      question: 'how many expenses are in the sheet',
      expect: { value: String(lines.length) },
      means: 'count of expense lines (not subtotals or total)',
    },
    {
      id: 'topmonth',
      question: 'which month did we spend most',
      expect: { value: money(byMonth[topMonth]!), abs: true, at: MON[topMonth]! },
      means: 'month with the largest sum of lines',
    },
    {
      id: 'gst',
      question: 'how much GST can we claim back',
      expect: { refuse: true },
      means: 'amounts are GST-inclusive; the GST part is not in the sheet',
    },
    {
      id: 'july',
      question: 'what did we spend in july',
      expect: { refuse: true },
      means: 'the log covers January-June only',
    },
  ];
  return {
    business: 'plumbing contractor',
    shape: 'expense log grouped by category, subtotal rows, blank rows, grand total',
    bytes: await toBytes(wb),
    questions,
    checks: [
      { what: 'subtotals add up to the grand total', left: isum(sub), right: grand },
      { what: 'months add up to the grand total', left: isum(byMonth), right: grand },
    ],
  };
}
