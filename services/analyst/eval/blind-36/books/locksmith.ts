/**
 * locksmith: a one-van locksmith in Leeds, a hand-kept expense log Aug–Nov 2026 (£). Dates typed
 * as text ("02/08/2026"), Net / VAT / Total columns, a "Total <Month>" row after each month and
 * a blank row between months, a GRAND TOTAL row, and a category subtotals block kept to the
 * right of the log (Category | Net | VAT | Total, with its own Total row).
 */
import ExcelJS from 'exceljs';
import { divRound, hundredths, meanCents, pct } from '../../expect';
import {
  alts,
  argMax,
  change,
  cell,
  holds,
  MONTHS,
  monthAt,
  questionsFor,
  rng,
  same,
  sumBy,
  toBytes,
  unique,
  type BlindBook,
  type CrossCheck,
} from '../lib';

const r = rng(3);

interface Exp {
  m: number; // 7 = Aug … 10 = Nov
  d: number;
  supplier: string;
  category: string;
  details: string;
  net: number;
  vat: number;
  pay: string;
}

type Tpl = [supplier: string, details: string, lo: number, hi: number, vat: boolean, pay: string];
const STOCK: Tpl[] = [
  ['Banham Trade', 'Euro cylinders (anti-snap)', 90, 420, true, 'Bank transfer'],
  ['ERA Security', 'Multipoint gearboxes', 60, 260, true, 'Bank transfer'],
  ['Key Blanks Direct', 'Key blanks assorted', 40, 150, true, 'Card'],
  ['Screwfix', 'Yale night latches / deadlocks', 20, 120, true, 'Card'],
];
const TOOLS: Tpl[] = [
  ['Screwfix', 'Drill bits, screws', 15, 90, true, 'Card'],
  ['Toolstation', 'Tools and fixings', 20, 140, true, 'Card'],
  ['Amazon', 'Lock picks / tension tools', 18, 75, true, 'Card'],
];
const FUEL: Tpl[] = [
  ['Shell', 'Diesel', 45, 95, true, 'Card'],
  ['BP', 'Diesel', 45, 95, true, 'Card'],
  ['Esso', 'Diesel', 45, 90, true, 'Card'],
];
const VAN: Tpl[] = [
  ['Halfords Autocentre', 'Van service', 180, 260, true, 'Card'],
  ['Kwik Fit', 'Two front tyres', 150, 230, true, 'Card'],
];
const SUNDRY: Tpl[] = [
  ['Post Office', 'Postage', 4, 18, false, 'Cash'],
  ['Amazon', 'Workwear', 20, 60, true, 'Card'],
  ['Greggs', 'Lunch with apprentice', 6, 14, false, 'Cash'],
];

const exps: Exp[] = [];
const add = (m: number, d: number, cat: string, t: Tpl): void => {
  const net = r.int(t[2] * 100, t[3] * 100);
  const vat = t[4] ? Number(divRound(BigInt(net) * 20n, 100n)) : 0;
  exps.push({ m, d, supplier: t[0], category: cat, details: t[1], net, vat, pay: t[5] });
};
const DAYS = [31, 30, 31, 30];
for (const m of [7, 8, 9, 10]) {
  const days = DAYS[m - 7]!;
  const fixed = (
    d: number,
    supplier: string,
    cat: string,
    details: string,
    net: number,
    vat: boolean,
  ) =>
    exps.push({
      m,
      d,
      supplier,
      category: cat,
      details,
      net,
      vat: vat ? Number(divRound(BigInt(net) * 20n, 100n)) : 0,
      pay: 'Direct debit',
    });
  fixed(3, 'Simply Business', 'Insurance', 'Public liability + tools cover', 3820, false);
  fixed(12, 'EE', 'Phone & internet', 'Mobile contract', 4250, true);
  fixed(15, 'Checkatrade', 'Advertising', 'Monthly membership', 9900, true);
  for (let i = 0, n = r.int(3, 5); i < n; i++) add(m, r.int(1, days), 'Fuel', r.pick(FUEL));
  for (let i = 0, n = r.int(3, 6); i < n; i++)
    add(m, r.int(1, days), 'Stock & parts', r.pick(STOCK));
  for (let i = 0, n = r.int(0, 2); i < n; i++) add(m, r.int(1, days), 'Tools', r.pick(TOOLS));
  for (let i = 0, n = r.int(0, 2); i < n; i++) add(m, r.int(1, days), 'Sundries', r.pick(SUNDRY));
  if (m === 8) add(m, 22, 'Van costs', VAN[0]!);
  if (m === 10) add(m, 9, 'Van costs', VAN[1]!);
  if (m === 9)
    exps.push({
      m,
      d: 30,
      supplier: 'Crane & Co Accountants',
      category: 'Accountancy',
      details: 'Year-end accounts and tax return',
      net: 45000,
      vat: 9000,
      pay: 'Bank transfer',
    });
}
exps.sort((a, b) => a.m - b.m || a.d - b.d);

const CATS = [
  'Stock & parts',
  'Fuel',
  'Tools',
  'Van costs',
  'Phone & internet',
  'Insurance',
  'Advertising',
  'Accountancy',
  'Sundries',
];
const gross = (e: Exp): number => e.net + e.vat;
const G = sumBy(exps, gross);
const NET = sumBy(exps, (e) => e.net);
const VAT = sumBy(exps, (e) => e.vat);
const inM = (m: number) => (e: Exp) => e.m === m;
const mG = [7, 8, 9, 10].map((m) => sumBy(exps, gross, inM(m)));
const mN = [7, 8, 9, 10].map((m) => sumBy(exps, (e) => e.net, inM(m)));
const cG = CATS.map((c) => sumBy(exps, gross, (e) => e.category === c));
const cN = CATS.map((c) =>
  sumBy(
    exps,
    (e) => e.net,
    (e) => e.category === c,
  ),
);
const cV = CATS.map((c) =>
  sumBy(
    exps,
    (e) => e.vat,
    (e) => e.category === c,
  ),
);
const topCat = argMax(cG);
const topMonth = argMax(mG);
const big = argMax(exps.map(gross));
const isCat = (c: string) => (e: Exp) => e.category === c;
const screwfix = (e: Exp): boolean => e.supplier === 'Screwfix';
const card = (e: Exp): boolean => e.pay === 'Card';
const stock = CATS.indexOf('Stock & parts');

const dateText = (e: Exp): string =>
  `${String(e.d).padStart(2, '0')}/${String(e.m + 1).padStart(2, '0')}/2026`;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expenses');
  ws.getCell('A1').value = 'Keyline Locksmiths: expenses Aug–Nov 2026';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value =
    'All £. VAT only where there is a VAT receipt. Receipts in the blue folder.';
  const money = '#,##0.00';
  ws.getRow(4).values = [
    'Date',
    'Supplier',
    'Category',
    'Details',
    'Net £',
    'VAT £',
    'Total £',
    'Paid by',
  ];
  ws.getRow(4).font = { bold: true };
  let row = 5;
  const moneyRow = (rr: ExcelJS.Row, cols: number[]): void => {
    for (const c of cols) rr.getCell(c).numFmt = money;
  };
  for (const m of [7, 8, 9, 10]) {
    for (const e of exps.filter(inM(m))) {
      const rr = ws.getRow(row++);
      rr.values = [
        dateText(e),
        e.supplier,
        e.category,
        e.details,
        cell(e.net),
        cell(e.vat),
        cell(gross(e)),
        e.pay,
      ];
      moneyRow(rr, [5, 6, 7]);
    }
    const rr = ws.getRow(row++);
    rr.values = [
      `Total ${MONTHS[m]}`,
      undefined,
      undefined,
      undefined,
      cell(mN[m - 7]!),
      cell(sumBy(exps, (e) => e.vat, inM(m))),
      cell(mG[m - 7]!),
    ];
    rr.font = { bold: true };
    moneyRow(rr, [5, 6, 7]);
    row++;
  }
  const gt = ws.getRow(row);
  gt.values = ['GRAND TOTAL', undefined, undefined, undefined, cell(NET), cell(VAT), cell(G)];
  gt.font = { bold: true };
  moneyRow(gt, [5, 6, 7]);
  // the category block, to the right of the log
  ws.getCell('J3').value = 'By category (Aug–Nov)';
  ws.getCell('J3').font = { bold: true };
  ws.getRow(4).getCell(10).value = 'Category';
  ws.getRow(4).getCell(11).value = 'Net £';
  ws.getRow(4).getCell(12).value = 'VAT £';
  ws.getRow(4).getCell(13).value = 'Total £';
  CATS.forEach((c, i) => {
    const rr = ws.getRow(5 + i);
    rr.getCell(10).value = c;
    rr.getCell(11).value = cell(cN[i]!);
    rr.getCell(12).value = cell(cV[i]!);
    rr.getCell(13).value = cell(cG[i]!);
    moneyRow(rr, [11, 12, 13]);
  });
  const tr = ws.getRow(5 + CATS.length);
  tr.getCell(10).value = 'Total';
  tr.getCell(11).value = cell(NET);
  tr.getCell(12).value = cell(VAT);
  tr.getCell(13).value = cell(G);
  tr.getCell(10).font = { bold: true };
  moneyRow(tr, [11, 12, 13]);
  ws.getColumn(1).width = 14;
  ws.getColumn(2).width = 22;
  ws.getColumn(3).width = 16;
  ws.getColumn(4).width = 32;
  ws.getColumn(10).width = 18;
  return toBytes(wb);
}

const checks: CrossCheck[] = [
  same('net + VAT = total', NET + VAT, G),
  same(
    'months = total',
    mG.reduce((a, b) => a + b, 0n),
    G,
  ),
  same(
    'categories = total',
    cG.reduce((a, b) => a + b, 0n),
    G,
  ),
  same(
    'categories net = net',
    cN.reduce((a, b) => a + b, 0n),
    NET,
  ),
  unique('category totals', cG),
  holds('top category by total is top by net', argMax(cN) === topCat),
  unique('month totals', mG),
  holds('top month by total is top by net', argMax(mN) === topMonth),
  unique('row totals', exps.map(gross)),
  holds('the biggest row by total is the biggest by net', argMax(exps.map((e) => e.net)) === big),
  holds(
    'every category is used',
    cG.every((x) => x > 0n),
  ),
];

export const locksmith: BlindBook = {
  name: 'locksmith',
  business: 'locksmith (one van)',
  shape: 'expense log with text dates, month totals, blank rows, category subtotals block',
  bytes: build,
  checks,
  questions: questionsFor('locksmith', [
    [
      'how much have we spent aug to nov',
      { value: alts(hundredths(G), hundredths(NET)), means: 'GRAND TOTAL, Total £ (or Net £)' },
    ],
    [
      'what did we spend in october',
      {
        value: alts(hundredths(mG[2]!), hundredths(mN[2]!)),
        means: 'Total October, Total £ (or Net £)',
      },
    ],
    [
      'how much on fuel',
      {
        value: alts(
          hundredths(sumBy(exps, gross, isCat('Fuel'))),
          hundredths(sumBy(exps, (e) => e.net, isCat('Fuel'))),
        ),
        means: 'Fuel rows, Total £ (or Net £), Aug–Nov',
      },
    ],
    [
      'biggest expense category',
      {
        value: alts(hundredths(cG[topCat]!), hundredths(cN[topCat]!)),
        at: CATS[topCat]!,
        means: 'the category with the highest Total £ (same by Net £)',
      },
    ],
    ['how much vat can i claim back', { value: hundredths(VAT), means: 'GRAND TOTAL, VAT £' }],
    [
      'most expensive month',
      {
        value: alts(hundredths(mG[topMonth]!), hundredths(mN[topMonth]!)),
        at: monthAt(topMonth + 7, 2026),
        means: 'the month with the highest total (same by Net £)',
      },
    ],
    [
      'biggest single expense',
      {
        value: alts(hundredths(gross(exps[big]!)), hundredths(exps[big]!.net)),
        means: 'the largest Total £ of one row (or its Net £)',
      },
    ],
    [
      'how much have we spent at screwfix',
      {
        value: alts(
          hundredths(sumBy(exps, gross, screwfix)),
          hundredths(sumBy(exps, (e) => e.net, screwfix)),
        ),
        means: 'Screwfix rows, Total £ (or Net £)',
      },
    ],
    [
      'average monthly spend',
      {
        value: alts(meanCents(G, 4), meanCents(NET, 4)),
        means: 'GRAND TOTAL / 4 months (Total £ or Net £)',
      },
    ],
    [
      'what % of our spending is stock and parts',
      {
        value: alts(pct(cG[stock]!, G), pct(cN[stock]!, NET)),
        means: 'Stock & parts / all, on Total £ (or on Net £), %',
      },
    ],
    [
      'how many expenses did we log in september',
      { value: String(exps.filter(inM(8)).length), means: 'count of September rows' },
    ],
    [
      'what did insurance cost us',
      {
        value: hundredths(sumBy(exps, gross, isCat('Insurance'))),
        means: 'Insurance rows, Total £ (no VAT on insurance, so net is the same)',
      },
    ],
    [
      'september vs august',
      {
        value: alts(...change(mG[0]!, mG[1]!), ...change(mN[0]!, mN[1]!)),
        means: 'Total September − Total August, or the % change (Total £ or Net £)',
      },
    ],
    [
      'how much went on the card',
      {
        value: hundredths(sumBy(exps, gross, card)),
        means: 'Total £ of rows Paid by Card (what the card was charged)',
      },
    ],
    ['did we make a profit in october', { refuse: true, means: 'an expense log has no income' }],
    ['what have we spent in december', { refuse: true, means: 'December is not in the log yet' }],
  ]),
};
