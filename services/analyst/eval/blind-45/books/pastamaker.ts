/**
 * Book 1 — fresh pasta maker (CHF): sales by product × month, January – November 2026.
 * Products DOWN grouped under two category heading rows ("Fresh pasta", "Sauces") with a
 * "Total …" row per group, months ACROSS as real date cells shown `mmmm` (the year is in the
 * title only), a Total column and a "% of total" column (a fraction); a "Total sales" row and a
 * note row; the truffle ravioli is blank outside September–November; `"CHF "` prefix.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, between, bold, fmt, refuse, th, title, val, widths } from '../helpers';
import {
  argMax,
  argMin,
  cell,
  cents,
  day,
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

const r = rng(1);
const NAME = 'pastamaker';
const M = 11; // January – November
type P = { name: string; group: 'Fresh pasta' | 'Sauces'; sales: Array<number | undefined> };
const mk = (
  name: string,
  group: P['group'],
  lo: number,
  hi: number,
  lift: (m: number) => number,
  from = 0,
): P => ({
  name,
  group,
  sales: Array.from({ length: M }, (_, m) =>
    m < from ? undefined : Math.round((cents(r, lo, hi) * lift(m)) / 100),
  ),
});
const flat = (): number => 100;
const summer = (m: number): number => (m >= 5 && m <= 7 ? 135 : 100);
const winter = (m: number): number => (m <= 1 || m >= 9 ? 130 : m >= 5 && m <= 7 ? 80 : 100);
const PRODUCTS: P[] = [
  mk('Tagliatelle', 'Fresh pasta', 5200, 7400, flat),
  mk('Pappardelle', 'Fresh pasta', 2600, 3900, winter),
  mk('Tortellini', 'Fresh pasta', 7400, 9600, winter),
  mk('Ravioli ricotta e spinaci', 'Fresh pasta', 3800, 5200, flat),
  mk('Gnocchi', 'Fresh pasta', 2900, 4300, flat),
  mk('Ravioli al tartufo', 'Fresh pasta', 2100, 3400, flat, 8),
  mk('Pesto genovese', 'Sauces', 1500, 2300, summer),
  mk('Ragù', 'Sauces', 2000, 3000, winter),
  mk('Sugo al pomodoro', 'Sauces', 1100, 1700, flat),
];
const v = (p: P, m: number): number => p.sales[m] ?? 0;
const prodTot = PRODUCTS.map((p) => total(p.sales.map((x) => x ?? 0)));
const fresh = PRODUCTS.filter((p) => p.group === 'Fresh pasta');
const sauces = PRODUCTS.filter((p) => p.group === 'Sauces');
const monthOf = (ps: P[], m: number): bigint => total(ps.map((p) => v(p, m)));
const months = Array.from({ length: M }, (_, m) => monthOf(PRODUCTS, m));
const grand = total(prodTot);
const freshTot = total(fresh.map((p) => total(p.sales.map((x) => x ?? 0))));
const sauceTot = total(sauces.map((p) => total(p.sales.map((x) => x ?? 0))));
const best = argMax(months);
const top = argMax(prodTot);
const least = argMin(prodTot);
const byName = (n: string): P => PRODUCTS.find((p) => p.name === n)!;
const ragu = byName('Ragù').sales.map((x) => x ?? 0);
const raguLow = argMin(ragu);
const freshQ1 = total([0, 1, 2].map((m) => monthOf(fresh, m)));
const gnocchiSummer = total([5, 6, 7].map((m) => v(byName('Gnocchi'), m)));
const thr = between(prodTot, 4);
const overThr = prodTot.filter((x) => x > BigInt(thr)).length;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sales 2026');
  const cols = M + 3;
  title(ws, 1, 'Pastificio Monte Brè SA — sales by product', cols);
  title(ws, 2, 'January – November 2026, CHF excl. VAT', cols);
  ws.getRow(4).values = [
    'Product',
    ...Array.from({ length: M }, (_, m) => day(2026, m, 1)),
    'Total',
    '% of total',
  ];
  let row = 5;
  const bolds = [4];
  const line = (label: string, ms: Array<number | bigint | undefined>): void => {
    const t = total(ms.map((x) => x ?? 0));
    ws.getRow(row).values = [
      label,
      ...ms.map((x) => (x === undefined ? null : cell(x))),
      cell(t),
      Number(t) / Number(grand),
    ];
    row++;
  };
  for (const [group, ps] of [
    ['Fresh pasta', fresh],
    ['Sauces', sauces],
  ] as const) {
    ws.getCell(row, 1).value = group;
    bolds.push(row++);
    ps.forEach((p) => line(p.name, p.sales));
    bolds.push(row);
    line(
      `Total ${group.toLowerCase()}`,
      Array.from({ length: M }, (_, m) => monthOf(ps, m)),
    );
    row++;
  }
  bolds.push(row);
  line('Total sales', months);
  ws.getCell(row + 1, 1).value =
    'Ravioli al tartufo: autumn range, sold September to November only.';
  bold(ws, ...bolds);
  fmt(
    ws,
    Array.from({ length: M + 1 }, (_, i) => i + 2),
    '"CHF "#,##0.00',
  );
  for (let c = 2; c <= M + 1; c++) ws.getCell(4, c).numFmt = 'mmmm';
  fmt(ws, [M + 3], '0.0%');
  widths(ws, [28, ...Array<number>(M + 1).fill(13), 10]);
  return toBytes(wb);
}

const m = (i: number): string[] => monthAt(i, 2026);
export const pastamaker: BlindBook = {
  name: NAME,
  business: 'fresh pasta maker',
  shape: 'sales by product × month, products down in two groups, months across as date cells',
  bytes,
  checks: [
    same('products = months', total(prodTot), total(months)),
    same('fresh + sauces = total', freshTot + sauceTot, grand),
    unique('best month', months),
    unique('top product', prodTot),
    unique('least product', prodTot, 'min'),
    unique('ragù low month', ragu, 'min'),
    holds(
      'truffle only Sep–Nov',
      byName('Ravioli al tartufo').sales.every((x, i) => (x === undefined) === i < 8),
    ),
    offThreshold('product total', prodTot, thr),
    holds('May and June differ', months[4] !== months[5]),
  ],
  questions: questionsFor(NAME, [
    ['What were our total sales this year?', val(money(grand), 'Total sales, Total column')],
    ['How did we do in March?', val(money(months[2]!), 'Total sales, March 2026')],
    ['What was our best month?', at(m(best), 'month with the highest Total sales')],
    ["What's our best-selling product?", at(PRODUCTS[top]!.name, 'product with the highest Total')],
    [
      'How much tortellini did we sell this year?',
      val(money(prodTot[2]!), 'Tortellini, Total column'),
    ],
    [
      'What share of our sales came from sauces?',
      val(pct(sauceTot, grand), 'Total sauces / Total sales, %', { tol: 0.06 }),
    ],
    [
      'How much pesto did we sell last month?',
      val(money(v(byName('Pesto genovese'), 10)), 'Pesto genovese, November 2026'),
    ],
    [
      'Which product sold the least this year?',
      at(PRODUCTS[least]!.name, 'product with the lowest Total (the autumn-only ravioli)'),
    ],
    [
      'How did June compare with May?',
      val(
        [money(months[5]! - months[4]!), growth(months[4]!, months[5]!)],
        'June − May Total sales, or % change',
        { abs: true, tol: 0.01 },
      ),
    ],
    [
      'What did fresh pasta bring in during the first quarter?',
      val(money(freshQ1), 'Total fresh pasta, January–March'),
    ],
    ['What are our average monthly sales?', val(meanCents(grand, M), 'Total sales / 11 months')],
    ['When did we start selling the truffle ravioli?', at(m(8), 'first month with a figure')],
    [
      'How much gnocchi did we sell over the summer, June to August?',
      val(money(gnocchiSummer), 'Gnocchi, June + July + August'),
    ],
    [
      `How many products sold more than CHF ${th(thr)} this year?`,
      val(String(overThr), `products with a Total above CHF ${th(thr)}`),
    ],
    ['Which was the worst month for ragù?', at(m(raguLow), 'lowest Ragù month')],
    ['How many kilos of tagliatelle did we make?', refuse('sales values only, no quantities')],
    ['What will we sell in December?', refuse('a forecast; December is not in the sheet')],
  ]),
};
