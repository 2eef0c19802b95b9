/**
 * Tiger Crane Dojo (SGD, "S$"): a multi-sheet book: a member list (plan, monthly fee, joined,
 * status), monthly income by plan with gradings and a Total row/column, and monthly costs
 * with a Total row/column. Some answers need two sheets (profit = income - costs).
 */
import { meanCents, money, pct } from '../../expect';
import {
  argmax,
  cell$,
  day,
  MONTHS,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'dojo';
const PLANS = ['Adult', 'Junior', 'Family'];
const FEE = [12000n, 8500n, 19000n];
const COSTS = ['Rent', 'Instructors', 'Mats & kit', 'Insurance'];
const FIRST = [
  'Wei Ling',
  'Arjun',
  'Siti',
  'Marcus',
  'Hui Min',
  'Daniel',
  'Priya',
  'Kenji',
  'Nurul',
  'Ethan',
  'Mei',
  'Ravi',
  'Aisyah',
  'Jun Hao',
  'Chloe',
  'Farid',
  'Grace',
  'Hafiz',
  'Isabel',
  'Kai',
  'Lakshmi',
  'Min Jun',
  'Nadia',
  'Owen',
  'Pei Shan',
  'Qistina',
  'Ryan',
  'Shreya',
];

export async function buildDojo(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const members = FIRST.map((name, i) => {
    const plan = rng.int(0, 2);
    const status = rng.next() < 0.72 ? 'Active' : rng.next() < 0.5 ? 'Frozen' : 'Left';
    return {
      name: `${name} ${String.fromCharCode(65 + (i % 26))}.`,
      plan,
      fee: FEE[plan]!,
      joined: day(2023 + rng.int(0, 2), rng.int(1, 12), rng.int(1, 28)),
      status,
    };
  });
  const income = MONTHS.map(() => [
    ...PLANS.map((_, p) => BigInt(rng.int(p === 2 ? 10 : 30, p === 2 ? 22 : 55)) * FEE[p]!),
    BigInt(rng.int(0, 1) ? rng.int(4, 14) * 3500 : 0),
  ]);
  const costs = MONTHS.map(() => [
    350000n,
    BigInt(rng.int(2800, 4200) * 100),
    BigInt(rng.int(0, 900) * 100),
    26000n,
  ]);
  const incM = income.map(total);
  const costM = costs.map(total);
  const incCol = [0, 1, 2, 3].map((c) => total(income.map((r) => r[c]!)));
  const costCol = [0, 1, 2, 3].map((c) => total(costs.map((r) => r[c]!)));
  const incY = total(incM);
  const costY = total(costM);

  const wb = newBook();
  const wm = wb.addWorksheet('Members');
  wm.addRow(['Member', 'Plan', 'Monthly fee', 'Joined', 'Status']);
  members.forEach((m) => wm.addRow([m.name, PLANS[m.plan], cell$(m.fee), m.joined, m.status]));
  wm.getColumn(3).numFmt = moneyFmt('S$');
  wm.getColumn(4).numFmt = 'd mmm yyyy';

  const wi = wb.addWorksheet('Income 2025');
  wi.addRow(['Membership & grading income 2025 (S$)']);
  wi.addRow(['Month', ...PLANS, 'Gradings', 'Total']); // row 2
  MONTHS.forEach((m, i) => wi.addRow([m, ...income[i]!.map(cell$), cell$(incM[i]!)])); // rows 3..14
  wi.addRow(['Total', ...incCol.map(cell$), cell$(incY)]); // row 15
  for (let c = 2; c <= 6; c++) wi.getColumn(c).numFmt = moneyFmt('S$');

  const wc = wb.addWorksheet('Costs 2025');
  wc.addRow(['Running costs 2025 (S$)']);
  wc.addRow(['Month', ...COSTS, 'Total']);
  MONTHS.forEach((m, i) => wc.addRow([m, ...costs[i]!.map(cell$), cell$(costM[i]!)]));
  wc.addRow(['Total', ...costCol.map(cell$), cell$(costY)]); // row 15
  for (let c = 2; c <= 6; c++) wc.getColumn(c).numFmt = moneyFmt('S$');

  const q = new Questions(BOOK);
  const active = members.filter((m) => m.status === 'Active');
  q.ask('total income this year', { value: money(incY) }, 'Income 2025, Total row, Total column', {
    sheet: 'Income 2025',
    ref: 'F15',
  });
  q.ask(
    'what did running the dojo cost us',
    { value: money(costY) },
    'Costs 2025, Total row, Total column',
    { sheet: 'Costs 2025', ref: 'F15' },
  );
  q.ask(
    'did we make a profit this year? how much',
    { value: money(incY - costY) },
    'Income 2025 total - Costs 2025 total (signed)',
  );
  q.ask(
    'how many active members do we have',
    { value: String(active.length) },
    'Members rows with Status Active',
  );
  q.ask(
    'how many juniors are active',
    { value: String(active.filter((m) => m.plan === 1).length) },
    'Members rows with Plan Junior and Status Active',
  );
  q.ask(
    'best month for income',
    { at: MONTHS[argmax(incM)]! },
    'month with the largest income Total',
  );
  q.ask(
    'grading fees for the year',
    { value: money(incCol[3]!) },
    'Income 2025, Gradings column total',
    { sheet: 'Income 2025', ref: 'E15' },
  );
  q.ask('rent for the year', { value: money(costCol[0]!) }, 'Costs 2025, Rent total', {
    sheet: 'Costs 2025',
    ref: 'B15',
  });
  q.ask(
    'average membership fee',
    {
      value: [
        meanCents(total(active.map((m) => m.fee)), active.length),
        meanCents(total(members.map((m) => m.fee)), members.length),
      ],
    },
    'mean Monthly fee of active members or of all listed members: both accepted',
  );
  q.ask(
    'most expensive month',
    { at: MONTHS[argmax(costM)]! },
    'month with the largest costs Total',
  );
  q.ask(
    'family plan income in q4',
    { value: money(total(income.slice(9).map((r) => r[2]!))) },
    'Income 2025, Family, Oct+Nov+Dec',
  );
  q.ask(
    'what share of income comes from juniors',
    { value: pct(incCol[1]!, incY) },
    'Junior income total / income Total, percent 2 dp',
  );
  q.ask(
    'what should active members pay us each month',
    { value: money(total(active.map((m) => m.fee))) },
    'sum of Monthly fee over active members',
  );
  q.ask(
    'how many members have left',
    { value: String(members.filter((m) => m.status === 'Left').length) },
    'Members rows with Status Left',
  );
  q.ask(
    'instructor costs in june',
    { value: money(costs[5]![1]!) },
    'Costs 2025, Instructors, Jun',
    { sheet: 'Costs 2025', ref: 'C8' },
  );
  q.refuse('who is our best student', 'nothing about grades or attendance in the book');
  q.refuse(
    'how much do instructors get per class',
    'the book has monthly instructor costs but no classes',
  );

  return {
    name: BOOK,
    business: 'martial-arts dojo',
    shape:
      'multi-sheet: member list, income by month x plan, costs by month x line, each with Total row/column',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [
      { sheet: 'Income 2025', parts: ['B3:E14'], total: 'F15' },
      { sheet: 'Costs 2025', parts: ['B3:E14'], total: 'F15' },
      { sheet: 'Costs 2025', parts: ['F3:F14'], total: 'F15' },
    ],
  };
}
