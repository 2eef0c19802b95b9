/**
 * drycleaner: a dry cleaner's hand-kept expense log, June–November 2026: text dates
 * (dd/mm/yyyy), a "Total <Month>" row after each month and a blank row between months, then a
 * "Subtotals by category" block and a Grand total. GBP.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  MONTHS,
  argMax,
  cell,
  holds,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(3);
const MS = [5, 6, 7, 8, 9, 10]; // Jun..Nov 2026
const CATEGORIES = [
  'Rent',
  'Electricity',
  'Gas',
  'Solvent & chemicals',
  'Hangers & packaging',
  'Repairs & maintenance',
  'Insurance',
  'Van & fuel',
  'Advertising',
  'Bank & card fees',
] as const;
type Category = (typeof CATEGORIES)[number];

interface Expense {
  m: number;
  d: number;
  payee: string;
  category: Category;
  details: string;
  cents: bigint;
}

const money = (lo: number, hi: number): bigint => BigInt(r.int(lo * 100, hi * 100));
const expenses: Expense[] = [];
for (const m of MS) {
  const list: Expense[] = [];
  const add = (d: number, payee: string, category: Category, details: string, c: bigint): void => {
    list.push({ m, d, payee, category, details, cents: c });
  };
  add(1, 'Kirkgate Properties Ltd', 'Rent', 'Shop rent', 165000n);
  add(r.int(10, 14), 'Octopus Energy', 'Electricity', 'Electricity DD', money(380, 520));
  add(r.int(15, 18), 'British Gas', 'Gas', 'Gas DD (boiler)', money(210, 340));
  add(r.int(2, 9), 'Sealion Chemicals', 'Solvent & chemicals', 'Solvent 4 x 25L', money(420, 640));
  if (r.next() < 0.6)
    add(
      r.int(19, 27),
      'Sealion Chemicals',
      'Solvent & chemicals',
      'Spotting agents',
      money(90, 220),
    );
  if (m % 2 === 0)
    add(r.int(5, 24), 'Kreussler UK', 'Solvent & chemicals', 'Detergent & finish', money(150, 310));
  add(
    r.int(3, 20),
    'Hangerworld',
    'Hangers & packaging',
    'Wire hangers + poly covers',
    money(90, 260),
  );
  add(20, 'Hiscox', 'Insurance', 'Shop & equipment cover', 9640n);
  add(r.int(4, 11), 'Shell Kirkstall', 'Van & fuel', 'Diesel - collection van', money(45, 90));
  add(r.int(18, 26), 'Shell Kirkstall', 'Van & fuel', 'Diesel - collection van', money(45, 90));
  if (r.next() < 0.7)
    add(r.int(6, 25), 'Facebook Ads', 'Advertising', 'Local boost', money(40, 150));
  add(28, 'SumUp', 'Bank & card fees', 'Card fees', money(25, 60));
  if (m === 7)
    add(13, 'Leeds Laundry Engineers', 'Repairs & maintenance', 'Boiler repair + parts', 238000n);
  if (m !== 7 && r.next() < 0.6)
    add(r.int(7, 26), 'Screwfix', 'Repairs & maintenance', 'Fittings', money(15, 85));
  if (m === 9)
    add(22, 'Leeds Laundry Engineers', 'Repairs & maintenance', 'Press service', money(280, 360));
  if (m === 10) add(9, 'Yorkshire Evening Post', 'Advertising', 'Christmas advert', 32500n);
  list.sort((a, b) => a.d - b.d);
  expenses.push(...list);
}

const all = total(expenses.map((e) => e.cents));
const monthTotals = MS.map((m) => total(expenses.filter((e) => e.m === m).map((e) => e.cents)));
const catTotals = CATEGORIES.map((c) =>
  total(expenses.filter((e) => e.category === c).map((e) => e.cents)),
);
const cat = (c: Category): bigint => catTotals[CATEGORIES.indexOf(c)]!;
const topCat = argMax(catTotals);
const topMonth = argMax(monthTotals);
const amounts = expenses.map((e) => e.cents);
const biggest = argMax(amounts);
const over500 = amounts.filter((a) => a > 50000n).length;
const sealion = total(expenses.filter((e) => e.payee === 'Sealion Chemicals').map((e) => e.cents));
const repairsOct = total(
  expenses.filter((e) => e.m === 9 && e.category === 'Repairs & maintenance').map((e) => e.cents),
);
const iSep = MS.indexOf(8);
const iOct = MS.indexOf(9);

const text = (m: number, d: number): string =>
  `${String(d).padStart(2, '0')}/${String(m + 1).padStart(2, '0')}/2026`;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  const rows: unknown[][] = [
    ['Kirkgate Dry Cleaners — expenses'],
    ['June to November 2026 (£, as paid)'],
    [],
    ['Date', 'Payee', 'Category', 'Details', 'Amount £'],
  ];
  const bold: number[] = [1, 4];
  MS.forEach((m, i) => {
    for (const e of expenses.filter((x) => x.m === m))
      rows.push([text(e.m, e.d), e.payee, e.category, e.details, cell(e.cents)]);
    rows.push([`Total ${MONTHS[m]}`, undefined, undefined, undefined, cell(monthTotals[i]!)]);
    bold.push(rows.length);
    rows.push([]);
  });
  rows.push(['Subtotals by category']);
  bold.push(rows.length);
  CATEGORIES.forEach((c, i) =>
    rows.push([c, undefined, undefined, undefined, cell(catTotals[i]!)]),
  );
  rows.push(['Grand total', undefined, undefined, undefined, cell(all)]);
  bold.push(rows.length);
  putRows(ws, rows);
  for (const b of bold) ws.getRow(b).font = { bold: true };
  ws.getColumn(5).numFmt = '£#,##0.00';
  ws.getColumn(2).width = 26;
  ws.getColumn(3).width = 22;
  return toBytes(wb);
}

export const drycleaner: BlindBook = {
  name: 'drycleaner',
  business: 'dry cleaner',
  shape:
    'expense log, text dates, Total row per month and blank rows between months, category subtotals, Grand total',
  bytes,
  questions: questionsFor('drycleaner', [
    [
      'how much have we spent in total',
      {
        value: hundredths(all),
        means: 'every expense line Jun–Nov (the Grand total), no subtotal counted twice',
      },
    ],
    [
      'what did we spend in august',
      { value: hundredths(monthTotals[MS.indexOf(7)]!), means: 'August lines (Total August)' },
    ],
    [
      'how much have we spent on solvent and chemicals',
      { value: hundredths(cat('Solvent & chemicals')), means: 'Solvent & chemicals lines Jun–Nov' },
    ],
    [
      'biggest expense category',
      {
        value: hundredths(catTotals[topCat]!),
        at: CATEGORIES[topCat],
        means: 'category with the largest Jun–Nov total',
      },
    ],
    [
      'which month did we spend the most',
      {
        value: hundredths(monthTotals[topMonth]!),
        at: monthPlaces(MS[topMonth]!, 2026),
        means: 'month with the largest total',
      },
    ],
    [
      'total electricity bills',
      { value: hundredths(cat('Electricity')), means: 'Electricity lines Jun–Nov' },
    ],
    [
      'what % of our spending is rent',
      { value: pct(cat('Rent'), all), tol: 0.01, means: 'Rent / all expenses × 100' },
    ],
    [
      'average monthly spend',
      { value: meanCents(all, MS.length), means: 'all expenses / 6 months' },
    ],
    [
      'how much have we paid Sealion Chemicals',
      { value: hundredths(sealion), means: 'lines with Payee Sealion Chemicals' },
    ],
    [
      'largest single expense',
      {
        value: hundredths(amounts[biggest]!),
        means: 'largest one line (not a total row)',
      },
    ],
    [
      'repairs in october',
      { value: hundredths(repairsOct), means: 'Repairs & maintenance lines dated October' },
    ],
    [
      'how many expenses were over £500',
      { value: String(over500), means: 'expense lines (not totals) above £500' },
    ],
    [
      'what did we spend last month',
      {
        value: hundredths(monthTotals[MS.indexOf(10)]!),
        means: 'November 2026 total (now = 7 Dec 2026)',
      },
    ],
    [
      'how did spending change from september to october',
      {
        value: [
          hundredths(monthTotals[iOct]! - monthTotals[iSep]!),
          growth(monthTotals[iSep]!, monthTotals[iOct]!),
        ],
        abs: true,
        tol: 0.01,
        means: 'October − September total (or the % change); sign compared by size',
      },
    ],
    [
      'how much have we spent on van fuel',
      { value: hundredths(cat('Van & fuel')), means: 'Van & fuel lines Jun–Nov' },
    ],
    [
      'are we spending too much on gas',
      { refuse: true, means: 'an opinion; the log holds no benchmark' },
    ],
    ['what were our sales in october', { refuse: true, means: 'an expense log holds no sales' }],
  ]),
  checks: [
    same('months = lines', total(monthTotals), all),
    same('categories = lines', total(catTotals), all),
    holds('top category unique', uniqueMax(catTotals)),
    holds('top month unique', uniqueMax(monthTotals)),
    holds('biggest line unique', uniqueMax(amounts)),
    holds('no line sits on £500', !amounts.includes(50000n)),
    holds('Sealion is not the whole category', sealion !== cat('Solvent & chemicals')),
  ],
};
