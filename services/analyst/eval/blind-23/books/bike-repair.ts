/**
 * Bike repair shop in Lagos (₦): revenue by service x month, months as "Jan-25" text headers,
 * an empty header label cell, a Total column and a Total row, two title lines above.
 */
import { growth, meanCents, money, pct, sum } from '../../expect';
import {
  Asker,
  MON,
  argmax,
  argmin,
  between,
  cell,
  monthPlaces,
  newBook,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('bike-repair');
const SERVICES = [
  'Tune-up',
  'Puncture repair',
  'Brake service',
  'Wheel truing',
  'Chain & gears',
  'Bike rental',
];
/** cents, whole naira */
const grid: bigint[][] = SERVICES.map(() =>
  MON.map(() => BigInt(between(r, 180, 4200) * 100 * 100)),
);
const rowTotal = grid.map((row) => sum(row));
const colTotal = MON.map((_, m) => sum(grid.map((row) => row[m]!)));
const grand = sum(rowTotal);

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Workshop 2025');
  ws.addRow(['Spokes & Sprockets Bike Repair, Yaba']);
  ws.addRow(['Revenue by service, 2025 (₦)']);
  ws.addRow(['', ...MON.map((m) => `${m}-25`), 'Total']);
  SERVICES.forEach((s, i) => ws.addRow([s, ...grid[i]!.map(cell), cell(rowTotal[i]!)]));
  ws.addRow(['Total', ...colTotal.map(cell), cell(grand)]);
  ws.getColumn(1).width = 18;
  return toBytes(wb);
}

const q = new Asker('bike');
const i = (s: string): number => SERVICES.indexOf(s);
const bestMonth = argmax(colTotal);
const bestService = argmax(rowTotal);
const worstTruing = argmin(grid[i('Wheel truing')]!);
q.value(
  'how much did tune-ups bring in this year',
  money(rowTotal[i('Tune-up')]!),
  'Tune-up row total, Jan-Dec 2025',
);
q.value('total revenue in march', money(colTotal[2]!), 'sum of all services in Mar-25');
q.place(
  'best month',
  monthPlaces(bestMonth, 2025),
  'month with the highest all-service total',
  money(colTotal[bestMonth]!),
);
q.place(
  'which service made us the most money',
  SERVICES[bestService]!,
  'service with the highest year total',
  money(rowTotal[bestService]!),
);
q.value(
  'puncture repairs in Q2?',
  money(sum(grid[i('Puncture repair')]!.slice(3, 6))),
  'Puncture repair, Apr+May+Jun 2025',
);
q.percent(
  'what share of revenue came from bike rental',
  pct(rowTotal[i('Bike rental')]!, grand),
  'Bike rental year total / grand total x 100',
);
q.percent(
  'by how much % did revenue grow from september to october',
  growth(colTotal[8]!, colTotal[9]!),
  'growth = (Oct total - Sep total) / Sep total x 100',
);
q.value('average monthly revenue', meanCents(grand, 12), 'grand total / 12 months');
q.value(
  'Brake service in July',
  money(grid[i('Brake service')]![6]!),
  'cell Brake service x Jul-25',
);
q.place(
  'worst month for wheel truing',
  monthPlaces(worstTruing, 2025),
  'month with the lowest Wheel truing figure',
  money(grid[i('Wheel truing')]![worstTruing]!),
);
q.value(
  'whats the total for the whole year',
  money(grand),
  'grand total (Total row x Total column)',
);
q.value(
  'revenue second half of the year',
  money(sum(colTotal.slice(6))),
  'sum of Jul-Dec monthly totals',
);
q.value(
  'chain and gears jan to march',
  money(sum(grid[i('Chain & gears')]!.slice(0, 3))),
  'Chain & gears Jan+Feb+Mar',
);
q.refuse('how many bikes did we fix in may', 'the sheet holds revenue only, no counts of bikes');
q.refuse('what was our profit in march', 'no costs in the workbook');
q.refuse('revenue in 2024', 'only 2025 is in the sheet');

export const bikeRepair: BlindBook = {
  name: 'bike-repair',
  business: 'bike repair shop',
  currency: '₦',
  shape: 'months x services with Total row and column',
  build,
  questions: q.list,
  checks: [
    { what: 'row totals = column totals', a: sum(rowTotal), b: sum(colTotal) },
    uniqueCheck('month total', colTotal),
    uniqueCheck('service total', rowTotal),
    uniqueCheck('wheel truing', grid[i('Wheel truing')]!, true),
  ],
};
