/**
 * A guesthouse's multi-sheet workbook (₹): "Rooms" (months "2025-01".. down x rooms across,
 * Total column, no total row), "Costs" (categories down x months across as "January"..,
 * Total row at the bottom), and a "Notes" sheet of text.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  int,
  money,
  rng,
  sum,
  toBytes,
  argmax,
  MONTH_NAMES,
  growth,
  meanCents,
  type BlindBook,
} from '../kit';

const ROOMS = ['Peacock Suite', 'Garden Room', 'Lake View', 'Attic Twin'];
const COSTS = [
  'Housekeeping wages',
  'Laundry',
  'Breakfast supplies',
  'Electricity',
  'Booking commissions',
];

export async function guesthouseBook(): Promise<BlindBook> {
  const r = rng(13);
  const rooms = MONTH_NAMES.map(() =>
    ROOMS.map(
      (_, j) =>
        BigInt(int(r, [40000, 25000, 32000, 18000][j]!, [95000, 60000, 80000, 45000][j]!)) * 100n,
    ),
  );
  const costs = COSTS.map((_, i) =>
    MONTH_NAMES.map(
      () =>
        BigInt(
          int(r, [30000, 4000, 8000, 5000, 6000][i]!, [30000, 9000, 16000, 11000, 18000][i]!),
        ) * 100n,
    ),
  );
  const roomMonth = rooms.map((x) => sum(x));
  const costMonth = MONTH_NAMES.map((_, m) => sum(costs.map((c) => c[m]!)));
  const revenue = sum(roomMonth);
  const totalCost = sum(costMonth);

  const wb = new ExcelJS.Workbook();
  const a = wb.addWorksheet('Rooms');
  a.addRow(['Room revenue 2025 (₹)']);
  a.addRow(['Month', ...ROOMS, 'Total']);
  rooms.forEach((row, m) =>
    a.addRow([`2025-${String(m + 1).padStart(2, '0')}`, ...row.map(cell), cell(roomMonth[m]!)]),
  );
  const b = wb.addWorksheet('Costs');
  b.addRow(['Running costs 2025 (₹)']);
  b.addRow(['Cost', ...MONTH_NAMES]);
  COSTS.forEach((n, i) => b.addRow([n, ...costs[i]!.map(cell)]));
  b.addRow(['Total', ...costMonth.map(cell)]);
  const n = wb.addWorksheet('Notes');
  n.addRow(['Hotel Nilgiri Homestay, Ooty']);
  n.addRow(['Rooms sheet: room revenue net of GST. Costs sheet: paid costs.']);
  n.addRow(['Owner: R. Menon']);

  const best = argmax(roomMonth);
  const roomTotals = ROOMS.map((_, j) => sum(rooms.map((x) => x[j]!)));
  const topRoom = argmax(roomTotals);
  const costTotals = COSTS.map((_, i) => sum(costs[i]!));
  const topCost = argmax(costTotals);
  const { q, list } = asker('guesthouse');
  q('total room revenue for 2025', { value: money(revenue) }, 'sum of Total column on Rooms');
  q('total running costs', { value: money(totalCost) }, 'Costs sheet Total row, all months');
  q(
    'profit for the year',
    { value: money(revenue - totalCost) },
    'room revenue - running costs (the book has no other lines)',
  );
  q(
    'best month for rooms',
    {
      value: money(roomMonth[best]!),
      at: [MONTH_NAMES[best]!, `2025-${String(best + 1).padStart(2, '0')}`],
    },
    'month with the largest room Total',
  );
  q(
    'which room earns the most',
    { value: money(roomTotals[topRoom]!), at: ROOMS[topRoom]! },
    'room with the largest yearly sum',
  );
  q('costs in june', { value: money(costMonth[5]!) }, 'Costs Total, June');
  q('laundry for the year', { value: money(costTotals[1]!) }, 'Laundry, sum of months');
  q(
    'biggest cost',
    { value: money(costTotals[topCost]!), at: COSTS[topCost]! },
    'cost category with the largest yearly sum',
  );
  q('lake view revenue in august', { value: money(rooms[7]![2]!) }, 'Lake View, 2025-08');
  q(
    'how much did booking commissions cost us',
    { value: money(costTotals[4]!) },
    'Booking commissions, sum of months',
  );
  q(
    'room revenue in the first quarter',
    { value: money(sum(roomMonth.slice(0, 3))) },
    'room Total Jan-Mar',
  );
  q(
    'growth in room revenue from jan to dec',
    { value: growth(roomMonth[0]!, roomMonth[11]!) },
    '(Dec - Jan)/Jan of room Total, %',
  );
  q('average monthly room revenue', { value: meanCents(revenue, 12) }, 'room revenue / 12');
  q('what was our occupancy in july', { refuse: true }, 'no nights or occupancy in the book');
  q(
    'how much did guests spend on breakfast',
    { refuse: true },
    'breakfast appears only as a cost, not as guest spend',
  );
  return {
    name: 'guesthouse',
    business: 'guesthouse (₹), three sheets',
    bytes: await toBytes(wb),
    questions: list,
    checks: [{ what: 'rooms add to months', a: sum(roomTotals), b: revenue }],
  };
}
