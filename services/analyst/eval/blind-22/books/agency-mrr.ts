/**
 * Design agency (A$): retainers / MRR, one row per client, months as "2025-01".."2025-12"
 * across, blank where a client was not on a retainer, a "Total MRR" row at the bottom and a
 * Plan column. Some clients start mid-year, some leave.
 */
import { growth, meanCents, money } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'agency-mrr';
const r = rng(SEED + 14);
const CLIENTS = [
  'Saltbush Wines',
  'Koala Kids Dental',
  'Harbour Legal',
  'Tidewater Surf',
  'Bright Spark Solar',
  'Mallee Grain Co',
  'Urban Fig Cafe',
  'Lyrebird Books',
  'Banksia Physio',
];
const PLANS: Array<[string, number]> = [
  ['Starter', 150000],
  ['Growth', 320000],
  ['Studio', 650000],
];
const rows = CLIENTS.map((name, i) => {
  const [plan, fee] = r.pick(PLANS);
  const start = i < 5 ? 0 : r.int(2, 8);
  const end = i === 1 || i === 6 ? r.int(start + 2, 9) : 11;
  const mrr = Array.from({ length: 12 }, (_, m) =>
    m >= start && m <= end ? fee + (m >= 6 && i % 3 === 0 ? 20000 : 0) : 0,
  );
  return { name, plan, mrr };
});
const total = Array.from({ length: 12 }, (_, m) => sumOf(rows.map((x) => x.mrr[m]!)));
const year = sumOf(total);
const perClient = rows.map((x) => sumOf(x.mrr));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Retainers');
  ws.addRow(['Monthly retainers (A$, ex GST)']);
  ws.addRow([
    'Client',
    'Plan',
    ...Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}`),
  ]);
  rows.forEach((x) => ws.addRow([x.name, x.plan, ...x.mrr.map((v) => (v ? cell(v) : null))]));
  ws.addRow(['Total MRR', '', ...total.map(cell)]);
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const churned = rows.filter((x) => x.mrr[11] === 0);
const active = (m: number): number => rows.filter((x) => x.mrr[m]! > 0).length;
ask('what was MRR in december', { value: money(total[11]!) }, 'Total MRR, 2025-12');
ask(
  'how much did MRR grow over the year',
  { value: growth(total[0]!, total[11]!) },
  'growth = (Dec - Jan) / Jan * 100',
);
ask(
  'total retainer revenue for 2025',
  { value: money(year) },
  'sum of all months, all clients (Total MRR row not added again)',
);
ask(
  'which client paid us the most over the year',
  { at: CLIENTS[argExtreme(perClient)]! },
  'client with the largest sum of monthly retainers',
);
ask(
  'how many clients did we lose',
  { value: String(churned.length) },
  'clients with a retainer earlier and none in 2025-12',
);
ask(
  'how many active clients in june',
  { value: String(active(5)) },
  'clients with a non-empty 2025-06',
);
ask('average MRR', { value: meanCents(year, 12) }, 'mean of the 12 Total MRR values, to the cent');
ask(
  'annual run rate based on december',
  { value: money(total[11]! * 12n) },
  'Dec Total MRR x 12, as asked',
);
ask(
  'what does harbour legal pay a month in december',
  { value: money(rows[2]!.mrr[11]!) },
  'Harbour Legal, 2025-12',
);
ask(
  'how much did MRR go up from july to august',
  { value: money(total[7]! - total[6]!) },
  'Total MRR 2025-08 minus 2025-07',
);
ask(
  'how much did we bill lyrebird books in total',
  { value: money(perClient[7]!) },
  'Lyrebird Books, sum of months',
);
ask('mrr in march', { value: money(total[2]!) }, 'Total MRR, 2025-03');
ask(
  'how many clients are on the studio plan',
  { value: String(rows.filter((x) => x.plan === 'Studio').length) },
  'rows with Plan Studio',
);
ask(
  'whats our churn rate',
  { refuse: true },
  'several definitions (logo vs revenue churn, monthly vs yearly); ask back',
);
ask('how many hours did we spend on saltbush', { refuse: true }, 'no hours on the sheet');
export const agencyMrr: BlindBook = {
  name: NAME,
  business: 'design agency (retainers)',
  shape: 'MRR by client x month with Total MRR row',
  build,
  questions: qs,
  checks: [{ what: 'clients make the total', a: sumOf(perClient), b: year }],
};
