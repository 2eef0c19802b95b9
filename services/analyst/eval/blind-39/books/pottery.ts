/**
 * pottery: a pottery studio's balance sheet as at 30 November 2026 with 31 December 2025
 * comparatives: title rows, the two dates as column headers, fixed assets, current assets,
 * current liabilities, net current assets, a long-term bank loan, net assets, and capital and
 * reserves (share capital, retained earnings b/f, profit for the period). EUR.
 */
import ExcelJS from 'exceljs';
import { money, ratio2 } from '../../expect';
import { holds, putRows, questionsFor, rng, same, toBytes, total, type BlindBook } from '../lib';

const r = rng(15);
type Pair = [now: number, prior: number];
const pair = (lo: number, hi: number, flo: number, fhi: number): Pair => {
  const prior = r.int(lo * 100, hi * 100);
  return [Math.round(prior * (flo + (fhi - flo) * r.next())), prior];
};

const FIXED: Array<[string, Pair]> = [
  ['Kilns & equipment', pair(28000, 32000, 0.84, 0.88)],
  ['Furniture & fittings', pair(5500, 7000, 0.82, 0.86)],
  ['Motor vehicle', pair(14000, 16500, 0.78, 0.82)],
];
const CURRENT: Array<[string, Pair]> = [
  ['Clay, glazes & materials', pair(3800, 4800, 1.1, 1.3)],
  ['Finished goods', pair(6500, 8200, 1.3, 1.6)],
  ['Trade debtors', pair(4200, 5600, 1.35, 1.6)],
  ['Prepayments', pair(900, 1300, 0.9, 1.1)],
  ['Bank – current account', [0, r.int(1200000, 1600000)]], // now: set below to balance
  ['Cash on hand', pair(150, 350, 0.8, 1.2)],
];
const LIABS: Array<[string, Pair]> = [
  ['Trade creditors', pair(3500, 4800, 1.1, 1.4)],
  ['VAT payable', pair(1800, 2600, 0.9, 1.3)],
  ['Credit card', pair(600, 1100, 0.8, 1.3)],
  ['Accruals', pair(1200, 1800, 0.9, 1.1)],
];
const LOAN: Pair = pair(26000, 30000, 0.8, 0.84);
const SHARE_CAPITAL = 10000; // €100
const PROFIT_PRIOR = r.int(1400000, 2000000);
const PROFIT_NOW = r.int(1600000, 2400000);

const side = (xs: Array<[string, Pair]>, k: 0 | 1): bigint => total(xs.map(([, p]) => p[k]));
// the bank balance now is what makes the sheet balance: equity grows by this period's profit
{
  const naPrior = side(FIXED, 1) + side(CURRENT, 1) - side(LIABS, 1) - BigInt(LOAN[1]);
  const target = naPrior + BigInt(PROFIT_NOW);
  const withoutBank = side(FIXED, 0) + side(CURRENT, 0) - side(LIABS, 0) - BigInt(LOAN[0]);
  CURRENT[4]![1][0] = Number(target - withoutBank);
}
const fixed = [side(FIXED, 0), side(FIXED, 1)];
const current = [side(CURRENT, 0), side(CURRENT, 1)];
const liabs = [side(LIABS, 0), side(LIABS, 1)];
const loan = [BigInt(LOAN[0]), BigInt(LOAN[1])];
const assets = [fixed[0]! + current[0]!, fixed[1]! + current[1]!];
const nca = [current[0]! - liabs[0]!, current[1]! - liabs[1]!];
const netAssets = [assets[0]! - liabs[0]! - loan[0]!, assets[1]! - liabs[1]! - loan[1]!];
const reBf = [
  netAssets[1]! - BigInt(SHARE_CAPITAL),
  netAssets[1]! - BigInt(SHARE_CAPITAL) - BigInt(PROFIT_PRIOR),
];
const profit = [BigInt(PROFIT_NOW), BigInt(PROFIT_PRIOR)];
const equity = [
  BigInt(SHARE_CAPITAL) + reBf[0]! + profit[0]!,
  BigInt(SHARE_CAPITAL) + reBf[1]! + profit[1]!,
];
const L = (xs: Array<[string, Pair]>, name: string): Pair => xs.find(([n]) => n === name)![1];
const bank = L(CURRENT, 'Bank – current account');
const cash = L(CURRENT, 'Cash on hand');
const debtors = L(CURRENT, 'Trade debtors');
const stock = (k: 0 | 1): bigint =>
  BigInt(L(CURRENT, 'Clay, glazes & materials')[k] + L(CURRENT, 'Finished goods')[k]);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Balance sheet');
  const e = (x: number | bigint): number => Number(x) / 100;
  const line = (name: string, xs: Array<number | bigint>): unknown[] => [
    name,
    e(xs[0]!),
    e(xs[1]!),
  ];
  putRows(ws, [
    ['Clayworks Kilkenny Ltd'],
    ['Balance sheet as at 30 November 2026'],
    [],
    ['€', '30 Nov 2026', '31 Dec 2025'],
    ['Fixed assets'],
    ...FIXED.map(([n, p]) => line(n, p)),
    line('Total fixed assets', fixed),
    [],
    ['Current assets'],
    ...CURRENT.map(([n, p]) => line(n, p)),
    line('Total current assets', current),
    [],
    line('TOTAL ASSETS', assets),
    [],
    ['Current liabilities'],
    ...LIABS.map(([n, p]) => line(n, p)),
    line('Total current liabilities', liabs),
    [],
    line('Net current assets', nca),
    [],
    ['Long-term liabilities'],
    line('Bank loan (due after one year)', loan),
    [],
    line('NET ASSETS', netAssets),
    [],
    ['Capital and reserves'],
    line('Share capital', [SHARE_CAPITAL, SHARE_CAPITAL]),
    line('Retained earnings brought forward', reBf),
    line('Profit for the period', profit),
    line('TOTAL EQUITY', equity),
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.eachRow((row) => {
    const a = String(row.getCell(1).value ?? '');
    if (
      /^(Total|TOTAL|NET|Net current|Fixed assets$|Current assets$|Current liabilities$|Long-term|Capital)/.test(
        a,
      )
    )
      row.font = { bold: true };
  });
  for (const c of [2, 3]) ws.getColumn(c).numFmt = '#,##0.00;(#,##0.00)';
  ws.getColumn(1).width = 36;
  return toBytes(wb);
}

export const pottery: BlindBook = {
  name: 'pottery',
  business: 'pottery studio',
  shape: 'balance sheet at 30 Nov 2026 with 31 Dec 2025 comparatives',
  bytes,
  questions: questionsFor('pottery', [
    [
      'What are our total assets?',
      { value: money(assets[0]!), means: 'TOTAL ASSETS at 30 Nov 2026' },
    ],
    [
      'How much cash have we got?',
      {
        value: [money(bank[0] + cash[0]), money(bank[0])],
        means: 'bank + cash on hand at 30 Nov 2026 (or the bank account alone)',
      },
    ],
    [
      'How much do we owe our suppliers?',
      { value: money(L(LIABS, 'Trade creditors')[0]), means: 'Trade creditors at 30 Nov 2026' },
    ],
    [
      'What are our net assets?',
      { value: money(netAssets[0]!), means: 'NET ASSETS at 30 Nov 2026' },
    ],
    [
      'How much do customers owe us?',
      { value: money(debtors[0]), means: 'Trade debtors at 30 Nov 2026' },
    ],
    [
      "What's our current ratio?",
      {
        value: ratio2(current[0]!, liabs[0]!),
        tol: 0.01,
        means: 'Total current assets / Total current liabilities',
      },
    ],
    [
      'How much stock have we got?',
      { value: money(stock(0)), means: 'Clay, glazes & materials + Finished goods at 30 Nov 2026' },
    ],
    [
      'How much has the bank balance changed since the end of last year?',
      {
        value: [money(bank[0] - bank[1]), money(bank[0] + cash[0] - bank[1] - cash[1])],
        abs: true,
        means: 'bank 30 Nov 2026 − 31 Dec 2025 (or bank + cash)',
      },
    ],
    [
      "What's our profit for the period?",
      { value: money(profit[0]!), means: 'Profit for the period, 30 Nov 2026 column' },
    ],
    [
      'How much is left on the bank loan?',
      { value: money(loan[0]!), means: 'Bank loan (due after one year) at 30 Nov 2026' },
    ],
    [
      "What's our working capital?",
      { value: money(nca[0]!), means: 'Net current assets at 30 Nov 2026' },
    ],
    [
      'What are our total liabilities?',
      {
        value: money(liabs[0]! + loan[0]!),
        means: 'current liabilities + the bank loan, 30 Nov 2026',
      },
    ],
    [
      'By how much have debtors gone up since December?',
      { value: money(debtors[0] - debtors[1]), means: 'Trade debtors 30 Nov 2026 − 31 Dec 2025' },
    ],
    [
      'What was total equity at the end of last year?',
      { value: money(equity[1]!), means: 'TOTAL EQUITY at 31 Dec 2025' },
    ],
    ['What were our sales this year?', { refuse: true, means: 'a balance sheet holds no sales' }],
    [
      'What would the kilns sell for?',
      { refuse: true, means: 'a market value the sheet does not hold' },
    ],
  ]),
  checks: [
    same('net assets = equity (now)', netAssets[0]!, equity[0]!),
    same('net assets = equity (prior)', netAssets[1]!, equity[1]!),
    same('equity grows by the profit', equity[0]! - equity[1]!, profit[0]!),
    same(
      'assets = liabilities + loan + equity (now)',
      assets[0]!,
      liabs[0]! + loan[0]! + equity[0]!,
    ),
    holds('bank balance positive', bank[0] > 0),
    holds('debtors went up', debtors[0] > debtors[1]),
    holds('retained earnings positive', reBf[1]! > 0n),
  ],
};
