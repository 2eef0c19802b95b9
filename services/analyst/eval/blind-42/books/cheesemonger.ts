/**
 * cheesemonger — a cheese shop's sales log Sep–Nov 2026 (GBP), one row per sale: date
 * (dd/mm/yyyy), receipt #, item, category, qty, unit price £, amount £, paid by; two title rows
 * and a blank row above the header, closed Sundays, one big hamper order, TOTAL row.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, meanCents, pct } from '../../expect';
import {
  day,
  cell,
  holds,
  monthAt,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';
import { extreme, groupSum, uniqueIn } from '../lib';

const r = rng(2);
const ITEMS: Array<[string, string, number]> = [
  ['Montgomery Cheddar 250g', 'Hard', 750],
  ['Comté 18 month 200g', 'Hard', 820],
  ['Parmigiano Reggiano 200g', 'Hard', 690],
  ['Baron Bigod', 'Soft', 1150],
  ['Tunworth', 'Soft', 980],
  ['Stichelton 200g', 'Blue', 860],
  ['Colston Bassett Stilton 250g', 'Blue', 940],
  ['Ragstone goat', 'Goat', 890],
  ['Quince paste', 'Deli', 450],
  ['Oatcakes', 'Deli', 320],
];
const HAMPER: [string, string, number] = ['Christmas hamper', 'Hamper', 6500];

interface Sale {
  m: number;
  d: number;
  item: string;
  cat: string;
  qty: number;
  price: number;
  amount: number;
  paid: string;
}
const sales: Sale[] = [];
for (let m = 8; m <= 10; m++) {
  const days = m === 9 ? 31 : 30;
  for (let d = 1; d <= days; d++) {
    if (day(2026, m, d).getUTCDay() === 0) continue; // closed Sundays
    const n = r.int(0, 3);
    for (let k = 0; k < n; k++) {
      const it = m === 10 && r.next() < 0.15 ? HAMPER : r.pick(ITEMS);
      const qty = it === HAMPER ? 1 : r.int(1, 4);
      sales.push({
        m,
        d,
        item: it[0],
        cat: it[1],
        qty,
        price: it[2],
        amount: qty * it[2],
        paid: r.next() < 0.3 ? 'Cash' : 'Card',
      });
    }
  }
}
// the big order: a firm's hampers, 20 November
const bigAt = sales.findIndex((s) => s.m === 10 && s.d >= 20);
sales.splice(bigAt, 0, {
  m: 10,
  d: 20,
  item: HAMPER[0],
  cat: HAMPER[1],
  qty: 4,
  price: HAMPER[2],
  amount: 4 * HAMPER[2],
  paid: 'Card',
});

const grand = total(sales.map((s) => s.amount));
const byMonth = [8, 9, 10].map((m) => total(sales.filter((s) => s.m === m).map((s) => s.amount)));
const byItem = groupSum(
  sales,
  (s) => s.item,
  (s) => s.amount,
);
const byCat = groupSum(
  sales,
  (s) => s.cat,
  (s) => s.amount,
);
const cash = total(sales.filter((s) => s.paid === 'Cash').map((s) => s.amount));
const card = total(sales.filter((s) => s.paid === 'Card').map((s) => s.amount));
const amounts = sales.map((s) => s.amount);
const hampers = sales.filter((s) => s.item === HAMPER[0]).reduce((a, s) => a + s.qty, 0);
const stiltonNov = total(
  sales.filter((s) => s.m === 10 && s.item.startsWith('Colston')).map((s) => s.amount),
);
const THR = 4000;
const over = amounts.filter((a) => a > THR).length;
const CHEESE = ['Hard', 'Soft', 'Blue', 'Goat'];
const byCheese = groupSum(
  sales.filter((s) => CHEESE.includes(s.cat)),
  (s) => s.item,
  (s) => s.amount,
);
const [topItem] = extreme(byCheese);
const bestM = byMonth.indexOf(byMonth.reduce((a, b) => (b > a ? b : a)));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales log');
  ws.getCell('A1').value = 'The Curd & Rind, Market Street, Ludlow';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Till sales 1 Sep – 30 Nov 2026 (closed Sundays)';
  const head = [
    'Date',
    'Receipt #',
    'Item',
    'Category',
    'Qty',
    'Unit price £',
    'Amount £',
    'Paid by',
  ];
  head.forEach((h, i) => (ws.getRow(4).getCell(i + 1).value = h));
  ws.getRow(4).font = { bold: true };
  sales.forEach((s, i) => {
    const x = ws.getRow(5 + i);
    x.values = [
      day(2026, s.m, s.d),
      4101 + i,
      s.item,
      s.cat,
      s.qty,
      cell(s.price),
      cell(s.amount),
      s.paid,
    ];
  });
  const t = ws.getRow(5 + sales.length);
  t.getCell(1).value = 'TOTAL';
  t.getCell(5).value = sales.reduce((a, s) => a + s.qty, 0);
  t.getCell(7).value = cell(grand);
  t.font = { bold: true };
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  ws.getColumn(6).numFmt = '£#,##0.00';
  ws.getColumn(7).numFmt = '£#,##0.00';
  ws.getColumn(3).width = 28;
  return toBytes(wb);
}

export const cheesemonger: BlindBook = {
  name: 'cheesemonger',
  business: 'cheese shop',
  shape: 'sales log',
  bytes,
  questions: questionsFor('cheesemonger', [
    [
      'total sales',
      { value: hundredths(grand), means: 'all Amount £ lines, Sep–Nov 2026 (= TOTAL)' },
    ],
    [
      'what did we take in october',
      { value: hundredths(byMonth[1]!), means: 'Amount £ of the October 2026 lines' },
    ],
    [
      'how many sales have we made',
      { value: String(sales.length), means: 'the number of sale rows (one receipt each)' },
    ],
    [
      'whats our average sale',
      { value: meanCents(grand, sales.length), means: 'total / number of sales' },
    ],
    [
      'which cheese brings in the most money',
      {
        at: topItem,
        means:
          'the cheese (Hard, Soft, Blue, Goat lines; not hampers or deli) with the largest Amount £ total (unique)',
      },
    ],
    [
      'how much blue cheese did we sell',
      { value: hundredths(byCat.get('Blue')!), means: 'Amount £ of the Blue category' },
    ],
    [
      'what share of takings came in cash',
      { value: pct(cash, grand), means: 'Cash amounts / all amounts × 100' },
    ],
    [
      'biggest single sale',
      {
        value: hundredths(Math.max(...amounts)),
        means: 'the largest Amount £ line (the 4 hampers on 20 Nov)',
      },
    ],
    [
      'sales last month',
      { value: hundredths(byMonth[2]!), means: 'November 2026 (now = 7 Dec 2026)' },
    ],
    [
      'how many christmas hampers have we sold',
      { value: String(hampers), means: 'Qty of the Christmas hamper lines' },
    ],
    [
      'stilton sales in november',
      { value: hundredths(stiltonNov), means: 'Colston Bassett Stilton lines in November' },
    ],
    [
      'which month was best',
      { at: monthAt(8 + bestM, 2026), means: 'the month with the largest takings (unique)' },
    ],
    [
      'how many sales were over £40',
      { value: String(over), means: 'sale lines with Amount £ above 40' },
    ],
    [
      'compare november with september',
      {
        value: [hundredths(byMonth[2]! - byMonth[0]!), growth(byMonth[0]!, byMonth[2]!)],
        abs: true,
        means: 'November less September, or the % change',
      },
    ],
    ['whats our margin on the comté', { refuse: true, means: 'no costs in a sales log' }],
    [
      'how many regular customers do we have',
      { refuse: true, means: 'no customer names in the log' },
    ],
    [
      'how much will we take christmas week',
      { refuse: true, means: 'a forecast the log does not hold' },
    ],
  ]),
  checks: [
    same('months = total', total(byMonth), grand),
    same('categories = total', total([...byCat.values()]), grand),
    same('card + cash = total', card + cash, grand),
    same('qty × price = amount', total(sales.map((s) => s.qty * s.price)), grand),
    uniqueIn('top cheese', byCheese),
    uniqueIn('top item', byItem),
    unique('biggest sale', amounts),
    unique('best month', byMonth),
    offThreshold('sale amount', amounts, THR),
    holds(
      'no Sunday sales',
      sales.every((s) => day(2026, s.m, s.d).getUTCDay() !== 0),
    ),
  ],
};
