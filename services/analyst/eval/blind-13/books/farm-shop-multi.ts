/**
 * A farm shop's multi-sheet workbook (GBP): "Sales" (months down, departments across, Total
 * column), "Costs" (months down, cost lines across, no totals) and a "Notes" sheet of text.
 * Months are full names, January..June 2025.
 */
import { money, pct, sum } from '../../expect';
import {
  argmax,
  argmin,
  ask,
  cell,
  int,
  monthPlaces,
  MONTHS,
  rng,
  toBytes,
  uniqueMax,
  uniqueMin,
  type BlindBook,
} from '../kit';

const NAME = 'farm-shop-multi';
const r = rng(14);
const DEPTS = ['Veg & fruit', 'Butchery', 'Dairy', 'Bakery', 'Café'];
const COSTS = ['Stock purchases', 'Wages', 'Rent', 'Utilities', 'Card fees'];
const M6 = MONTHS.slice(0, 6);
const sales = M6.map(() => DEPTS.map(() => BigInt(int(r, 300_000, 2_400_000))));
const costs = M6.map(() =>
  COSTS.map((c) => (c === 'Rent' ? 220_000n : BigInt(int(r, 20_000, 1_900_000)))),
);
const salesM = sales.map((s) => sum(s));
const costsM = costs.map((c) => sum(c));
const profitM = salesM.map((s, i) => s - costsM[i]!);
const deptT = DEPTS.map((_, d) => sum(sales.map((s) => s[d]!)));
const costT = COSTS.map((_, c) => sum(costs.map((x) => x[c]!)));
if (!uniqueMax(salesM) || !uniqueMax(deptT) || !uniqueMin(profitM) || !uniqueMax(costT))
  throw new Error(`${NAME}: tie`);

export const farmShopMulti: BlindBook = {
  name: NAME,
  business: 'farm shop',
  shape: 'multi-sheet: Sales, Costs, Notes',
  build: () =>
    toBytes((wb) => {
      const s = wb.addWorksheet('Sales');
      s.addRow(['Month', ...DEPTS, 'Total']);
      M6.forEach((m, i) => s.addRow([m, ...sales[i]!.map(cell), cell(salesM[i]!)]));
      const c = wb.addWorksheet('Costs');
      c.addRow(['Orchard Gate Farm Shop — costs 2025 (£)']);
      c.addRow(['Month', ...COSTS]);
      M6.forEach((m, i) => c.addRow([m, ...costs[i]!.map(cell)]));
      const n = wb.addWorksheet('Notes');
      n.addRow(['Figures exclude VAT. Café reopened after refit in February.']);
      n.addRow(['Rent fixed at £2,200 per month until 2027.']);
    }),
  checks: [{ what: 'department totals = monthly totals', a: sum(deptT), b: sum(salesM) }],
  questions: ask(NAME, [
    [
      'total sales so far this year',
      { value: money(sum(salesM)), means: 'Sales sheet, all departments, Jan..Jun' },
    ],
    ['total costs', { value: money(sum(costsM)), means: 'Costs sheet, all lines, Jan..Jun' }],
    [
      'how much profit have we made',
      {
        value: money(sum(salesM) - sum(costsM)),
        means: 'total sales - total costs (both sheets), Jan..Jun',
      },
    ],
    [
      'best month for sales',
      { at: monthPlaces(argmax(salesM)), means: 'month with the largest Total on Sales' },
    ],
    [
      'which department sells the most',
      { at: DEPTS[argmax(deptT)]!, means: 'department with the largest Jan..Jun total' },
    ],
    ['butchery sales', { value: money(deptT[1]!), means: 'Butchery, Jan..Jun' }],
    ['what did we spend on wages', { value: money(costT[1]!), means: 'Wages, Jan..Jun' }],
    [
      'how did we do in march',
      {
        value: [money(profitM[2]!), money(salesM[2]!)],
        means: 'March profit (sales - costs) or March sales: both readings accepted',
      },
    ],
    [
      'worst month for profit',
      { at: monthPlaces(argmin(profitM)), means: 'month with the smallest sales - costs' },
    ],
    [
      'what is our biggest cost',
      { at: COSTS[argmax(costT)]!, means: 'cost line with the largest Jan..Jun total' },
    ],
    ['café sales in april', { value: money(sales[3]![4]!), means: 'one cell' }],
    [
      'profit margin %',
      {
        value: pct(sum(salesM) - sum(costsM), sum(salesM)),
        means: '(sales - costs) / sales * 100, Jan..Jun',
      },
    ],
    [
      'dairy share of sales',
      { value: pct(deptT[2]!, sum(salesM)), means: 'Dairy / total sales * 100' },
    ],
    ['what was our best selling product', { refuse: true, means: 'departments only, no products' }],
    ['how did july go', { refuse: true, means: 'no July figures' }],
  ]),
};
