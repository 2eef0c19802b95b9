/**
 * Dog groomer in Cape Town (R): a QuickBooks-style Profit and Loss export, title rows
 * (company, report name, period), an indented account column, months "Jan 2025" ... and Total.
 */
import { money, pct, sum } from '../../expect';
import {
  Asker,
  MON,
  argmax,
  between,
  cell,
  monthPlaces,
  newBook,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('dog-groomer-qb');
const m12 = (lo: number, hi: number): bigint[] =>
  MON.map(() => BigInt(between(r, lo, hi) * 100 + between(r, 0, 99)));
const INCOME = {
  'Grooming - full groom': m12(28000, 52000),
  'Grooming - wash only': m12(9000, 21000),
  'Nail clipping': m12(1500, 4200),
  'Retail products': m12(3000, 9500),
};
const COGS = { 'Shampoo & supplies': m12(2500, 6000), 'Retail stock': m12(1800, 5200) };
const EXP = {
  Rent: MON.map(() => 1450000n),
  Salaries: m12(21000, 26000),
  'Water & electricity': m12(1800, 4100),
  'Vehicle - mobile van': m12(1200, 5600),
  'Bank charges': m12(150, 480),
};
const tot = (g: Record<string, bigint[]>): bigint[] =>
  MON.map((_, k) => sum(Object.values(g).map((v) => v[k]!)));
const tInc = tot(INCOME);
const tCogs = tot(COGS);
const gross = MON.map((_, k) => tInc[k]! - tCogs[k]!);
const tExp = tot(EXP);
const net = MON.map((_, k) => gross[k]! - tExp[k]!);

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Wet Nose Grooming (Pty) Ltd']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', ...MON.map((m) => `${m} 2025`), 'Total']);
  const put = (label: string, v: bigint[]): void =>
    void ws.addRow([label, ...v.map(cell), cell(sum(v))]);
  const group = (head: string, g: Record<string, bigint[]>, total: string, t: bigint[]): void => {
    ws.addRow([`   ${head}`]);
    for (const [k, v] of Object.entries(g)) put(`      ${k}`, v);
    put(`   ${total}`, t);
  };
  ws.addRow(['Ordinary Income/Expenses']);
  group('Income', INCOME, 'Total Income', tInc);
  group('Cost of Goods Sold', COGS, 'Total Cost of Goods Sold', tCogs);
  put('Gross Profit', gross);
  group('Expenses', EXP, 'Total Expenses', tExp);
  put('Net Operating Income', net);
  put('Net Income', net);
  ws.addRow([]);
  ws.addRow(['Cash Basis  Tuesday, January 13, 2026 09:41 AM GMT+02:00']);
  return toBytes(wb);
}

const q = new Asker('groomer');
const best = argmax(net);
q.value('total income 2025', money(sum(tInc)), 'Total Income, Total column');
q.value(
  'how much did full grooms make',
  money(sum(INCOME['Grooming - full groom'])),
  'Grooming - full groom, Total column',
);
q.value('net income for the year', money(sum(net)), 'Net Income, Total column');
q.value('what did we pay in rent', money(sum(EXP.Rent)), 'Rent, Total column');
q.value('salaries in june', money(EXP.Salaries[5]!), 'Salaries, Jun 2025');
q.value('gross profit', money(sum(gross)), 'Gross Profit, Total column');
q.value(
  'total expenses',
  money(sum(tExp)),
  'Total Expenses, Total column (excludes Cost of Goods Sold)',
);
q.value(
  'nail clipping income q1',
  money(sum(INCOME['Nail clipping'].slice(0, 3))),
  'Nail clipping Jan+Feb+Mar 2025',
);
q.percent('net margin', pct(sum(net), sum(tInc)), 'Net Income / Total Income x 100, year');
q.place(
  'best month for net income',
  monthPlaces(best, 2025),
  'month with the highest Net Income',
  money(net[best]!),
);
q.value(
  'how much did the van cost us',
  money(sum(EXP['Vehicle - mobile van'])),
  'Vehicle - mobile van, Total column',
);
q.value('income in august', money(tInc[7]!), 'Total Income, Aug 2025');
q.value(
  'bank charges for the year?',
  money(sum(EXP['Bank charges'])),
  'Bank charges, Total column',
);
q.value(
  'retail products sold minus retail stock cost',
  money(sum(INCOME['Retail products']) - sum(COGS['Retail stock'])),
  'Retail products Total - Retail stock Total',
);
q.refuse('how many dogs did we groom', 'no counts in the report');
q.refuse('who is our best customer', 'no customers in a P&L');

export const dogGroomerQb: BlindBook = {
  name: 'dog-groomer-qb',
  business: 'dog groomer',
  currency: 'R',
  shape: 'QuickBooks-style P&L export, indented accounts, months + Total',
  build,
  questions: q.list,
  checks: [
    { what: 'net = income - cogs - expenses', a: sum(net), b: sum(tInc) - sum(tCogs) - sum(tExp) },
    {
      what: 'income by line = by month',
      a: sum(Object.values(INCOME).map((v) => sum(v))),
      b: sum(tInc),
    },
    uniqueCheck('net month', net),
  ],
};
