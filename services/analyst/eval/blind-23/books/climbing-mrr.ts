/**
 * Climbing gym (A$): memberships by month, months as rows written "2025-01", columns Active at
 * start / New / Cancelled / Active at end / MRR, a note line above and a units line, no totals.
 */
import { growth, meanCents, money, pct, sum } from '../../expect';
import {
  Asker,
  argmax,
  between,
  cell,
  monthPlaces,
  newBook,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('climbing-mrr');
interface Row {
  start: number;
  added: number;
  cancelled: number;
  end: number;
  mrr: bigint;
}
const rows: Row[] = [];
let active = between(r, 380, 450);
for (let m = 0; m < 12; m++) {
  const added = between(r, 18, 64);
  const cancelled = between(r, 9, 41);
  const end = active + added - cancelled;
  // average plan price between A$79 and A$84 a month
  const mrr = BigInt(end) * BigInt(7900 + between(r, 0, 500));
  rows.push({ start: active, added, cancelled, end, mrr });
  active = end;
}

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Members');
  ws.addRow(['Crux Climbing Gym, Fremantle: membership tracker']);
  ws.addRow(['MRR in AUD; counts are memberships, not people']);
  ws.addRow(['Month', 'Active at start', 'New', 'Cancelled', 'Active at end', 'MRR']);
  rows.forEach((x, m) =>
    ws.addRow([
      `2025-${String(m + 1).padStart(2, '0')}`,
      x.start,
      x.added,
      x.cancelled,
      x.end,
      cell(x.mrr),
    ]),
  );
  return toBytes(wb);
}

const q = new Asker('climb');
const canc = rows.map((x) => x.cancelled);
const topC = argmax(canc);
const topMrr = argmax(rows.map((x) => x.mrr));
const newTotal = sum(rows.map((x) => x.added));
q.value('MRR in september', money(rows[8]!.mrr), 'MRR, 2025-09');
q.value('how many new members this year', String(newTotal), 'sum of New, 2025');
q.value('total cancellations', String(sum(canc)), 'sum of Cancelled, 2025');
// months tied for the most cancellations: naming any of them is right
const tiedC = canc.flatMap((c, m) => (c === canc[topC] ? [m] : []));
q.place(
  'which month had the most cancellations',
  tiedC.flatMap((m) => monthPlaces(m, 2025)),
  `month with the largest Cancelled (${tiedC.length} tied; any of them accepted)`,
  String(canc[topC]),
);
q.percent(
  'mrr growth from jan to dec',
  growth(rows[0]!.mrr, rows[11]!.mrr),
  '(MRR Dec - MRR Jan) / MRR Jan x 100',
);
q.value('members at the end of the year', String(rows[11]!.end), 'Active at end, 2025-12');
q.value(
  'average new signups per month',
  meanCents(newTotal * 100n, 12),
  'sum of New / 12, two decimals',
);
q.percent(
  'churn rate in july',
  pct(BigInt(rows[6]!.cancelled), BigInt(rows[6]!.start)),
  'Cancelled / Active at start x 100, 2025-07',
);
q.place(
  'highest mrr month',
  monthPlaces(topMrr, 2025),
  'month with the largest MRR',
  money(rows[topMrr]!.mrr),
);
q.value(
  'net new members in Q1',
  String(sum(rows.slice(0, 3).map((x) => BigInt(x.added - x.cancelled)))),
  'sum of (New - Cancelled), Jan-Mar',
);
q.value(
  'how many members did we start the year with',
  String(rows[0]!.start),
  'Active at start, 2025-01',
);
q.value('new members in march', String(rows[2]!.added), 'New, 2025-03');
q.value('average MRR', meanCents(sum(rows.map((x) => x.mrr)), 12), 'mean of the 12 MRR figures');
q.value('annual recurring revenue at year end', money(rows[11]!.mrr * 12n), 'ARR = MRR Dec x 12');
q.refuse('whats the lifetime value of a member', 'needs assumptions the sheet does not give');
q.refuse('revenue from day passes', 'only memberships are tracked');

export const climbingMrr: BlindBook = {
  name: 'climbing-mrr',
  business: 'climbing gym (memberships)',
  currency: 'A$',
  shape: 'subscriptions / MRR by month',
  build,
  questions: q.list,
  checks: [
    {
      what: 'start + new - cancelled = end',
      a: BigInt(rows[0]!.start) + newTotal - sum(canc),
      b: BigInt(rows[11]!.end),
    },
    uniqueCheck(
      'mrr',
      rows.map((x) => x.mrr),
    ),
  ],
};
