/**
 * A craft brewery's budget vs actual for the half year: revenue by outlet and cost lines,
 * Budget | Actual | Variance | Var %, section totals, net result. Australian dollars.
 * Variance = Actual - Budget for every line (a cost over budget shows a positive variance).
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { argmax, cell, cents, growth, isum, money, newBook, toBytes } from '../kit/cells';

const REV = ['Taproom', 'Bottle shops', 'Pubs & venues (kegs)', 'Online store'];
const COST = [
  'Malt & hops',
  'Packaging (cans)',
  'Brewer wages',
  'Excise duty',
  'Rent',
  'Freight',
  'Marketing',
];

export async function buildBreweryBudget(r: Rng): Promise<BuiltBook> {
  const rb = REV.map(() => cents(r, 40000, 160000, true));
  const ra = rb.map((b) => b + cents(r, -20000, 22000));
  const cb = COST.map(() => cents(r, 15000, 90000, true));
  const ca = cb.map((b, i) => (i === 4 ? b : b + cents(r, -9000, 14000)));
  const trb = isum(rb);
  const tra = isum(ra);
  const tcb = isum(cb);
  const tca = isum(ca);
  const wb = newBook();
  const ws = wb.addWorksheet('Budget v Actual H2');
  ws.addRow(['Hop Yard Brewing Co. - Budget vs Actual, Jul-Dec 2026 (AUD)']);
  ws.addRow([]);
  ws.addRow(['', 'Budget', 'Actual', 'Variance', 'Var %']);
  const line = (n: string, b: bigint, a: bigint): void =>
    void ws.addRow([n, cell(b), cell(a), cell(a - b), Number(growth(b, a)) / 100]);
  ws.addRow(['Sales by outlet']);
  REV.forEach((n, i) => line(n, rb[i]!, ra[i]!));
  line('Total sales', trb, tra);
  ws.addRow([]);
  ws.addRow(['Costs']);
  COST.forEach((n, i) => line(n, cb[i]!, ca[i]!));
  line('Total costs', tcb, tca);
  ws.addRow([]);
  line('Net result', trb - tcb, tra - tca);
  ws.getColumn(5).numFmt = '0.0%';

  const over = ca.map((a, i) => a - cb[i]!);
  const worst = argmax(over);
  const overCount = over.filter((v) => v > 0n).length;
  const revVar = ra.map((a, i) => a - rb[i]!);
  const bestOutlet = argmax(ra);
  const beat = argmax(revVar);
  const questions: BookQuestion[] = [
    {
      id: 'sales',
      question: 'actual sales for the half',
      expect: { value: money(tra) },
      means: 'Total sales, Actual',
    },
    {
      id: 'vsbud',
      question: 'are sales ahead of budget? by how much',
      expect: { value: money(tra - trb) },
      means: 'Total sales, Variance (Actual - Budget)',
    },
    {
      id: 'costs',
      question: 'total costs actual',
      expect: { value: money(tca), abs: true },
      means: 'Total costs, Actual',
    },
    {
      id: 'costvar',
      question: 'how far over or under budget are we on costs',
      expect: { value: money(tca - tcb) },
      means: 'Total costs, Variance',
    },
    {
      id: 'worst',
      question: 'where did we overspend the most',
      expect: { value: money(over[worst]!), at: COST[worst]! },
      means: 'cost line with the largest positive variance',
    },
    {
      id: 'overn',
      question: 'how many cost lines went over budget',
      expect: { value: String(overCount) },
      means: 'cost lines with Actual > Budget',
    },
    {
      id: 'net',
      question: 'net result actual',
      expect: { value: money(tra - tca) },
      means: 'Net result, Actual',
    },
    {
      id: 'netbud',
      question: 'what profit did we budget for',
      expect: { value: money(trb - tcb) },
      means: 'Net result, Budget',
    },
    {
      id: 'taproom',
      question: 'taproom actual vs budget in %',
      expect: { value: growth(rb[0]!, ra[0]!), tol: 0.01 },
      means: 'Taproom Var % = (Actual - Budget) / Budget',
    },
    {
      id: 'outlet',
      question: 'which outlet sold the most',
      expect: { value: money(ra[bestOutlet]!), at: REV[bestOutlet]!.split(' ')[0]! },
      means: 'largest Actual among sales lines',
    },
    {
      id: 'beat',
      question: 'which outlet beat its budget by the most',
      expect: { value: money(revVar[beat]!), at: REV[beat]!.split(' ')[0]! },
      means: 'largest sales Variance',
    },
    {
      id: 'excise',
      question: 'excise duty budget',
      expect: { value: money(cb[3]!), abs: true },
      means: 'Excise duty, Budget',
    },
    {
      id: 'freight',
      question: 'what did freight actually cost',
      expect: { value: money(ca[5]!), abs: true },
      means: 'Freight, Actual',
    },
    {
      id: 'online',
      question: 'online store variance',
      expect: { value: money(revVar[3]!) },
      means: 'Online store, Variance',
    },
    {
      id: 'litres',
      question: 'how many litres did we sell to pubs',
      expect: { refuse: true },
      means: 'dollars only, no volumes',
    },
    {
      id: 'nextbud',
      question: 'what should next half year budget be',
      expect: { refuse: true },
      means: 'a judgement, not in the sheet',
    },
  ];
  return {
    business: 'craft brewery',
    shape: 'budget vs actual with sections, Variance and Var %, net result',
    bytes: await toBytes(wb),
    questions,
    checks: [
      {
        what: 'line variances add up to the section variances',
        left: isum(revVar) - isum(over),
        right: tra - trb - (tca - tcb),
      },
    ],
  };
}
