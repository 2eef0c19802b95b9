/**
 * A veterinary practice's revenue by month (down) x service (across), in euros, with a title
 * block, a Total column, a Total row and a note under the table.
 */
import ExcelJS from 'exceljs';
import {
  MON,
  MONTHS,
  Questions,
  argMax,
  divRound,
  argMin,
  centsIn,
  cell,
  fmt,
  growth,
  money,
  pct,
  range,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'vet-clinic';
const SERVICES = ['Consultations', 'Vaccinations', 'Surgery', 'Pharmacy', 'Boarding'] as const;

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const base = [4200, 1800, 6500, 2600, 1200];
  const grid = MONTHS.map((_, m) =>
    SERVICES.map((_, s) => centsIn(rng, base[s]! * 0.7, base[s]! * 1.3 + m * 40)),
  );
  const monthTotal = grid.map((r) => sum(r));
  const serviceTotal = SERVICES.map((_, s) => sum(grid.map((r) => r[s]!)));
  const grand = sum(monthTotal);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Revenue 2025');
  ws.addRow(['Paws & Claws Veterinary Practice']);
  ws.addRow(['Revenue by service, 2025 (EUR €)']);
  ws.addRow([]);
  ws.addRow(['Month', ...SERVICES, 'Total']);
  MONTHS.forEach((m, i) => {
    const row = ws.addRow([m, ...grid[i]!.map(cell), cell(monthTotal[i]!)]);
    fmt(row, range(2, 7), '€#,##0.00');
  });
  fmt(ws.addRow(['Total', ...serviceTotal.map(cell), cell(grand)]), range(2, 7), '€#,##0.00');
  ws.addRow([]);
  ws.addRow(['Figures exclude VAT. Boarding reopened after the kennel refit in February.']);

  const q = new Questions(NAME);
  const best = argMax(monthTotal);
  const worst = argMin(monthTotal);
  const topService = argMax(serviceTotal);
  const q2 = sum(monthTotal.slice(3, 6));
  const h1 = sum(monthTotal.slice(0, 6));
  const h2 = sum(monthTotal.slice(6, 12));
  q.money(
    'what did the practice take in total in 2025',
    grand,
    'grand total of all services, all months',
  );
  q.money(
    'how did we do in March',
    monthTotal[2]!,
    'March revenue across all services (Total column)',
  );
  if (uniqueExtreme(monthTotal, best))
    q.at('best month?', MON[best]!, 'month with the highest Total', money(monthTotal[best]!));
  if (uniqueExtreme(monthTotal, worst))
    q.at(
      'which month was the slowest',
      MON[worst]!,
      'month with the lowest Total',
      money(monthTotal[worst]!),
    );
  q.money(
    'total surgery revenue for the year',
    serviceTotal[2]!,
    'sum of the Surgery column, Jan-Dec',
  );
  q.money('how much did pharmacy bring in in october', grid[9]![3]!, 'Pharmacy, October');
  q.pct(
    'how much did revenue grow from january to december, in percent',
    growth(monthTotal[0]!, monthTotal[11]!),
    'growth = (Dec total - Jan total) / Jan total * 100, 2 decimals',
  );
  q.pct(
    'what share of revenue is vaccinations',
    pct(serviceTotal[1]!, grand),
    'Vaccinations year total / grand total * 100',
  );
  q.money(
    'average monthly revenue',
    divRound(grand, 12n),
    'grand total / 12, rounded half up to the cent',
  );
  q.money('revenue in Q2', q2, 'April + May + June totals');
  q.at(
    'which service makes us the most money',
    SERVICES[topService]!,
    'service with the highest year total (revenue; no costs in the sheet)',
    money(serviceTotal[topService]!),
  );
  q.money(
    'how much more did we make in the second half than the first',
    h2 - h1,
    'H2 (Jul-Dec) total minus H1 (Jan-Jun) total',
  );
  q.money('boarding total', serviceTotal[4]!, 'Boarding year total');
  q.money('consults in july', grid[6]![0]!, 'Consultations, July');
  q.refuse('what was our profit in march', 'the sheet has revenue only, no costs');
  q.refuse('how many animals did we treat last year', 'no visit or patient counts in the sheet');
  q.refuse('how does this compare with 2024', 'only 2025 is in the workbook');

  return {
    name: NAME,
    business: 'veterinary practice',
    shape: 'months x services with Total row and column, title block, note',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      { what: 'month totals = service totals', got: sum(monthTotal), want: sum(serviceTotal) },
      { what: 'H1 + H2 = grand', got: h1 + h2, want: grand },
    ],
  };
}
