/** A window cleaner's income by month x service (₴), months as "Jan-25" text, Total row and column. */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  int,
  MON,
  monthAt,
  questionsFor,
  REFUSE,
  rngFor,
  S,
  toBytes,
  type BlindBook,
} from './kit';

const NAME = 'window-cleaner';
const r = rngFor(NAME);
const services = ['Residential', 'Commercial', 'Gutters', 'Conservatory roofs', 'Solar panels'];
const grid = services.map((_, s) =>
  MON.map(() => int(r, 3000, 40000) * 100 + int(r, 0, 1) * 50 + s * 1000),
);
const rowTot = grid.map((row) => S(row));
const colTot = MON.map((_, m) => S(grid.map((row) => row[m]!)));
const grand = S(rowTot);
const label = MON.map((m) => `${m}-25`);

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Income 2025');
  ws.addRow(['Bright Panes Window Cleaning']);
  ws.addRow(['Income by service, 2025 (₴)']);
  ws.addRow([]);
  ws.addRow(['Service', ...label, 'Total']);
  grid.forEach((row, s) => ws.addRow([services[s], ...row.map(cell), cell(rowTot[s]!)]));
  ws.addRow(['Total', ...colTot.map(cell), cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Cash jobs included; card fees not deducted.']);
  return toBytes(wb);
}

const best = argMax(colTot);
const worst = argMin(colTot);
const topService = argMax(rowTot);
const q2 = colTot[3]! + colTot[4]! + colTot[5]!;
const h1Commercial = S(grid[1]!.slice(0, 6));

export const windowCleaner: BlindBook = {
  name: NAME,
  business: 'window cleaner (₴)',
  build,
  checks: [{ what: 'row totals = column totals', a: grand, b: S(colTot) }],
  questions: questionsFor(NAME, [
    ['total income for the year', { value: money(grand) }, 'grand total, all services, Jan-Dec'],
    ['how did we do in March', { value: money(colTot[2]!) }, 'March column total'],
    [
      'best month?',
      { value: money(colTot[best]!), at: monthAt(best) },
      'month with the largest column total',
    ],
    [
      'which month was the slowest',
      { value: money(colTot[worst]!), at: monthAt(worst) },
      'month with the smallest column total',
    ],
    [
      'how much did gutters bring in in july',
      { value: money(grid[2]![6]!) },
      'Gutters, Jul-25 cell',
    ],
    ['solar panels for the whole year', { value: money(rowTot[4]!) }, 'Solar panels row total'],
    [
      'which service makes us the most money',
      { value: money(rowTot[topService]!), at: services[topService]! },
      'service with the largest row total',
    ],
    [
      'what % of income is residential',
      { value: pct(rowTot[0]!, grand) },
      'Residential total / grand total * 100',
    ],
    [
      'growth in commercial from jan to dec',
      { value: growth(grid[1]![0]!, grid[1]![11]!) },
      '(Dec - Jan) / Jan * 100, Commercial',
    ],
    ['total income in Q2', { value: money(q2) }, 'Apr + May + Jun column totals'],
    ['average monthly income', { value: meanCents(grand, 12) }, 'grand total / 12'],
    [
      'commercial income first half of the year',
      { value: money(h1Commercial) },
      'Commercial, Jan-Jun',
    ],
    [
      'conservatory roofs aug vs sep difference',
      { value: money(grid[3]![8]! - grid[3]![7]!), abs: true },
      'Sep - Aug for Conservatory roofs; sign either way',
    ],
    ['what was our profit this year', REFUSE, 'income only, no costs on the sheet'],
    ['how many windows did we clean in may', REFUSE, 'no job counts on the sheet'],
    ['income in 2024', REFUSE, 'only 2025 is on the sheet'],
  ]),
};
