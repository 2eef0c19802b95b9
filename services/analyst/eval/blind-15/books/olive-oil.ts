/**
 * Olive oil producer, €: export sales by country, two years side by side NEWEST FIRST
 * (2025, 2024 as numbers), Variance and Var %, "EUR thousands" in the title, a total row and
 * a note under the table. Values have one decimal in thousands.
 */
import ExcelJS from 'exceljs';
import { growth, hundredths, money, pct, sum } from '../../expect';
import { asker, rng, same, sumColumn, readCents, toBytes, type BlindBook } from '../kit';

const NAME = 'olive-oil';
const COUNTRIES = [
  'Brazil',
  'Germany',
  'United States',
  'France',
  'Angola',
  'Canada',
  'Switzerland',
  'Japan',
];
const r = rng(10);
// tenths of a thousand euros (1 = €100)
const rows = COUNTRIES.map((country) => {
  const y24 = r.int(600, 9500);
  return { country, y24, y25: Math.max(200, y24 + r.int(-1800, 2600)) };
});
const t24 = rows.reduce((s, x) => s + x.y24, 0);
const t25 = rows.reduce((s, x) => s + x.y25, 0);
/** a figure both as the sheet shows it (thousands) and in full euros: either is fair */
const both = (tenths: number): string[] => [hundredths(tenths * 10), money(tenths * 10000)];

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Exports');
  ws.addRow(['Azeite Serra Alta, Lda']);
  ws.addRow(['Export sales by country - EUR thousands']);
  ws.addRow([]);
  ws.addRow(['Country', 2025, 2024, 'Variance', 'Var %']);
  for (const x of rows)
    ws.addRow([
      x.country,
      x.y25 / 10,
      x.y24 / 10,
      (x.y25 - x.y24) / 10,
      Number(growth(x.y24, x.y25)) / 100,
    ]);
  ws.addRow([
    'Total exports',
    t25 / 10,
    t24 / 10,
    (t25 - t24) / 10,
    Number(growth(t24, t25)) / 100,
  ]);
  ws.getColumn(5).numFmt = '0.0%';
  ws.addRow([]);
  ws.addRow(['Note: Brazil includes re-exports via Lisbon agents. Domestic sales not shown.']);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Exports')!;
  const end = 4 + rows.length;
  return same('2025 total', readCents(ws, `B${end + 1}`), sumColumn(ws, 'B', 5, end));
}

const { ask, questions } = asker(NAME);
const gain = rows.reduce((a, b) => (b.y25 - b.y24 > a.y25 - a.y24 ? b : a));
const fall = rows.reduce((a, b) => (b.y25 - b.y24 < a.y25 - a.y24 ? b : a));
const top25 = rows.reduce((a, b) => (b.y25 > a.y25 ? b : a));
const sum25 = Number(sum(rows.map((x) => x.y25)));

ask(
  'total exports this year',
  { value: both(t25) },
  '2025 Total exports (in thousands, or the same in euros)',
);
ask(
  'compare this year to last',
  { value: [growth(t24, t25), ...both(t25 - t24)] },
  'growth % = (2025-2024)/2024*100, or the variance; either reading is fair',
);
ask(
  'how much did exports grow in percent',
  { value: growth(t24, t25) },
  '(2025 total - 2024 total) / 2024 total * 100',
);
ask(
  'which country grew the most',
  { value: both(gain.y25 - gain.y24), at: gain.country },
  'largest Variance (2025 - 2024)',
);
ask(
  'biggest drop',
  { value: both(fall.y25 - fall.y24), at: fall.country },
  'most negative Variance',
);
ask('germany last year', { value: both(rows[1]!.y24) }, '2024, Germany');
ask('what did we sell to japan in 2025', { value: both(rows[7]!.y25) }, '2025, Japan');
ask('biggest export market', { value: both(top25.y25), at: top25.country }, 'largest 2025 value');
ask(
  'US share of exports in 2025',
  { value: pct(rows[2]!.y25, sum25) },
  'United States 2025 / 2025 total * 100',
);
ask(
  'how did canada do vs 2024 in %',
  { value: growth(rows[5]!.y24, rows[5]!.y25) },
  '(Canada 2025 - 2024) / 2024 * 100',
);
ask('total exports 2024', { value: both(t24) }, '2024 Total exports');
ask(
  'how many countries did better than last year',
  { value: String(rows.filter((x) => x.y25 > x.y24).length) },
  'countries with 2025 > 2024',
);
ask(
  'how much olive oil did we sell at home',
  { refuse: true },
  'the note says domestic sales are not shown',
);
ask('how many litres went to france', { refuse: true }, 'values only, no volumes');

export const oliveOil: BlindBook = {
  name: NAME,
  about:
    'olive oil producer, €, exports by country 2025 vs 2024 (newest first), in thousands, note under the table',
  build,
  questions,
  verify,
};
