/**
 * Physiotherapy gym: revenue by month (rows) x service (columns), a Total column and a Total
 * row, two title lines and a note under the table. Amounts in AUD.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money, pct } from '../../expect';
import {
  MON,
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const SERVICES = [
  'Physio sessions',
  'Sports massage',
  'Reformer pilates',
  'Gym memberships',
  'Rehab programs',
];

export function physioGym(): BlindBook {
  const name = 'physio-gym';
  const rng = seeded(SEED, name);
  const grid = MON.map(() => SERVICES.map(() => BigInt(rng.int(180000, 1450000))));
  const rowTotals = grid.map((r) => sumOf(r));
  const colTotals = SERVICES.map((_, j) => sumOf(grid.map((r) => r[j]!)));
  const grand = sumOf(rowTotals);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Revenue 2025');
  ws.addRow(['Kinetic Physio & Gym - revenue by service, 2025']);
  ws.addRow(['All amounts in AUD ($), excl. GST']);
  ws.addRow([]);
  ws.addRow(['', ...SERVICES, 'Total']);
  grid.forEach((r, i) => ws.addRow([`${MON[i]} 2025`, ...r.map(cell), cell(rowTotals[i]!)]));
  ws.addRow(['Total', ...colTotals.map(cell), cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Note: pilates studio closed two weeks in July for refit.']);

  const { ask, questions } = asker(name);
  const best = argExtreme(rowTotals, true);
  const worst = argExtreme(rowTotals, false);
  const bestSvc = argExtreme(colTotals, true);
  const q2 = sumOf(rowTotals.slice(3, 6));
  const h1 = sumOf(rowTotals.slice(0, 6));
  const h2 = sumOf(rowTotals.slice(6));
  ask(
    'what was our total revenue for 2025',
    { value: money(grand) },
    'grand total of all services, all months (the Total row x Total column)',
  );
  ask('best month?', { at: MON[best]! }, 'month with the largest row total');
  ask('which month was the quietest', { at: MON[worst]! }, 'month with the smallest row total');
  ask('how did we do in March', { value: money(rowTotals[2]!) }, 'March row total, all services');
  ask(
    'how much did reformer pilates bring in this year',
    { value: money(colTotals[2]!) },
    'Reformer pilates column total',
  );
  ask(
    'which service earns us the most',
    { at: SERVICES[bestSvc]! },
    'service with the largest column total',
  );
  ask(
    'how much did revenue grow from jan to dec in percent',
    { value: growth(rowTotals[0]!, rowTotals[11]!) },
    'growth = (Dec total - Jan total) / Jan total, percent, 2 dp',
  );
  ask('revenue in Q2', { value: money(q2) }, 'Apr+May+Jun row totals');
  ask(
    'whats our average month',
    { value: meanCents(grand, 12) },
    'grand total / 12 months, to the cent',
  );
  ask(
    'sports massage in august',
    { value: money(grid[7]![1]!) },
    'the Sports massage cell for Aug',
  );
  ask(
    'what share of revenue came from physio sessions (%)',
    { value: pct(colTotals[0]!, grand) },
    'Physio sessions column total / grand total, percent',
  );
  ask(
    'how much more did we make in the second half than the first',
    { value: money(h2 - h1) },
    'Jul-Dec total minus Jan-Jun total (may be negative)',
  );
  ask(
    'monthly avg for gym memberships',
    { value: meanCents(colTotals[3]!, 12) },
    'Gym memberships column total / 12',
  );
  ask(
    'what was our profit in march',
    { refuse: true },
    'the sheet has revenue only, no costs: profit cannot be computed',
  );
  ask('how many clients did we see in may', { refuse: true }, 'no client counts in the sheet');
  ask('how does this compare with 2024', { refuse: true }, 'only 2025 is in the workbook');
  ask(
    'rehab programs revenue in the best month for rehab',
    { value: money(colMax(grid, 4)) },
    'largest single Rehab programs cell',
  );

  return {
    name,
    business: 'physiotherapy gym',
    shape: 'months x services with Total row and column, title and unit lines, note under table',
    workbook: wb,
    questions,
    checks: [
      { what: 'sum of column totals = sum of row totals', a: sumOf(colTotals), b: grand },
      { what: 'best month unique', a: BigInt(uniqueExtreme(rowTotals, true)), b: 1n },
      { what: 'worst month unique', a: BigInt(uniqueExtreme(rowTotals, false)), b: 1n },
      { what: 'best service unique', a: BigInt(uniqueExtreme(colTotals, true)), b: 1n },
    ],
  };
}

function colMax(grid: bigint[][], j: number): bigint {
  return grid.map((r) => r[j]!).reduce((m, x) => (x > m ? x : m));
}
