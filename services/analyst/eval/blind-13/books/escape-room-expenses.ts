/**
 * An escape room's expense log (CHF): grouped by category, each group followed by a
 * "Subtotal <category>" row and a blank row, a "Grand total" at the bottom, a notes column and
 * two title lines.
 */
import { meanCents, money, pct, sum } from '../../expect';
import {
  argmax,
  argmin,
  ask,
  cell,
  int,
  monthPlaces,
  pick,
  rng,
  toBytes,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../kit';

const NAME = 'escape-room-expenses';
const r = rng(3);
const CATS = [
  { name: 'Rent', payees: ['Immobilien Keller AG'], lo: 480_000, hi: 480_000, n: 6 },
  {
    name: 'Props & puzzles',
    payees: ['Bastelzentrum', 'Galaxus', 'Schreinerei Huber'],
    lo: 4_500,
    hi: 95_000,
    n: 9,
  },
  { name: 'Marketing', payees: ['Google Ads', 'Meta', 'Flyerline'], lo: 12_000, hi: 140_000, n: 8 },
  { name: 'Utilities', payees: ['EWZ', 'Swisscom'], lo: 9_000, hi: 38_000, n: 10 },
  { name: 'Cleaning', payees: ['Blitzblank GmbH'], lo: 22_000, hi: 31_000, n: 6 },
] as const;
interface Line {
  month: number;
  day: number;
  cat: string;
  payee: string;
  cents: bigint;
}
const groups: Line[][] = CATS.map((c) =>
  Array.from({ length: c.n }, (_, i) => ({
    month: c.name === 'Rent' || c.name === 'Cleaning' ? i : int(r, 0, 5),
    day: c.name === 'Rent' ? 1 : int(r, 2, 28),
    cat: c.name,
    payee: pick(r, c.payees),
    cents: BigInt(int(r, c.lo, c.hi)),
  })).sort((a, b) => a.month - b.month || a.day - b.day),
);
const lines = groups.flat();
const subtotals = groups.map((g) => sum(g.map((l) => l.cents)));
const grand = sum(lines.map((l) => l.cents));
const byMonth = [0, 1, 2, 3, 4, 5].map((m) =>
  sum(lines.filter((l) => l.month === m).map((l) => l.cents)),
);
const swisscom = sum(lines.filter((l) => l.payee === 'Swisscom').map((l) => l.cents));
const nonRent = lines.filter((l) => l.cat !== 'Rent');
if (
  !uniqueMax(nonRent.map((l) => l.cents)) ||
  !uniqueMax(subtotals) ||
  !uniqueMin(subtotals) ||
  !uniqueMax(byMonth)
)
  throw new Error(`${NAME}: tie`);
const bigNonRent = nonRent[argmax(nonRent.map((l) => l.cents))]!;

export const escapeRoomExpenses: BlindBook = {
  name: NAME,
  business: 'escape room',
  shape: 'expense log grouped by category with subtotals, blank rows, grand total, notes column',
  build: () =>
    toBytes((wb) => {
      const ws = wb.addWorksheet('Ausgaben H1');
      ws.addRow(['Escape Hub Zürich — expenses Jan–Jun 2025']);
      ws.addRow(['All amounts in CHF']);
      ws.addRow(['Date', 'Category', 'Payee', 'Amount', 'Notes']);
      groups.forEach((g, gi) => {
        for (const l of g) {
          const row = ws.addRow([
            new Date(Date.UTC(2025, l.month, l.day)),
            l.cat,
            l.payee,
            cell(l.cents),
            l.payee === 'Galaxus' ? 'online order' : '',
          ]);
          row.getCell(1).numFmt = 'dd.mm.yyyy';
        }
        ws.addRow(['', `Subtotal ${CATS[gi]!.name}`, '', cell(subtotals[gi]!), '']);
        ws.addRow([]);
      });
      ws.addRow(['', 'Grand total', '', cell(grand), '']);
    }),
  checks: [
    { what: 'subtotals sum to grand total', a: sum(subtotals), b: grand },
    { what: 'months sum to grand total', a: sum(byMonth), b: grand },
  ],
  questions: ask(NAME, [
    [
      'what were total expenses',
      {
        value: money(grand),
        means: 'sum of expense lines (= Grand total), subtotals not added again',
      },
    ],
    [
      'how much did we spend on marketing',
      { value: money(subtotals[2]!), means: 'sum of Marketing lines (= its subtotal)' },
    ],
    [
      'what was the largest single expense that wasnt rent',
      {
        value: money(bigNonRent.cents),
        means: 'max line amount outside Rent, subtotal rows excluded',
      },
    ],
    [
      'whats our biggest cost category',
      { at: CATS[argmax(subtotals)]!.name, means: 'category with the largest subtotal' },
    ],
    [
      'which category did we spend least on',
      { at: CATS[argmin(subtotals)]!.name, means: 'category with the smallest subtotal' },
    ],
    [
      'how many expenses did we record',
      { value: String(lines.length), means: 'count of expense lines, no subtotal/total rows' },
    ],
    [
      'average expense',
      { value: meanCents(grand, lines.length), means: 'grand total / number of expense lines' },
    ],
    [
      'spend in march',
      { value: money(byMonth[2]!), means: 'lines dated March 2025, all categories' },
    ],
    [
      'what % of spending went on utilities',
      { value: pct(subtotals[3]!, grand), means: 'Utilities subtotal / grand total * 100' },
    ],
    [
      'how much did we pay swisscom',
      { value: money(swisscom), means: 'sum of lines with payee Swisscom' },
    ],
    [
      'props and puzzles total',
      { value: money(subtotals[1]!), means: 'sum of Props & puzzles lines' },
    ],
    [
      'which month did we spend the most',
      { at: monthPlaces(argmax(byMonth)), means: 'month with the largest total of lines' },
    ],
    [
      'whats eating our margin',
      { refuse: true, means: 'no revenue on the sheet: margin cannot be computed' },
    ],
    ['how much revenue did the rooms make', { refuse: true, means: 'expenses only' }],
    [
      'cleaning per month on average',
      {
        value: meanCents(subtotals[4]!, 6),
        means: 'Cleaning subtotal / 6 months (one invoice a month)',
      },
    ],
  ]),
};
