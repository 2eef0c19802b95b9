/** Locksmith, Ohio ($): QuickBooks-style Profit and Loss export, title rows, indented accounts, one Total column. */
import { money, pct } from '../../expect';
import { asker, intIn, rngFor, total, units, writeBook, type BlindBook, type Cell } from '../lib';

const NAME = 'locksmith';
const rng = rngFor(NAME);
const amt = (lo: number, hi: number): bigint => BigInt(intIn(rng, lo * 100, hi * 100));
const income = {
  'Residential lockouts': amt(40000, 60000),
  'Rekeying & lock changes': amt(25000, 40000),
  'Commercial access control': amt(30000, 70000),
  'Safe opening': amt(4000, 9000),
};
const cogs = { 'Locks & hardware': amt(15000, 25000), 'Key blanks': amt(1500, 3000) };
const expenses = {
  'Vehicle expenses': { Fuel: amt(6000, 9000), Repairs: amt(1500, 4000) },
  'Advertising & Marketing': amt(5000, 12000),
  Insurance: amt(3000, 5000),
  'Tools & equipment': amt(2000, 7000),
  'Phone & answering service': amt(1800, 2600),
};
const interest = amt(50, 300);
const totIncome = total(Object.values(income));
const totCogs = total(Object.values(cogs));
const gross = totIncome - totCogs;
const vehicle = expenses['Vehicle expenses'];
const totVehicle = vehicle.Fuel + vehicle.Repairs;
const totExp =
  totVehicle +
  expenses['Advertising & Marketing'] +
  expenses.Insurance +
  expenses['Tools & equipment'] +
  expenses['Phone & answering service'];
const noi = gross - totExp;
const netIncome = noi + interest;

const rows: Cell[][] = [
  ['Keystone Lock & Key LLC'],
  ['Profit and Loss'],
  ['January - December 2025'],
  [],
  [null, 'Total'],
  ['Income'],
  ...Object.entries(income).map(([k, v]) => ['   ' + k, units(v)]),
  ['Total Income', units(totIncome)],
  ['Cost of Goods Sold'],
  ...Object.entries(cogs).map(([k, v]) => ['   ' + k, units(v)]),
  ['Total Cost of Goods Sold', units(totCogs)],
  ['Gross Profit', units(gross)],
  ['Expenses'],
  ['   Vehicle expenses'],
  ['      Fuel', units(vehicle.Fuel)],
  ['      Repairs', units(vehicle.Repairs)],
  ['   Total Vehicle expenses', units(totVehicle)],
  ['   Advertising & Marketing', units(expenses['Advertising & Marketing'])],
  ['   Insurance', units(expenses.Insurance)],
  ['   Tools & equipment', units(expenses['Tools & equipment'])],
  ['   Phone & answering service', units(expenses['Phone & answering service'])],
  ['Total Expenses', units(totExp)],
  ['Net Operating Income', units(noi)],
  ['Other Income'],
  ['   Interest earned', units(interest)],
  ['Total Other Income', units(interest)],
  ['Net Income', units(netIncome)],
  [],
  [],
  ['Cash Basis  Monday, January 12, 2026  09:14 AM GMT-05:00'],
];

const { qs, ask } = asker(NAME, 'lk');
const incomeNames = Object.keys(income);
const incomeVals = Object.values(income);
const topIdx = incomeVals.indexOf(incomeVals.reduce((a, b) => (b > a ? b : a)));
ask('total income 2025', { value: money(totIncome), means: 'Total Income' });
ask('what was net income', { value: money(netIncome), means: 'Net Income (after other income)' });
ask('gross profit?', { value: money(gross), means: 'Gross Profit' });
ask('gross margin %', { value: pct(gross, totIncome), means: 'Gross Profit / Total Income' });
ask('net profit margin', { value: pct(netIncome, totIncome), means: 'Net Income / Total Income' });
ask('how much did we spend on the vans', {
  value: money(totVehicle),
  means: 'Total Vehicle expenses (Fuel + Repairs)',
});
ask('fuel cost', { value: money(vehicle.Fuel), means: 'Fuel under Vehicle expenses' });
ask('total expenses', {
  value: money(totExp),
  means: 'Total Expenses (operating, excluding COGS)',
});
ask('what brings in the most money', {
  value: money(incomeVals[topIdx]!),
  at: incomeNames[topIdx]!,
  means: 'largest income account',
});
ask('how much did lockouts make', {
  value: money(income['Residential lockouts']),
  means: 'Residential lockouts',
});
ask('advertising as a % of income', {
  value: pct(expenses['Advertising & Marketing'], totIncome),
  means: 'Advertising & Marketing / Total Income',
});
ask('cost of goods', { value: money(totCogs), means: 'Total Cost of Goods Sold' });
ask('operating income', { value: money(noi), means: 'Net Operating Income' });
ask('commercial work share of income', {
  value: pct(income['Commercial access control'], totIncome),
  means: 'Commercial access control / Total Income',
});
ask('how much interest did the bank pay us', { value: money(interest), means: 'Interest earned' });
ask('how did we do in june', { refuse: true, means: 'annual total only, no months' });
ask('how much do customers owe us', { refuse: true, means: 'no receivables on a P&L' });

export const locksmith: BlindBook = {
  name: NAME,
  business: 'locksmith (US$)',
  build: () => writeBook([{ name: 'Profit and Loss', rows }]),
  questions: qs,
  checks: [
    [
      'net income = all income - all cost lines',
      netIncome,
      total([...incomeVals, interest]) -
        total([
          ...Object.values(cogs),
          vehicle.Fuel,
          vehicle.Repairs,
          expenses['Advertising & Marketing'],
          expenses.Insurance,
          expenses['Tools & equipment'],
          expenses['Phone & answering service'],
        ]),
    ],
  ],
};
