/**
 * Escape room in Manila (₱): budget vs actual for January-June 2026, two stacked tables on
 * one sheet (Income, then Costs) each with its own header and total, a Notes column, a
 * Profit line under the second table. Variance = Actual - Budget.
 */
import { growth, money, pct, sum } from '../../expect';
import {
  Asker,
  argmax,
  between,
  cell,
  newBook,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('escape-budget');
type L = { name: string; budget: bigint; actual: bigint; note: string };
const mk = (name: string, lo: number, hi: number, note = ''): L => {
  const budget = BigInt(between(r, lo, hi) * 1000 * 100);
  const actual = ((budget * BigInt(between(r, 78, 126))) / 100n / 100n) * 100n;
  return { name, budget, actual, note };
};
const INCOME: L[] = [
  mk('Room tickets - The Vault', 380, 620),
  mk('Room tickets - Lost Temple', 300, 540),
  mk('Corporate team building', 150, 420, 'two big bookings in March'),
  mk('Gift vouchers', 40, 120),
  mk('Merch & drinks', 20, 70),
];
const COSTS: L[] = [
  mk('Game masters wages', 260, 340),
  mk('Rent & CUSA', 240, 240),
  mk('Props & repairs', 30, 110, 'Vault lock replaced'),
  mk('Online ads', 45, 95),
  mk('Utilities', 55, 90),
  mk('Booking software', 18, 18),
];
const S = (xs: L[], f: (l: L) => bigint): bigint => sum(xs.map(f));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Budget vs Actual H1');
  ws.addRow(['Breakout Quest PH: budget vs actual, January to June 2026 (PHP ₱)']);
  const table = (title: string, xs: L[], total: string): void => {
    ws.addRow([title, 'Budget', 'Actual', 'Variance', 'Notes']);
    xs.forEach((l) =>
      ws.addRow([l.name, cell(l.budget), cell(l.actual), cell(l.actual - l.budget), l.note]),
    );
    ws.addRow([
      total,
      cell(S(xs, (l) => l.budget)),
      cell(S(xs, (l) => l.actual)),
      cell(S(xs, (l) => l.actual - l.budget)),
      '',
    ]);
    ws.addRow([]);
  };
  table('Income', INCOME, 'Total income');
  table('Costs', COSTS, 'Total costs');
  const pb = S(INCOME, (l) => l.budget) - S(COSTS, (l) => l.budget);
  const pa = S(INCOME, (l) => l.actual) - S(COSTS, (l) => l.actual);
  ws.addRow(['Profit', cell(pb), cell(pa), cell(pa - pb), '']);
  ws.getColumn(1).width = 30;
  return toBytes(wb);
}

const q = new Asker('escape');
const over = COSTS.map((l) => l.actual - l.budget);
const topOver = argmax(over);
const incA = S(INCOME, (l) => l.actual);
const incB = S(INCOME, (l) => l.budget);
const cosA = S(COSTS, (l) => l.actual);
const cosB = S(COSTS, (l) => l.budget);
const vault = INCOME[0]!;
const ads = COSTS[3]!;
q.value('actual income for the half year', money(incA), 'Total income, Actual');
q.value('what was the budget for online ads', money(ads.budget), 'Online ads, Budget');
q.place(
  'which cost went most over budget',
  COSTS[topOver]!.name,
  'cost line with the largest Actual - Budget',
  money(over[topOver]!),
);
q.value(
  'how far over or under budget were costs',
  money(cosA - cosB),
  'Total costs, Actual - Budget (negative = under; the size is compared, sign ignored)',
);
q.list[q.list.length - 1]!.expect.abs = true;
q.value(
  'vault tickets vs budget',
  money(vault.actual - vault.budget),
  'Room tickets - The Vault, Variance (Actual - Budget)',
);
q.value('actual profit', money(incA - cosA), 'Profit, Actual');
q.value('budgeted profit', money(incB - cosB), 'Profit, Budget');
q.value(
  'did we hit the income budget? by what %',
  [pct(incA, incB), growth(incB, incA)],
  'two readings accepted: Total income Actual / Budget x 100, or (Actual - Budget) / Budget x 100',
  0.01,
);
q.value('actual spend on props and repairs', money(COSTS[2]!.actual), 'Props & repairs, Actual');
q.value(
  'corporate team building actual',
  money(INCOME[2]!.actual),
  'Corporate team building, Actual',
);
q.value('total costs budget', money(cosB), 'Total costs, Budget');
q.value(
  'ticket sales both rooms actual',
  money(INCOME[0]!.actual + INCOME[1]!.actual),
  'The Vault + Lost Temple, Actual',
);
q.value(
  'gift voucher variance',
  money(INCOME[3]!.actual - INCOME[3]!.budget),
  'Gift vouchers, Variance',
);
q.refuse('what is the budget for next year', 'only H1 2026 is budgeted');
q.refuse('which room is most popular by players', 'no player counts; tickets are money');
q.refuse('how did we do in july', 'the sheet covers January-June');

export const escapeBudget: BlindBook = {
  name: 'escape-budget',
  business: 'escape room',
  currency: '₱',
  shape: 'budget vs actual, two stacked tables',
  build,
  questions: q.list,
  checks: [
    { what: 'variance sum = actual - budget', a: sum(over), b: cosA - cosB },
    uniqueCheck('cost over budget', over),
  ],
};
