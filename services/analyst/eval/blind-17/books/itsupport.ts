/** IT support firm ($): QuickBooks-style P&L export, title rows, indented numbered accounts. */
import ExcelJS from 'exceljs';
import { growth, hundredths, pct, sum } from '../../expect';
import {
  REFUSE,
  argmax,
  asker,
  bytes,
  cell,
  int,
  rng,
  sheet,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(17705);
const cols = ['Jan - Mar 2025', 'Apr - Jun 2025', 'Jul - Sep 2025', 'Oct - Dec 2025'];
const line = (lo: number, hi: number) => cols.map(() => BigInt(int(r, lo * 100, hi * 100)));
const inc = {
  '4000 Managed service contracts': line(90000, 130000),
  '4100 Hourly support': line(20000, 45000),
  '4200 Hardware resale': line(15000, 40000),
};
const cogs = { '5000 Hardware purchases': line(10000, 28000) };
const exp = {
  '6000 Payroll': line(60000, 80000),
  '6100 Software subscriptions': line(6000, 11000),
  '6200 Vehicle & fuel': line(2500, 6000),
  '6300 Rent': cols.map(() => 900000n),
  '6400 Insurance': line(1200, 2400),
};
const tot = (g: Record<string, bigint[]>) =>
  cols.map((_, i) => sum(Object.values(g).map((v) => v[i]!)));
const tInc = tot(inc);
const tCogs = tot(cogs);
const gp = cols.map((_, i) => tInc[i]! - tCogs[i]!);
const tExp = tot(exp);
const net = cols.map((_, i) => gp[i]! - tExp[i]!);
const fy = (v: bigint[]) => sum(v);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const L = (label: string, v: bigint[]): Row => [label, ...v.map(cell), cell(fy(v))];
  const rows: Row[] = [
    ['Helix IT Support LLC'],
    ['Profit and Loss'],
    ['January - December 2025'],
    [],
    [null, ...cols, 'Total'],
    ['Income'],
    ...Object.entries(inc).map(([k, v]) => L(`   ${k}`, v)),
    L('Total Income', tInc),
    ['Cost of Goods Sold'],
    ...Object.entries(cogs).map(([k, v]) => L(`   ${k}`, v)),
    L('Total Cost of Goods Sold', tCogs),
    L('Gross Profit', gp),
    ['Expenses'],
    ...Object.entries(exp).map(([k, v]) => L(`   ${k}`, v)),
    L('Total Expenses', tExp),
    L('Net Operating Income', net),
    L('Net Income', net),
    [],
    ['Accrual Basis  Monday, January 12, 2026 09:14 AM GMT-05:00'],
  ];
  sheet(wb, 'Profit and Loss', rows);
  return bytes(wb);
}

const { q, list } = asker('itsupport');
q('total income 2025', { value: hundredths(fy(tInc)) }, 'Total Income, Total column');
q('net income for the year', { value: hundredths(fy(net)) }, 'Net Income, Total column');
q(
  'managed services revenue in Q3',
  { value: hundredths(inc['4000 Managed service contracts'][2]!) },
  'Jul-Sep cell of account 4000',
);
q(
  'what did we spend on fuel',
  { value: hundredths(fy(exp['6200 Vehicle & fuel'])) },
  'Vehicle & fuel, Total column',
);
q(
  'payroll as a % of total expenses',
  { value: pct(fy(exp['6000 Payroll']), fy(tExp)) },
  'Payroll total / Total Expenses total x 100',
);
q('net margin', { value: pct(fy(net), fy(tInc)) }, 'Net Income / Total Income x 100, full year');
q(
  'which quarter was most profitable',
  { value: hundredths(net[argmax(net)]!), at: [cols[argmax(net)]!, `Q${argmax(net) + 1}`] },
  'quarter with the highest Net Income',
);
q(
  'how much did hourly support grow from the first quarter to the last, %',
  { value: growth(inc['4100 Hourly support'][0]!, inc['4100 Hourly support'][3]!) },
  '(Oct-Dec - Jan-Mar)/Jan-Mar x 100',
);
q('gross profit', { value: hundredths(fy(gp)) }, 'Gross Profit, Total column');
q(
  'hardware margin for the year',
  {
    value: [
      hundredths(fy(inc['4200 Hardware resale']) - fy(cogs['5000 Hardware purchases'])),
      pct(
        fy(inc['4200 Hardware resale']) - fy(cogs['5000 Hardware purchases']),
        fy(inc['4200 Hardware resale']),
      ),
    ],
  },
  'Hardware resale minus Hardware purchases, full year, in money or as % of resale: both readings accepted',
);
q(
  'software subscriptions apr-jun',
  { value: hundredths(exp['6100 Software subscriptions'][1]!) },
  'one cell',
);
q(
  'total expenses in the last quarter',
  { value: hundredths(tExp[3]!) },
  'Total Expenses, Oct - Dec',
);
q('which client brought in the most revenue', REFUSE, 'no clients on the sheet');
q('cash in the bank at year end', REFUSE, 'a P&L has no cash balance');
q('net income in november', REFUSE, 'quarters only; a month cannot be read');
export const itsupport: BlindBook = {
  name: 'itsupport',
  business: 'IT support firm',
  build,
  questions: list,
};
