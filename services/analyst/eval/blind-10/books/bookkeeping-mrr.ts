/**
 * Bookkeeping firm: monthly retainers (MRR) by client, January-June 2025 across, a Plan
 * column and a notes column, blank cells before a client starts or after they cancel, and an
 * "MRR" total row at the TOP of the table (under the header). GBP.
 */
import ExcelJS from 'exceljs';
import { growth, meanCents, money } from '../../expect';
import {
  argExtreme,
  asker,
  cell,
  seeded,
  sumOf,
  uniqueExtreme,
  SEED,
  type BlindBook,
} from '../kit';

const PLANS: Array<[string, number]> = [
  ['Basic', 18000],
  ['Standard', 32000],
  ['Premium', 55000],
];
const CLIENTS = [
  'Harbour Cafe',
  'Nguyen Electrical',
  'Bramble & Co',
  'Dr Patel Dental',
  'Oakfield Farm Shop',
  'Swift Couriers',
  'The Yoga Loft',
  'Kiln Pottery',
  'Mercer Builders',
  'Lark Florist',
  'Peak Physio',
];
const MONTHS = ['Jan-25', 'Feb-25', 'Mar-25', 'Apr-25', 'May-25', 'Jun-25'];

export function bookkeepingMrr(): BlindBook {
  const name = 'bookkeeping-mrr';
  const rng = seeded(SEED, name);
  const clients = CLIENTS.map((c, i) => {
    const plan = rng.int(0, 2);
    const start = rng.next() < 0.65 ? 0 : rng.int(1, 4);
    const end = rng.next() < 0.25 ? rng.int(start + 1, 5) : 6; // exclusive
    // the i * 100 step keeps every fee distinct, so "biggest client" has one answer
    const fee = BigInt(PLANS[plan]![1] + rng.pick([0, 0, 2500, 5000]) + i * 100);
    return { c, plan, fee, months: MONTHS.map((_, m) => (m >= start && m < end ? fee : 0n)) };
  });
  const mrr = MONTHS.map((_, m) => sumOf(clients.map((x) => x.months[m]!)));
  const active = (m: number): number => clients.filter((x) => x.months[m]! > 0n).length;

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Retainers');
  ws.addRow(['Ledgerly Bookkeeping - monthly retainers (GBP)']);
  ws.addRow(['Client', 'Plan', ...MONTHS, 'Notes']);
  ws.addRow(['MRR', '', ...mrr.map(cell), '']);
  for (const x of clients) {
    const started = x.months.findIndex((v) => v > 0n);
    const ended = x.months.lastIndexOf(x.fee) < 5;
    const note = ended ? 'cancelled' : started > 0 ? `joined ${MONTHS[started]}` : '';
    ws.addRow([x.c, PLANS[x.plan]![0], ...x.months.map((v) => (v > 0n ? cell(v) : null)), note]);
  }

  const june = clients.map((x) => x.months[5]!);
  const churned = clients.filter((x) => x.months[5] === 0n).length;
  const premiumJune = sumOf(clients.filter((x) => x.plan === 2).map((x) => x.months[5]!));
  const h1 = sumOf(mrr);
  const { ask, questions } = asker(name);
  ask('what is our MRR in june', { value: money(mrr[5]!) }, 'MRR row, Jun-25');
  ask(
    'how much did MRR grow from jan to jun %',
    { value: growth(mrr[0]!, mrr[5]!) },
    '(Jun MRR - Jan MRR) / Jan MRR, percent',
  );
  ask(
    'how many clients were we billing in march',
    { value: String(active(2)) },
    'clients with a fee in Mar-25',
  );
  ask(
    'biggest client right now',
    { at: CLIENTS[argExtreme(june, true)]! },
    'client with the largest Jun-25 fee',
  );
  ask(
    'total retainer income for the first half',
    { value: money(h1) },
    'sum of all retainer cells Jan-Jun (= sum of the MRR row)',
  );
  ask(
    'annual run rate',
    { value: money(mrr[5]! * 12n) },
    'June MRR x 12 (the latest month, annualised)',
  );
  ask(
    'how many clients cancelled',
    { value: String(churned) },
    'clients with no fee in Jun-25 (every client had a fee at some month)',
  );
  ask(
    'premium plan MRR in june',
    { value: money(premiumJune) },
    'sum of Jun-25 fees of Premium clients',
  );
  ask(
    'what does bramble & co pay a month',
    { value: money(clients[2]!.fee) },
    'Bramble & Co monthly fee',
  );
  ask('MRR in april', { value: money(mrr[3]!) }, 'MRR row, Apr-25');
  ask(
    'average retainer in june',
    { value: meanCents(mrr[5]!, active(5)) },
    'June MRR / clients billed in June, to the cent',
  );
  ask(
    'whats our churn rate',
    { refuse: true },
    'several definitions (clients or revenue, monthly or period): ask which',
  );
  ask('how many hours do we spend on swift couriers', { refuse: true }, 'no time records');
  ask(
    'how much is the yoga loft behind on payments',
    { refuse: true },
    'fees billed, not payments received',
  );
  if (uniqueExtreme(mrr, true))
    ask(
      'best month for MRR',
      { at: MONTHS[argExtreme(mrr, true)]!.slice(0, 3) },
      'month with the largest MRR',
    );

  return {
    name,
    business: 'bookkeeping firm',
    shape:
      'MRR sheet: clients x months with blanks for start/cancel, MRR row at the top, notes column',
    workbook: wb,
    questions,
    checks: [
      { what: 'clients add to H1 total', a: sumOf(clients.map((x) => sumOf(x.months))), b: h1 },
      { what: 'biggest June client unique', a: BigInt(uniqueExtreme(june, true)), b: 1n },
      {
        what: 'every client billed at least once',
        a: BigInt(clients.filter((x) => sumOf(x.months) > 0n).length),
        b: BigInt(CLIENTS.length),
      },
    ],
  };
}
