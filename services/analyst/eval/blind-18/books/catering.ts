/** A caterer's QuickBooks-style Profit and Loss export ($): title rows, numbered indented accounts, a % of Income column. */
import ExcelJS from 'exceljs';
import { money, pct } from '../../expect';
import { argMax, cell, int, questionsFor, REFUSE, rngFor, S, toBytes, type BlindBook } from './kit';

const NAME = 'catering';
const r = rngFor(NAME);
const amt = (lo: number, hi: number) => int(r, lo, hi) * 100 + int(r, 0, 99);
const income: Array<[string, number]> = [
  ['4000 Event catering', amt(180000, 260000)],
  ['4100 Corporate lunches', amt(60000, 110000)],
  ['4200 Cake orders', amt(15000, 30000)],
];
const cogs: Array<[string, number]> = [
  ['5000 Food purchases', amt(70000, 100000)],
  ['5100 Hired waiting staff', amt(30000, 50000)],
];
const exps: Array<[string, number]> = [
  ['6000 Van fuel', amt(6000, 9000)],
  ['6100 Kitchen rent', amt(24000, 30000)],
  ['6200 Equipment hire', amt(8000, 15000)],
  ['6300 Marketing', amt(3000, 7000)],
  ['6400 Bank charges', amt(800, 1500)],
];
const interest = amt(100, 400);
const ti = S(income.map((x) => x[1]));
const tc = S(cogs.map((x) => x[1]));
const te = S(exps.map((x) => x[1]));
const gp = ti - tc;
const noi = gp - te;
const net = noi + BigInt(interest);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.addRow(['Saffron Table Catering LLC']);
  ws.addRow(['Profit and Loss']);
  ws.addRow(['January - December 2025']);
  ws.addRow([]);
  ws.addRow(['', 'Total', '% of Income']);
  const put = (label: string, v: bigint | number) =>
    ws.addRow([label, cell(v), Number(v) / Number(ti)]);
  const section = (head: string, xs: Array<[string, number]>, total: string, t: bigint) => {
    ws.addRow([head]);
    xs.forEach(([k, v]) => put(`   ${k}`, v));
    put(total, t);
  };
  section('Income', income, 'Total Income', ti);
  section('Cost of Goods Sold', cogs, 'Total Cost of Goods Sold', tc);
  put('Gross Profit', gp);
  section('Expenses', exps, 'Total Expenses', te);
  put('Net Operating Income', noi);
  ws.addRow(['Other Income']);
  put('   7000 Interest earned', interest);
  put('Total Other Income', interest);
  put('Net Income', net);
  ws.addRow([]);
  ws.addRow(['Accrual Basis  Tuesday, January 13, 2026 09:12 AM GMT-05:00']);
  ws.getColumn(3).numFmt = '0.00%';
  return toBytes(wb);
}

const topExp = argMax(exps.map((x) => x[1]));

export const catering: BlindBook = {
  name: NAME,
  business: 'catering company ($)',
  build,
  checks: [
    {
      what: 'net income = income - cogs - expenses + other',
      a: net,
      b: S([...income.map((x) => x[1]), interest]) - S([...cogs, ...exps].map((x) => x[1])),
    },
  ],
  questions: questionsFor(NAME, [
    ['net income for 2025', { value: money(net) }, 'Net Income line'],
    ['total income', { value: money(ti) }, 'Total Income line'],
    ['what did we spend on fuel', { value: money(exps[0]![1]) }, '6000 Van fuel'],
    ['food purchases this year', { value: money(cogs[0]![1]) }, '5000 Food purchases'],
    ['gross profit?', { value: money(gp) }, 'Gross Profit line'],
    [
      'biggest expense',
      { value: money(exps[topExp]![1]), at: exps[topExp]![0].slice(5) },
      'largest line in the Expenses section (COGS lines are not expenses here)',
    ],
    [
      'kitchen rent as % of income',
      { value: pct(exps[1]![1], ti) },
      '6100 Kitchen rent / Total Income * 100',
    ],
    ['how much came in from cake orders', { value: money(income[2]![1]) }, '4200 Cake orders'],
    [
      'total expenses',
      { value: money(te) },
      'Total Expenses line (operating expenses, COGS excluded, as the export groups them)',
    ],
    ['cost of goods sold', { value: money(tc) }, 'Total Cost of Goods Sold'],
    ['interest earned', { value: money(interest) }, '7000 Interest earned'],
    ['net operating income', { value: money(noi) }, 'Net Operating Income line'],
    [
      'what share of cogs is waiting staff',
      { value: pct(cogs[1]![1], tc) },
      'Hired waiting staff / Total COGS * 100',
    ],
    ['fuel in march', REFUSE, 'the export is one column for the year'],
    ['how many events did we cater', REFUSE, 'no counts'],
  ]),
};
