/**
 * Bicycle courier co-op, NZ$: revenue by month (rows, "Jan-25") x service (columns), with a
 * Total column and a Total row; two title lines; the month header cell is empty.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct, sum } from '../../expect';
import { asker, cell, MON, readCents, rng, same, sumColumn, toBytes, type BlindBook } from '../kit';

const NAME = 'courier-coop';
const SERVICES = ['Same-day', 'Scheduled', 'Cargo bike', 'Document run'] as const;
const r = rng(1);
const grid = MON.map(() => SERVICES.map(() => r.int(180000, 920000)));
const monthTotal = grid.map((row) => Number(sum(row)));
const serviceTotal = SERVICES.map((_, j) => Number(sum(grid.map((row) => row[j]!))));
const year = Number(sum(monthTotal));
const label = (i: number): string => `${MON[i]}-25`;

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Revenue 2025');
  ws.addRow(['Pedal Post Courier Co-op']);
  ws.addRow(['Delivery revenue by service, NZ$']);
  ws.addRow(['', ...SERVICES, 'Total']);
  grid.forEach((row, i) => ws.addRow([label(i), ...row.map(cell), cell(monthTotal[i]!)]));
  ws.addRow(['Total', ...serviceTotal.map(cell), cell(year)]);
  return toBytes(wb);
}

function verify(wb: ExcelJS.Workbook): string[] {
  const ws = wb.getWorksheet('Revenue 2025')!;
  return [
    ...same('grand total', readCents(ws, 'F16'), sumColumn(ws, 'F', 4, 15)),
    ...same('cargo total', readCents(ws, 'D16'), sumColumn(ws, 'D', 4, 15)),
  ];
}

const { ask, questions } = asker(NAME);
const best = monthTotal.indexOf(Math.max(...monthTotal));
const worst = monthTotal.indexOf(Math.min(...monthTotal));
const topService = serviceTotal.indexOf(Math.max(...serviceTotal));
const q2 = monthTotal[3]! + monthTotal[4]! + monthTotal[5]!;
const h1 = sum(monthTotal.slice(0, 6));
const h2 = sum(monthTotal.slice(6));

ask(
  'what did we bring in for the whole year',
  { value: money(year) },
  'sum of all months, all services (the Total row/column grand total)',
);
ask(
  'best month?',
  { value: money(monthTotal[best]!), at: [MON[best]!, label(best)] },
  'month with the highest Total column value',
);
ask(
  'which month was the quietest',
  { value: money(monthTotal[worst]!), at: [MON[worst]!, label(worst)] },
  'month with the lowest Total',
);
ask('how did we do in march', { value: money(monthTotal[2]!) }, 'Total for Mar-25 (all services)');
ask(
  'total cargo bike revenue',
  { value: money(serviceTotal[2]!) },
  'sum of the Cargo bike column over 12 months',
);
ask(
  'which service earns the most',
  { value: money(serviceTotal[topService]!), at: SERVICES[topService]! },
  'service with the highest yearly total',
);
ask(
  'how much did revenue grow from jan to dec in %',
  { value: growth(monthTotal[0]!, monthTotal[11]!) },
  'growth = (Dec total - Jan total) / Jan total * 100',
);
ask('avg monthly revenue', { value: meanCents(year, 12) }, 'year total / 12, to the cent');
ask('what did we make in Q2', { value: money(q2) }, 'Apr+May+Jun totals');
ask('same-day deliveries in July', { value: money(grid[6]![0]!) }, 'Same-day cell for Jul-25');
ask(
  'what share of revenue is document runs',
  { value: pct(serviceTotal[3]!, year) },
  'Document run total / year total * 100',
);
ask(
  'compare second half to first half',
  { value: [money(h2 - h1), growth(h1, h2)] },
  'H2 (Jul-Dec) vs H1 (Jan-Jun): the NZ$ difference or the growth % are both fair readings',
);
ask('scheduled revenue in oct-25', { value: money(grid[9]![1]!) }, 'Scheduled cell for Oct-25');
ask(
  'how many deliveries did we do in may',
  { refuse: true },
  'the sheet holds revenue only, no delivery counts',
);
ask('what was our profit last year', { refuse: true }, 'revenue only, no costs, and no prior year');

export const courierCoop: BlindBook = {
  name: NAME,
  about: 'bicycle courier co-op, NZ$, months x services with Total row and column',
  build,
  questions,
  verify,
};
