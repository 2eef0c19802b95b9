/** PPC agency, Dublin (€): AR aging summary with the TOTAL row at the top, retainers clients below. */
import { money, pct } from '../../expect';
import {
  argBest,
  asker,
  intIn,
  rngFor,
  sheetSum,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'ppc-agency';
const rng = rngFor(NAME);
const buckets = ['Current', '1 - 30', '31 - 60', '61 - 90', '91 and over'];
const clients = [
  'Atlantic Kayak Tours',
  'Brogan Dental Group',
  'Cliffside Hotel',
  'Dunne Solicitors',
  'Emerald Pet Supplies',
  'Fitzgerald Motors',
  'Galway Gin Co.',
  'Harbour Physio',
];
const aging = clients.map((_, i) =>
  buckets.map((_, b) =>
    rng() < (b === 0 ? 0.9 : 0.45 - b * 0.05)
      ? BigInt(intIn(rng, 800_00, 9_000_00) + (i === 5 && b === 4 ? 12_000_00 : 0))
      : 0n,
  ),
);
aging[5]![4] = aging[5]![4]! || 14_250_00n; // one long-overdue client
const rowTot = aging.map((r) => total(r));
const colTot = buckets.map((_, b) => total(aging.map((r) => r[b]!)));
const grand = total(rowTot);

const rows: Cell[][] = [
  ['Clickwise Digital Ltd — A/R Aging Summary'],
  ['As of 31 October 2025 · EUR'],
  [null, ...buckets, 'Total'],
  ['TOTAL', ...colTot.map(units), units(grand)],
  [],
  ...clients.map((c, i) => [
    c,
    ...aging[i]!.map((v) => (v === 0n ? null : units(v))),
    units(rowTot[i]!),
  ]),
];

const { qs, ask } = asker(NAME, 'pa');
const most = argBest(rowTot);
const over60 = colTot[3]! + colTot[4]!;
const overdue = grand - colTot[0]!;
const over90clients = aging.filter((r) => r[4]! > 0n).length;
const mostOver90 = argBest(aging.map((r) => r[4]!));
ask('who owes us the most', {
  value: money(rowTot[most]!),
  at: clients[most]!,
  means: 'client with the largest Total',
});
ask('total outstanding', {
  value: money(grand),
  means: 'TOTAL row, Total column (not doubled with the client rows)',
});
ask('how much is more than 60 days late', { value: money(over60), means: '61-90 + 91 and over' });
ask('what is over 90 days', { value: money(colTot[4]!), means: '91 and over column total' });
ask('how much is overdue', { value: money(overdue), means: 'everything not Current' });
ask('what does cliffside hotel owe', { value: money(rowTot[2]!), means: 'Cliffside Hotel Total' });
ask('how many clients are over 90 days', {
  value: String(over90clients),
  means: 'clients with a non-empty 91 and over cell',
});
ask('what percent of receivables is current', {
  value: pct(colTot[0]!, grand),
  means: 'Current / Total',
});
ask('worst payer', {
  value: money(aging[mostOver90]![4]!),
  at: clients[mostOver90]!,
  means: 'client with the most in 91 and over',
});
ask('how much of fitzgerald motors is past 90 days', {
  value: money(aging[5]![4]!),
  means: 'Fitzgerald Motors, 91 and over',
});
ask('1-30 day bucket total', { value: money(colTot[1]!), means: '1 - 30 column total' });
ask('how many clients owe us anything', {
  value: String(rowTot.filter((t) => t > 0n).length),
  means: 'client rows with a Total > 0',
});
ask('galway gin current balance', {
  value: money(aging[6]![0]!),
  means: 'Galway Gin Co., Current',
});
ask('share of receivables over 60 days', {
  value: pct(over60, grand),
  means: '(61-90 + 91 and over) / Total',
});
ask('when will fitzgerald pay', { refuse: true, means: 'no payment dates on an aging summary' });
ask('how much did we bill brogan dental this year', {
  refuse: true,
  means: 'aging shows open balances, not billings',
});

export const ppcAgency: BlindBook = {
  name: NAME,
  business: 'PPC agency (€)',
  build: () => writeBook([{ name: 'AR Aging', rows }]),
  questions: qs,
  checks: [
    ['grand = client totals on the sheet', grand, sheetSum(rows.slice(5), 6, () => true)],
    [
      'grand = bucket cells on the sheet',
      grand,
      [1, 2, 3, 4, 5].reduce((s, c) => s + sheetSum(rows.slice(5), c, () => true), 0n),
    ],
  ],
};
