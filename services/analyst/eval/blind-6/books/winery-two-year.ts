/**
 * Small winery: two tables on one sheet, cases sold and revenue (€ in thousands) by channel,
 * 2024 vs 2025 with variance and variance %. Revenue figures are accepted in the sheet's unit
 * (thousands) or scaled to euros, both fair.
 */
import ExcelJS from 'exceljs';
import { divRound, growth, hundredths, money, pct, sum } from '../../expect';
import {
  argMax,
  assertEq,
  cell,
  centsAt,
  questionsFor,
  rng,
  toBytes,
  uniqueMax,
  type BlindBook,
} from '../kit';

const NAME = 'winery-two-year';
const CHANNELS = [
  'Cellar door',
  'Wine club',
  'Restaurants',
  'Retail shops',
  'Distributors (export)',
  'Online',
];
const r = rng(10);
const cases24 = CHANNELS.map(() => BigInt(r.int(400, 2600)));
const cases25 = cases24.map((c, i) =>
  i === 4 ? (c * BigInt(r.int(70, 92))) / 100n : (c * BigInt(r.int(101, 135))) / 100n,
);
/** revenue in hundredths of a thousand euros (412.5 k€ = 41250) */
const rev24 = CHANNELS.map(() => BigInt(r.int(600, 5200)) * 10n);
const rev25 = rev24.map((v, i) =>
  i === 4
    ? ((v * BigInt(r.int(72, 90))) / 1000n) * 10n
    : ((v * BigInt(r.int(103, 131))) / 1000n) * 10n,
);
const T = (xs: bigint[]): bigint => sum(xs);
/** a revenue figure in k€ hundredths -> both accepted readings */
const both = (k: bigint): string[] => [money(k), money(k * 1000n)];
const revPct = rev24.map((a, i) => divRound((rev25[i]! - a) * 10000n, a));

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Channels 24 v 25');
  ws.addRow(['Hollow Oak Winery: sales by channel']);
  ws.addRow([]);
  ws.addRow(['Cases sold (9L)', '2024', '2025', 'Variance', 'Var %']);
  CHANNELS.forEach((c, i) =>
    ws.addRow([
      c,
      Number(cases24[i]),
      Number(cases25[i]),
      Number(cases25[i]! - cases24[i]!),
      Number(divRound((cases25[i]! - cases24[i]!) * 10000n, cases24[i]!)) / 10000,
    ]),
  );
  ws.addRow([
    'Total cases',
    Number(T(cases24)),
    Number(T(cases25)),
    Number(T(cases25) - T(cases24)),
    Number(divRound((T(cases25) - T(cases24)) * 10000n, T(cases24))) / 10000,
  ]);
  ws.addRow([]);
  ws.addRow([]);
  ws.addRow(['Revenue (€ in thousands)', '2024', '2025', 'Variance', 'Var %']);
  CHANNELS.forEach((c, i) =>
    ws.addRow([
      c,
      cell(rev24[i]!),
      cell(rev25[i]!),
      cell(rev25[i]! - rev24[i]!),
      Number(revPct[i]) / 10000,
    ]),
  );
  ws.addRow([
    'Total revenue',
    cell(T(rev24)),
    cell(T(rev25)),
    cell(T(rev25) - T(rev24)),
    Number(divRound((T(rev25) - T(rev24)) * 10000n, T(rev24))) / 10000,
  ]);
  ws.addRow([]);
  ws.addRow(['Excise and VAT excluded. Export sales invoiced in EUR.']);
  ws.getColumn(5).numFmt = '0.0%';
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): void {
  const ws = wb.getWorksheet('Channels 24 v 25')!;
  const n = CHANNELS.length;
  const revStart = 3 + n + 1 + 3 + 1; // header row of the revenue table + 1
  for (const c of ['B', 'C']) {
    assertEq(
      `revenue total ${c}`,
      sum(CHANNELS.map((_, i) => centsAt(ws, `${c}${revStart + i}`))),
      centsAt(ws, `${c}${revStart + n}`),
    );
  }
  assertEq(
    'cases 2025',
    sum(CHANNELS.map((_, i) => BigInt(ws.getCell(`C${4 + i}`).value as number))),
    BigInt(ws.getCell(`C${4 + n}`).value as number),
  );
  if (!uniqueMax(cases25) || !uniqueMax(revPct)) throw new Error('tie');
  if (rev25.filter((v, i) => v < rev24[i]!).length !== 1)
    throw new Error('one channel must decline');
}

const fastest = argMax(revPct);
const topCases = argMax(cases25);
const perCase = divRound(T(rev25) * 1000n, T(cases25)); // euro cents per case

export const wineryTwoYear: BlindBook = {
  name: NAME,
  business: 'small winery',
  shape:
    'two stacked tables (cases; revenue in thousands) with years as column headers, variance and %',
  build,
  verify,
  questions: questionsFor(NAME, [
    [
      'total revenue this year',
      { value: both(T(rev25)) },
      'Total revenue 2025 (k€ as shown, or scaled to €)',
    ],
    [
      'compare this year to last',
      { value: [growth(T(rev24), T(rev25)), growth(T(cases24), T(cases25))] },
      'growth (2025 - 2024) / 2024 * 100 of total revenue, or of total cases: both fair',
    ],
    [
      'which channel grew fastest in percent',
      { value: hundredths(revPct[fastest]!), at: CHANNELS[fastest]! },
      'largest revenue Var % (2 decimals)',
    ],
    [
      'restaurants variance',
      { value: [...both(rev25[2]! - rev24[2]!), String(cases25[2]! - cases24[2]!)] },
      'Restaurants variance: revenue (k€ or €) or cases, both tables have one, all fair',
    ],
    ['online revenue in 2024', { value: both(rev24[5]!) }, 'Online, 2024 revenue'],
    ['how many cases did we sell in 2025', { value: String(T(cases25)) }, 'Total cases 2025'],
    ['wine club cases this year', { value: String(cases25[1]!) }, 'Wine club cases 2025'],
    [
      'how much did case volume grow',
      { value: growth(T(cases24), T(cases25)) },
      'total cases (2025 - 2024) / 2024 * 100',
    ],
    [
      'which channel moves the most cases',
      { value: String(cases25[topCases]!), at: CHANNELS[topCases]! },
      'largest 2025 cases',
    ],
    [
      'average revenue per case in 2025',
      { value: money(perCase) },
      'Total revenue 2025 in € / total cases 2025, to the cent',
    ],
    [
      'what share of 2025 revenue came from the cellar door',
      { value: pct(rev25[0]!, T(rev25)) },
      'Cellar door 2025 / Total revenue 2025 * 100',
    ],
    [
      'which channel went down',
      {
        value: [...both(rev25[4]! - rev24[4]!), String(cases25[4]! - cases24[4]!)],
        at: CHANNELS[4]!,
        abs: true,
      },
      'the only channel that declined (revenue and cases); its variance in either table, sign not required',
    ],
    ['export sales in 2025', { value: both(rev25[4]!) }, 'Distributors (export) revenue 2025'],
    ['what was our profit last year', { refuse: true }, 'no costs in the sheet'],
    ['revenue in 2023', { refuse: true }, 'only 2024 and 2025 are in the sheet'],
    [
      'how much did retail shops grow in %',
      { value: [hundredths(revPct[3]!), growth(cases24[3]!, cases25[3]!)] },
      'Retail shops (2025 - 2024) / 2024 * 100, revenue or cases',
    ],
    ['cases through restaurants in 2024', { value: String(cases24[2]!) }, 'Restaurants cases 2024'],
  ]),
};
