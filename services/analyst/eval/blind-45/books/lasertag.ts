/**
 * Book 4 — laser tag arena (MYR): Profit and Loss BY MONTH, January – November 2026, with a
 * YTD column: three title rows (the currency named in the third), months across as text
 * ("Jan 2026"); Revenue, Cost of Sales, Gross Profit, Operating Expenses and Net Profit with
 * "Total …" lines and blank separators; February (Ramadan) is a loss shown in parentheses.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import { at, bold, fmt, refuse, title, val, widths } from '../helpers';
import {
  MON,
  argMax,
  cents,
  holds,
  monthAt,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  type BlindBook,
} from '../lib';

const r = rng(4);
const NAME = 'lasertag';
const M = 11;
type L = [string, number[]];
const line = (name: string, f: (m: number) => number): L => [
  name,
  Array.from({ length: M }, (_, m) => f(m)),
];
// school holidays lift walk-ins; Ramadan (from 18 Feb) cuts February
const lift = (m: number): number => (m === 1 ? 55 : [2, 5, 8].includes(m) ? 120 : 100);
const scale = (x: number, p: number): number => Math.round((x * p) / 100);
const revenue: L[] = [
  line('Walk-in games', (m) => scale(cents(r, 24000, 30000), lift(m))),
  line('Birthday parties', (m) => scale(cents(r, 9000, 14000), lift(m))),
  line('Corporate events', (m) => scale(cents(r, 4000, 12000), m === 1 ? 60 : 100)),
  line('Food & drinks', (m) => scale(cents(r, 6000, 9000), lift(m))),
  line('Arcade machines', (m) => scale(cents(r, 3000, 5000), lift(m))),
];
const cos: L[] = [
  line('Food & drink purchases', (m) => scale(revenue[3]![1][m]!, 38)),
  line('Party packs', (m) => scale(revenue[1]![1][m]!, 12)),
];
const opex: L[] = [
  line('Staff salaries', () => cents(r, 21000, 23000)),
  line('Rent', () => 1500000),
  line('Electricity', () => cents(r, 3800, 5200)),
  line('Equipment maintenance', () => cents(r, 800, 2600)),
  line('Marketing', () => cents(r, 1200, 3500)),
  line('Insurance', () => 65000),
  line('Booking software', () => 39900),
];
const ytd = (l: L): bigint => total(l[1]);
const col = (ls: L[], m: number): bigint => total(ls.map((l) => l[1][m]!));
const rev = Array.from({ length: M }, (_, m) => col(revenue, m));
const gp = rev.map((x, m) => x - col(cos, m));
const net = gp.map((x, m) => x - col(opex, m));
const revY = total(rev);
const gpY = total(gp);
const netY = total(net);
const cosY = total(cos.map(ytd));
const opexY = total(opex.map(ytd));
const best = argMax(net);
const losses = net.flatMap((x, m) => (x < 0n ? [m] : []));
const elec = opex[2]![1];
const topElec = argMax(elec);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('P&L 2026');
  const cols = M + 2;
  title(ws, 1, 'Zap Zone Laser Arena Sdn Bhd', cols);
  title(ws, 2, 'Profit and Loss', cols);
  title(ws, 3, 'January – November 2026 · Ringgit (RM)', cols);
  ws.getRow(5).values = ['', ...MON.slice(0, M).map((m) => `${m} 2026`), 'YTD'];
  let row = 6;
  const bolds = [5];
  const put = (label: string, ms: Array<number | bigint>, isBold = false): void => {
    ws.getRow(row).values = [label, ...ms.map((x) => Number(x) / 100), Number(total(ms)) / 100];
    if (isBold) bolds.push(row);
    row++;
  };
  const head = (label: string): void => {
    ws.getCell(row, 1).value = label;
    bolds.push(row++);
  };
  const section = (name: string, ls: L[]): void => {
    head(name);
    ls.forEach((l) => put(l[0], l[1]));
    put(
      `Total ${name}`,
      Array.from({ length: M }, (_, m) => col(ls, m)),
      true,
    );
    row++;
  };
  section('Revenue', revenue);
  section('Cost of Sales', cos);
  put('Gross Profit', gp, true);
  row++;
  section('Operating Expenses', opex);
  put('Net Profit', net, true);
  bold(ws, ...bolds);
  fmt(
    ws,
    Array.from({ length: M + 1 }, (_, i) => i + 2),
    '#,##0.00;(#,##0.00)',
  );
  widths(ws, [26, ...Array<number>(M + 1).fill(12)]);
  return toBytes(wb);
}

const m = (i: number): string[] => monthAt(i, 2026);
const mkt = opex[4]![1];
export const lasertag: BlindBook = {
  name: NAME,
  business: 'laser tag arena',
  shape: 'P&L by month with a YTD column, sections and "Total …" lines',
  bytes,
  checks: [
    same('revenue − cos − opex = net (YTD)', revY - cosY - opexY, netY),
    same('months of net = YTD net', total(net), netY),
    same('lines = Total Revenue', total(revenue.map(ytd)), revY),
    unique('best month by net', net),
    holds('best month same by revenue', argMax(rev) === best),
    holds('exactly one loss month, February', losses.length === 1 && losses[0] === 1),
    unique('highest electricity', elec),
    holds(
      'staff salaries the biggest cost line',
      [...cos, ...opex].every((l) => l[0] === 'Staff salaries' || ytd(l) < ytd(opex[0]!)),
    ),
    holds('October and September differ', rev[9] !== rev[8]),
  ],
  questions: questionsFor(NAME, [
    ["What's our total revenue so far this year?", val(money(revY), 'Total Revenue, YTD')],
    ["What's our net profit year to date?", val(money(netY), 'Net Profit, YTD')],
    [
      'How did we do in March?',
      val([money(net[2]!), money(rev[2]!)], 'March Net Profit (or Total Revenue)'),
    ],
    ['What was our best month?', at(m(best), 'highest Net Profit (also highest revenue)')],
    ['Which month did we lose money?', at(m(1), 'the only negative Net Profit month')],
    [
      "What's our gross margin this year?",
      val([pct(gpY, revY), money(gpY)], 'Gross Profit / Total Revenue, YTD, % (or the amount)', {
        tol: 0.01,
      }),
    ],
    [
      "What's eating our margin?",
      at(['Staff salaries', 'Operating Expenses'], 'Staff salaries, the biggest cost line'),
    ],
    [
      'How much did birthday parties bring in this year?',
      val(money(ytd(revenue[1]!)), 'Birthday parties, YTD'),
    ],
    ['What was the electricity bill last month?', val(money(elec[10]!), 'Electricity, Nov 2026')],
    [
      'How did October revenue compare with September?',
      val([money(rev[9]! - rev[8]!), growth(rev[8]!, rev[9]!)], 'Oct − Sep Total Revenue, or %', {
        abs: true,
        tol: 0.01,
      }),
    ],
    [
      'What share of our revenue comes from corporate events?',
      val(pct(ytd(revenue[2]!), revY), 'Corporate events / Total Revenue, YTD, %', {
        tol: 0.01,
      }),
    ],
    [
      'What did we spend on marketing in the second quarter?',
      val(money(mkt[3]! + mkt[4]! + mkt[5]!), 'Marketing, April–June'),
    ],
    ["What's our average monthly revenue?", val(meanCents(revY, M), 'Total Revenue YTD / 11')],
    ['How much rent have we paid this year?', val(money(ytd(opex[1]!)), 'Rent, YTD')],
    ['Which month had the highest electricity bill?', at(m(topElec), 'highest Electricity')],
    ['What was our net profit last December?', refuse('the P&L starts January 2026')],
    ['Should we raise our prices?', refuse('an opinion')],
  ]),
};
