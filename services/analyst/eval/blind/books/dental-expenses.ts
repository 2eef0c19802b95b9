/**
 * Bright Smile Dental Clinic (€): an expense log for Q1 grouped by category, each group with a
 * "Subtotal - <category>" row and a blank row after it, a Grand Total, a note under the table.
 */
import { meanCents, money, pct } from '../../expect';
import { makeRng } from '../rng';
import { bold, cell, day, EURO, formatColumns, newBook, sumN, toBytes } from '../sheet';
import type { BookSpec } from '../types';

const CATEGORIES: Array<{
  name: string;
  vendors: string[];
  what: string[];
  lo: number;
  hi: number;
  n: [number, number];
}> = [
  {
    name: 'Dental supplies',
    vendors: ['Henry Schein', 'Dentsply Sirona', 'Praxisbedarf Müller'],
    what: ['Gloves and masks', 'Composite resin', 'Impression material', 'Disposable bibs'],
    lo: 8000,
    hi: 95000,
    n: [6, 9],
  },
  {
    name: 'Lab fees',
    vendors: ['Kessler Dental Lab'],
    what: ['Crowns', 'Bridge work', 'Night guards'],
    lo: 40000,
    hi: 260000,
    n: [3, 5],
  },
  {
    name: 'Rent',
    vendors: ['Hofmann Immobilien'],
    what: ['Practice rent'],
    lo: 320000,
    hi: 320000,
    n: [3, 3],
  },
  {
    name: 'Utilities',
    vendors: ['Stadtwerke', 'Telekom'],
    what: ['Electricity', 'Phone and internet', 'Water'],
    lo: 6000,
    hi: 42000,
    n: [4, 6],
  },
  {
    name: 'Staff training',
    vendors: ['Zahnärztekammer', 'DentAcademy'],
    what: ['CPD course', 'Hygiene seminar'],
    lo: 15000,
    hi: 90000,
    n: [2, 3],
  },
  {
    name: 'Marketing',
    vendors: ['Google Ads', 'Druckerei Weber'],
    what: ['Search ads', 'Flyers'],
    lo: 5000,
    hi: 60000,
    n: [2, 4],
  },
];

export interface Expense {
  category: string;
  month: number;
  dayOfMonth: number;
  vendor: string;
  amount: number; // cents
}

export const dentalExpenses: BookSpec<{ lines: Expense[] }> = {
  name: 'dental-expenses',
  about:
    'dental clinic, €, Q1 expense log grouped by category with subtotal rows, blank rows, grand total',
  async build(seed) {
    const rng = makeRng(seed);
    const lines: Expense[] = [];
    for (const c of CATEGORIES) {
      const n = c.name === 'Rent' ? 3 : rng.int(c.n[0], c.n[1]);
      const dates = Array.from({ length: n }, (_, i) =>
        c.name === 'Rent' ? [i + 1, 1] : [rng.int(1, 3), rng.int(1, 28)],
      ).sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
      for (const [month, d] of dates) {
        const amount = c.lo === c.hi ? c.lo : rng.int(c.lo, c.hi);
        lines.push({
          category: c.name,
          month: month!,
          dayOfMonth: d!,
          vendor: rng.pick(c.vendors),
          amount,
        });
      }
    }
    const wb = newBook();
    const ws = wb.addWorksheet('Ausgaben Q1');
    bold(ws.addRow(['Bright Smile Dental Clinic']));
    ws.addRow(['Expense log, Q1 2025 (EUR)']);
    ws.addRow([]);
    bold(ws.addRow(['Date', 'Vendor', 'Description', 'Category', 'Amount']));
    for (const c of CATEGORIES) {
      const mine = lines.filter((l) => l.category === c.name);
      for (const l of mine)
        ws.addRow([
          day(2025, l.month, l.dayOfMonth),
          l.vendor,
          rng.pick(c.what),
          c.name,
          cell(l.amount),
        ]);
      bold(
        ws.addRow([
          `Subtotal - ${c.name}`,
          null,
          null,
          null,
          cell(sumN(mine.map((l) => l.amount))),
        ]),
      );
      ws.addRow([]);
    }
    bold(ws.addRow(['Grand Total', null, null, null, cell(sumN(lines.map((l) => l.amount)))]));
    ws.addRow([]);
    ws.addRow(['Lab fees are invoiced monthly by Kessler Dental Lab.']);
    ws.getColumn(1).numFmt = 'dd.mm.yyyy';
    formatColumns(ws, [5], EURO, 5);
    return { bytes: await toBytes(wb), facts: { lines } };
  },
  questions({ lines }) {
    const total = sumN(lines.map((l) => l.amount));
    const cat = (name: string): Expense[] => lines.filter((l) => l.category === name);
    const catSum = (name: string): number => sumN(cat(name).map((l) => l.amount));
    const sums = CATEGORIES.map((c) => catSum(c.name));
    const topCat = sums.indexOf(Math.max(...sums));
    const amounts = lines.map((l) => l.amount);
    const supplies = cat('Dental supplies');
    return [
      {
        id: 'total',
        question: 'What were total expenses?',
        expect: { value: money(total) },
        means: 'sum of the expense lines = Grand Total (subtotals not added again)',
      },
      {
        id: 'lab',
        question: 'how much did we spend on lab fees',
        expect: { value: money(catSum('Lab fees')) },
        means: 'Lab fees lines (= their subtotal)',
      },
      {
        id: 'largest',
        question: 'largest single expense',
        expect: { value: money(Math.max(...amounts)) },
        means: 'largest expense line; a subtotal or total is not an expense',
      },
      {
        id: 'kessler',
        question: 'what did we pay kessler',
        expect: {
          value: money(
            sumN(lines.filter((l) => l.vendor === 'Kessler Dental Lab').map((l) => l.amount)),
          ),
        },
        means: 'sum of lines with vendor Kessler Dental Lab',
      },
      {
        id: 'top-cat',
        question: 'biggest expense category',
        expect: { value: money(sums[topCat]!), at: CATEGORIES[topCat]!.name },
        means: 'category with the largest subtotal',
      },
      {
        id: 'supplies-count',
        question: 'how many supply purchases were there',
        expect: { value: String(supplies.length) },
        means: 'number of Dental supplies lines',
      },
      {
        id: 'rent-share',
        question: 'what percent of our costs is rent',
        expect: { value: pct(catSum('Rent'), total) },
        means: 'Rent / grand total',
      },
      {
        id: 'utilities-feb',
        question: 'utilities in february',
        expect: {
          value: money(
            sumN(
              cat('Utilities')
                .filter((l) => l.month === 2)
                .map((l) => l.amount),
            ),
          ),
        },
        means: 'Utilities lines dated in February',
      },
      {
        id: 'january',
        question: 'how much did we spend in january',
        expect: { value: money(sumN(lines.filter((l) => l.month === 1).map((l) => l.amount))) },
        means: 'all expense lines dated in January',
      },
      {
        id: 'avg-supply',
        question: 'average supplies purchase',
        expect: { value: meanCents(sumN(supplies.map((l) => l.amount)), supplies.length) },
        means: 'Dental supplies total / number of those lines',
      },
      {
        id: 'smallest',
        question: 'smallest expense',
        expect: { value: money(Math.min(...amounts)) },
        means: 'smallest expense line',
      },
      {
        id: 'marketing',
        question: 'marketing spend',
        expect: { value: money(catSum('Marketing')) },
        means: 'Marketing lines',
      },
      {
        id: 'supplies-lab',
        question: 'how much did supplies and lab fees cost together',
        expect: { value: money(catSum('Dental supplies') + catSum('Lab fees')) },
        means: 'Dental supplies + Lab fees',
      },
      {
        id: 'training',
        question: 'what did staff training cost us',
        expect: { value: money(catSum('Staff training')) },
        means: 'Staff training lines',
      },
      {
        id: 'revenue',
        question: 'what was our revenue',
        expect: { refuse: true },
        means: 'an expense log has no revenue',
      },
      {
        id: 'fuel',
        question: 'how much did we spend on fuel',
        expect: { refuse: true },
        means: 'no fuel category, vendor or description',
      },
      {
        id: 'april',
        question: 'expenses for april',
        expect: { refuse: true },
        means: 'the log covers Q1 only; 0 would be a guess',
      },
    ];
  },
};
