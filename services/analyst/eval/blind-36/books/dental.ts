/**
 * dental: a two-chair dental practice in Sydney, a Xero "Profit and Loss" for the 5 months
 * ended 30 November 2026 (FY from 1 July), one column per month NEWEST FIRST (Nov 2026 … Jul
 * 2026) and no Total column, as Xero's "compare with previous periods" lays it out: Trading
 * Income, Cost of Sales, Gross Profit, Operating Expenses, each with its "Total …" line, and
 * Net Profit (AUD).
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  alts,
  argMax,
  cell,
  change,
  holds,
  MON,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(4);
const MONTHS_FY = [6, 7, 8, 9, 10]; // Jul … Nov 2026, oldest first in the data
const N = MONTHS_FY.length;
const rand = (lo: number, hi: number): bigint[] =>
  MONTHS_FY.map(() => BigInt(r.int(lo * 100, hi * 100)));
const flat = (c: number): bigint[] => MONTHS_FY.map(() => BigInt(c));

const INCOME: Array<[string, bigint[]]> = [
  ['Patient Fees - General Dentistry', rand(118000, 142000)],
  ['Patient Fees - Orthodontics', rand(38000, 55000)],
  ['Patient Fees - Hygiene', rand(22000, 30000)],
];
const COS: Array<[string, bigint[]]> = [
  ['Dental Laboratory Fees', rand(14000, 22000)],
  ['Dental Consumables', rand(8000, 12000)],
];
const wages = rand(78000, 86000);
const OPEX: Array<[string, bigint[]]> = [
  ['Wages and Salaries', wages],
  ['Superannuation', wages.map((w) => divRound(w * 12n, 100n))],
  ['Rent', flat(1485000)],
  ['Equipment Lease', flat(421055)],
  ['Advertising & Marketing', rand(1500, 5000)],
  ['Insurance', flat(128040)],
  ['Electricity', rand(1400, 2300)],
  ['Software Subscriptions', rand(1800, 2100)],
  ['Cleaning', rand(2200, 2600)],
  ['Bank Fees', rand(600, 900)],
  ['Accounting Fees', MONTHS_FY.map((m) => (m === 7 ? 495000n : 0n))],
  ['Telephone & Internet', rand(420, 520)],
];
const sumLines = (ls: Array<[string, bigint[]]>, m: number): bigint =>
  total(ls.map(([, v]) => v[m]!));
const inc = MONTHS_FY.map((_, m) => sumLines(INCOME, m));
const cos = MONTHS_FY.map((_, m) => sumLines(COS, m));
const gp = inc.map((x, m) => x - cos[m]!);
const opex = MONTHS_FY.map((_, m) => sumLines(OPEX, m));
const np = gp.map((x, m) => x - opex[m]!);
const INC = total(inc);
const GP = total(gp);
const NP = total(np);
const OPEXT = total(opex);
const line = (ls: Array<[string, bigint[]]>, name: string): bigint[] =>
  ls.find(([n]) => n === name)![1];
const allCosts = [...COS, ...OPEX].map(([n, v]) => [n, total(v)] as const);
const topCost = argMax(allCosts.map(([, v]) => v));
const bestM = argMax(np);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.getCell('A1').value = 'Profit and Loss';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Harbourside Dental Pty Ltd';
  ws.getCell('A3').value = 'For the 5 months ended 30 November 2026';
  const order = [...MONTHS_FY.keys()].reverse(); // newest first
  const hdr = ws.getRow(5);
  hdr.getCell(1).value = 'Account';
  order.forEach((m, j) => (hdr.getCell(j + 2).value = `${MON[MONTHS_FY[m]!]} 2026`));
  hdr.font = { bold: true };
  let row = 6;
  const money = '#,##0.00;(#,##0.00)';
  const put = (label: string, v?: bigint[], bold = false): void => {
    const rr = ws.getRow(row++);
    rr.getCell(1).value = label;
    if (v)
      order.forEach((m, j) => {
        rr.getCell(j + 2).value = cell(v[m]!);
        rr.getCell(j + 2).numFmt = money;
      });
    if (bold) rr.font = { bold: true };
  };
  put('Trading Income', undefined, true);
  for (const [n, v] of INCOME) put(n, v);
  put('Total Trading Income', inc, true);
  row++;
  put('Cost of Sales', undefined, true);
  for (const [n, v] of COS) put(n, v);
  put('Total Cost of Sales', cos, true);
  row++;
  put('Gross Profit', gp, true);
  row++;
  put('Operating Expenses', undefined, true);
  for (const [n, v] of OPEX) put(n, v);
  put('Total Operating Expenses', opex, true);
  row++;
  put('Net Profit', np, true);
  ws.getColumn(1).width = 36;
  for (let c = 2; c <= 6; c++) ws.getColumn(c).width = 13;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same(
    'all lines = net profit',
    total(INCOME.map(([, v]) => total(v))) - total([...COS, ...OPEX].map(([, v]) => total(v))),
    NP,
  ),
  same('GP − opex = NP', GP - OPEXT, NP),
  unique('net profit by month', np),
  unique(
    'cost lines',
    allCosts.map(([, v]) => v),
  ),
  holds('wages are the biggest cost', allCosts[topCost]![0] === 'Wages and Salaries'),
  holds(
    'every month makes a profit',
    np.every((x) => x > 0n),
  ),
];

export const dental: BlindBook = {
  name: 'dental',
  business: 'dental practice',
  shape: 'P&L (Xero, months newest first, no Total column) with sections and "Total …" lines',
  bytes: build,
  checks,
  questions: questionsFor('dental', [
    [
      'net profit so far this financial year',
      { value: hundredths(NP), means: 'Net Profit, Jul–Nov 2026 added (FY from 1 July)' },
    ],
    ['how did we do in september', { value: hundredths(np[2]!), means: 'Net Profit, Sep 2026' }],
    [
      'total income for the 5 months',
      { value: hundredths(INC), means: 'Total Trading Income, Jul–Nov added' },
    ],
    [
      "what's our gross margin",
      {
        value: alts(pct(GP, INC), hundredths(GP)),
        means: 'Gross Profit / Total Trading Income, % (or the Gross Profit amount), Jul–Nov',
      },
    ],
    [
      "what's our biggest expense",
      {
        value: hundredths(allCosts[topCost]![1]),
        at: 'Wages',
        means: 'the cost line with the largest Jul–Nov total (Wages and Salaries)',
      },
    ],
    [
      'how much have we spent on lab fees',
      {
        value: hundredths(total(line(COS, 'Dental Laboratory Fees'))),
        means: 'Dental Laboratory Fees, Jul–Nov',
      },
    ],
    [
      'best month',
      {
        value: hundredths(np[bestM]!),
        at: monthAt(MONTHS_FY[bestM]!, 2026),
        means: 'the month with the highest Net Profit',
      },
    ],
    ['wages in october', { value: hundredths(wages[3]!), means: 'Wages and Salaries, Oct 2026' }],
    [
      'what percentage of income goes on wages',
      {
        value: pct(total(wages), INC),
        means: 'Wages and Salaries / Total Trading Income, Jul–Nov, %',
      },
    ],
    [
      'how much has ortho brought in',
      {
        value: hundredths(total(line(INCOME, 'Patient Fees - Orthodontics'))),
        means: 'Patient Fees - Orthodontics, Jul–Nov',
      },
    ],
    [
      'how has income changed from july to november',
      { value: change(inc[0]!, inc[4]!), means: 'Total Trading Income Nov − Jul, or the % change' },
    ],
    ['average monthly profit', { value: meanCents(NP, N), means: 'Net Profit Jul–Nov / 5' }],
    ['total overheads', { value: hundredths(OPEXT), means: 'Total Operating Expenses, Jul–Nov' }],
    [
      'what do we pay in rent',
      {
        value: alts(hundredths(1485000), hundredths(1485000 * N)),
        means: 'Rent: 14,850.00 every month (or 74,250.00 for Jul–Nov)',
      },
    ],
    [
      'how many patients did we see in october',
      { refuse: true, means: 'a P&L holds no patient counts' },
    ],
    [
      'what will we make for the full year',
      { refuse: true, means: 'no forecast or budget for Dec–Jun in the sheet' },
    ],
    [
      'are we overstaffed',
      { refuse: true, means: 'an opinion; the sheet has wages but no staffing or workload data' },
    ],
  ]),
};
