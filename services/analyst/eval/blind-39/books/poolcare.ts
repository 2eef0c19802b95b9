/**
 * poolcare: a pool service company's QuickBooks Online "Sales by Product/Service Summary",
 * January – November 2026 (core shape 5): company / report / date-range title rows, a two-row
 * header (a merged "TOTAL" over Quantity, Amount, % of Sales, Avg Price), group heading rows with
 * indented items and "Total <group>" rows, a TOTAL row and an accrual-basis footer. USD.
 */
import ExcelJS from 'exceljs';
import { divRound, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  countOf,
  holds,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(5);

interface Item {
  group: number;
  name: string;
  qty: number;
  amount: number;
}
const GROUPS = ['Equipment installs', 'Service & repair', 'Maintenance plans', 'Parts & chemicals'];
/** [group, name, qty lo, qty hi, base price $] */
const SPEC: Array<[number, string, number, number, number]> = [
  [0, 'Pump install', 30, 55, 1650],
  [0, 'Heater install', 18, 32, 4300],
  [0, 'Salt system install', 20, 40, 2450],
  [0, 'Automation install', 6, 14, 3900],
  [1, 'Weekly cleaning visit', 1400, 1900, 95],
  [1, 'Green-pool cleanup', 40, 80, 525],
  [1, 'Leak detection', 25, 50, 395],
  [1, 'Repair labor (hrs)', 500, 800, 125],
  [2, 'Spring opening', 150, 230, 310],
  [2, 'Fall closing', 140, 210, 285],
  [3, 'Chlorine tabs (bucket)', 300, 520, 89],
  [3, 'Filter cartridges', 110, 190, 145],
  [3, 'Salt (40 lb bag)', 250, 450, 12],
  [3, 'Pool covers', 20, 45, 640],
];
const ITEMS: Item[] = SPEC.map(([group, name, lo, hi, price]) => {
  const qty = r.int(lo, hi);
  return { group, name, qty, amount: Math.round(qty * price * 100 * (0.96 + 0.08 * r.next())) };
});
const amounts = ITEMS.map((i) => i.amount);
const grand = total(amounts);
const groupTotal = GROUPS.map((_, g) =>
  total(ITEMS.filter((i) => i.group === g).map((i) => i.amount)),
);
const avg = (i: Item): bigint => divRound(BigInt(i.amount), BigInt(i.qty));
const I = (name: string): Item => ITEMS.find((i) => i.name === name)!;
const top = argMax(amounts);
const parts = ITEMS.filter((i) => i.group === 3);
const lowPart = argMin(parts.map((i) => i.amount));
const OVER = 5000000; // $50,000
const over = countOf(amounts, (a) => a > OVER);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales by Product_Service Summ');
  const share = (c: bigint | number): number => Number(c) / Number(grand);
  const rows: unknown[][] = [
    ['Bluewater Pool Care LLC'],
    ['Sales by Product/Service Summary'],
    ['January - November, 2026'],
    [],
    ['', 'TOTAL'],
    ['', 'Quantity', 'Amount', '% of Sales', 'Avg Price'],
  ];
  GROUPS.forEach((g, k) => {
    rows.push([g]);
    for (const i of ITEMS.filter((x) => x.group === k))
      rows.push([`   ${i.name}`, i.qty, i.amount / 100, share(i.amount), Number(avg(i)) / 100]);
    const q = total(ITEMS.filter((x) => x.group === k).map((x) => x.qty));
    rows.push([`Total ${g}`, Number(q), Number(groupTotal[k]) / 100, share(groupTotal[k]!)]);
  });
  rows.push(['TOTAL', undefined, Number(grand) / 100, 1]);
  rows.push([], [], ['Accrual basis Monday, December 7, 2026 08:42 AM GMT-05:00']);
  putRows(ws, rows);
  ws.mergeCells('B5:E5');
  ws.getCell('B5').alignment = { horizontal: 'center' };
  ws.getRow(1).font = { bold: true, size: 14 };
  ws.getRow(2).font = { bold: true };
  ws.getColumn(3).numFmt = '#,##0.00';
  ws.getColumn(4).numFmt = '0.00 %';
  ws.getColumn(5).numFmt = '#,##0.00';
  ws.getColumn(1).width = 30;
  ws.eachRow((row) => {
    const a = String(row.getCell(1).value ?? '');
    if (a.startsWith('Total') || a === 'TOTAL') row.font = { bold: true };
  });
  return toBytes(wb);
}

export const poolcare: BlindBook = {
  name: 'poolcare',
  business: 'pool service company',
  shape: 'QuickBooks Sales by Product/Service Summary, Jan–Nov 2026, title rows and footer',
  bytes,
  questions: questionsFor('poolcare', [
    ['What were our total sales?', { value: money(grand), means: 'the TOTAL row Amount' }],
    [
      'How much did heater installs bring in this year?',
      { value: money(I('Heater install').amount), means: 'Heater install Amount, Jan–Nov 2026' },
    ],
    [
      'How many pumps did we install?',
      { value: String(I('Pump install').qty), means: 'Pump install Quantity' },
    ],
    [
      "What's our single biggest earner?",
      {
        value: money(amounts[top]!),
        at: ITEMS[top]!.name,
        means: 'the product/service line (not a group total) with the largest Amount',
      },
    ],
    [
      'How much did service and repair bring in?',
      { value: money(groupTotal[1]!), means: 'the Total Service & repair row' },
    ],
    [
      'What share of sales came from maintenance plans?',
      {
        value: pct(groupTotal[2]!, grand),
        tol: 0.01,
        means: 'Total Maintenance plans / TOTAL × 100',
      },
    ],
    [
      'What do we charge on average for a green-pool cleanup?',
      {
        value: money(avg(I('Green-pool cleanup'))),
        tol: 0.01,
        means: 'its Avg Price (Amount / Quantity)',
      },
    ],
    [
      'How many pool covers did we sell?',
      { value: String(I('Pool covers').qty), means: 'Pool covers Quantity' },
    ],
    [
      'Which of the parts and chemicals brought in the least?',
      {
        value: money(parts[lowPart]!.amount),
        at: parts[lowPart]!.name,
        means: 'the Parts & chemicals line with the smallest Amount',
      },
    ],
    [
      'How much did parts and chemicals bring in?',
      { value: money(groupTotal[3]!), means: 'the Total Parts & chemicals row' },
    ],
    [
      'How much more did equipment installs bring in than service and repair?',
      {
        value: money(groupTotal[0]! - groupTotal[1]!),
        means: 'Total Equipment installs − Total Service & repair',
      },
    ],
    [
      'How many of our products and services sold more than $50,000?',
      {
        value: String(over),
        means: 'product/service lines (not group totals) with Amount above $50,000',
      },
    ],
    [
      'How much did spring openings bring in?',
      { value: money(I('Spring opening').amount), means: 'Spring opening Amount' },
    ],
    [
      'What were our sales in October?',
      { refuse: true, means: 'the summary has no monthly columns' },
    ],
    [
      "Who's our best customer?",
      { refuse: true, means: 'no customers in a product/service summary' },
    ],
    [
      "What's our profit on heater installs?",
      { refuse: true, means: 'no cost of sales in the report' },
    ],
  ]),
  checks: [
    same('groups = TOTAL', total(groupTotal), grand),
    same(
      'avg price × qty ≈ amount (within half a cent per unit)',
      BigInt(
        ITEMS.filter((i) => 2n * (avg(i) * BigInt(i.qty) - BigInt(i.amount)) > BigInt(i.qty))
          .length,
      ),
      0n,
    ),
    unique('line amount', amounts),
    unique(
      'part amount',
      parts.map((i) => i.amount),
      'min',
    ),
    offThreshold('line amount', amounts, OVER),
    holds('installs above service', groupTotal[0]! > groupTotal[1]!),
    holds('some but not all lines over $50k', over > 0 && over < ITEMS.length),
  ],
};
