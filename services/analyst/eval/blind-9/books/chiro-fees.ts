/**
 * Chiropractor: fee income by month (rows) x service (columns), CAD, with a Total column and a
 * Total row, two title lines above the header and a note under the table.
 */
import { growth, meanCents, money as m, pct } from '../../expect';
import {
  ExcelJS,
  MON,
  MONTHS,
  argExtreme,
  asker,
  cell,
  money,
  monthAt,
  rng,
  sumN,
  toBytes,
  type BlindBook,
} from '../kit';

const NAME = 'chiro-fees';
const r = rng(NAME);
const SERVICES = ['Adjustments', 'New patient consults', 'Massage therapy', 'X-rays', 'Orthotics'];
const BASE = [1_450_000, 380_000, 520_000, 160_000, 240_000];
/** cents[month][service] */
const fees = MONTHS.map((_, mi) =>
  BASE.map(
    (b) => Math.round((b * (80 + r.int(0, 40) + (mi === 11 ? -15 : 0))) / 100) + r.int(0, 99),
  ),
);
const monthTotal = fees.map((row) => sumN(row));
const serviceTotal = SERVICES.map((_, si) => sumN(fees.map((row) => row[si]!)));
const grand = sumN(monthTotal);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Fees 2025');
  ws.addRow(['Spinewise Chiropractic']);
  ws.addRow(['Fee income by service, 2025 (CAD)']);
  ws.addRow(['Month', ...SERVICES, 'Total']);
  fees.forEach((row, mi) =>
    ws.addRow([`${MON[mi]} 2025`, ...row.map(cell), cell(monthTotal[mi]!)]),
  );
  ws.addRow(['Total', ...serviceTotal.map(cell), cell(grand)]);
  ws.addRow([]);
  ws.addRow(['Note: excludes insurer direct-billing adjustments posted after year end.']);
  money(ws, [2, 3, 4, 5, 6, 7], '"$"#,##0.00');
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const best = argExtreme(monthTotal, 'max');
const worst = argExtreme(monthTotal, 'min');
const q2 = sumN(monthTotal.slice(3, 6));
const q1 = sumN(monthTotal.slice(0, 3));
const q4 = sumN(monthTotal.slice(9, 12));
const topService = argExtreme(serviceTotal, 'max');
const lowService = argExtreme(serviceTotal, 'min');

q(
  'what did we take in for the whole year',
  { value: m(grand) },
  'grand total: all services, all months',
);
q(
  'best month?',
  { value: m(monthTotal[best]!), at: monthAt(best) },
  'month with the largest Total',
);
q(
  'which month was slowest',
  { value: m(monthTotal[worst]!), at: monthAt(worst) },
  'month with the smallest Total',
);
q('how did we do in march', { value: m(monthTotal[2]!) }, 'March Total (fee income, all services)');
q(
  'How much did massage bring in this year?',
  { value: m(serviceTotal[2]!) },
  'Massage therapy column total',
);
q('massage in july', { value: m(fees[6]![2]!) }, 'the July x Massage therapy cell');
q('q2 takings', { value: m(q2) }, 'April-June Totals summed');
q(
  'how much did income grow from january to december, in percent',
  { value: growth(monthTotal[0]!, monthTotal[11]!) },
  'growth = (Dec total - Jan total) / Jan total',
);
q('whats our average month', { value: meanCents(grand, 12) }, 'grand total / 12 months');
q(
  'what % of our income comes from orthotics',
  { value: pct(serviceTotal[4]!, grand) },
  'Orthotics total / grand total',
);
q(
  'which service earns us the most',
  { value: m(serviceTotal[topService]!), at: SERVICES[topService]! },
  'service with the largest column total',
);
q(
  'weakest service line',
  { value: m(serviceTotal[lowService]!), at: SERVICES[lowService]! },
  'service with the smallest column total',
);
q(
  'how many adjustments did we do in june',
  { refuse: true },
  'the sheet holds fee amounts, not visit counts',
);
q('whats our profit for 2025', { refuse: true }, 'no costs in the workbook');
q(
  'xrays second half of the year',
  { value: m(sumN(fees.slice(6).map((row) => row[3]!))) },
  'X-rays July-December',
);
q(
  'compare the first quarter with the last quarter',
  { value: [m(q4 - q1), growth(q1, q4)] },
  'Q4 vs Q1 of total fee income: the change in dollars or in percent are both accepted',
);
q(
  'totl for orthotic in novmber',
  { value: m(fees[10]![4]!) },
  'the November x Orthotics cell (typos on purpose)',
);
q(
  'new patient consults in the first quarter',
  { value: m(sumN(fees.slice(0, 3).map((row) => row[1]!))) },
  'New patient consults Jan-Mar',
);

export const chiroFees: BlindBook = {
  name: NAME,
  business: 'chiropractic clinic',
  shape: 'months x services with Total row and column, title lines, note under the table',
  bytes,
  questions: list,
  checks: [
    ['service totals sum to the grand total', sumN(serviceTotal) === grand],
    ['month totals are row sums', monthTotal.every((t, i) => t === sumN(fees[i]!))],
  ],
};
