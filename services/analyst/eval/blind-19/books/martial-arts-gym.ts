/** Martial arts gym (฿): memberships and MRR by month, months as rows "2025-01", plan columns, no Total row. */
import { growth, meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  asker,
  cell,
  int,
  monthPlaces,
  refuse,
  rng,
  SEED,
  type BookSpec,
  type Cell,
} from '../lib';

export function martialArtsGym(): BookSpec {
  const r = rng(SEED + 11);
  const plans: Array<[string, number]> = [
    ['Kids', 120000],
    ['Adult', 180000],
    ['Unlimited', 290000],
  ];
  const counts = [int(r, 40, 60), int(r, 70, 100), int(r, 20, 35)];
  const months = Array.from({ length: 12 }, (_, m) => {
    const nw = plans.map(() => int(r, 2, 14));
    const cx = plans.map(() => int(r, 0, 8));
    plans.forEach((_, p) => (counts[p] = counts[p]! + nw[p]! - cx[p]!));
    const members = [...counts];
    const mrr = members.map((n, p) => n * plans[p]![1]);
    return {
      m,
      members,
      mrr,
      total: mrr.reduce((a, b) => a + b, 0),
      nw: nw.reduce((a, b) => a + b, 0),
      cx: cx.reduce((a, b) => a + b, 0),
    };
  });
  const rows: Cell[][] = [
    ['Iron Lotus Muay Thai & BJJ'],
    ['Memberships and monthly recurring revenue, THB (฿)'],
    [
      'Month',
      'Kids members',
      'Adult members',
      'Unlimited members',
      'Kids MRR',
      'Adult MRR',
      'Unlimited MRR',
      'Total MRR',
      'New',
      'Cancelled',
    ],
    ...months.map((x) => [
      monthPlaces(x.m, 2025)[3]!,
      ...x.members,
      ...x.mrr.map(cell),
      cell(x.total),
      x.nw,
      x.cx,
    ]),
    [],
    ['Prices: Kids ฿1,200, Adult ฿1,800, Unlimited ฿2,900 per month'],
  ];
  const dec = months[11]!;
  const totals = months.map((x) => x.total);
  const { qs, q } = asker('martial-arts-gym');
  q('mrr in december', { value: money(dec.total) }, 'Total MRR, 2025-12');
  q(
    'how much did MRR grow over the year',
    { value: growth(months[0]!.total, dec.total) },
    '(Dec - Jan)/Jan of Total MRR',
  );
  q(
    'best month for new signups',
    { at: monthPlaces(argMax(months.map((x) => x.nw)), 2025) },
    'largest New',
  );
  q(
    'total cancellations this year',
    { value: String(sum(months.map((x) => x.cx))) },
    'sum of Cancelled',
  );
  q('how many cancelled in june', { value: String(months[5]!.cx) }, 'Cancelled, 2025-06');
  q(
    'membership revenue for the whole year',
    { value: money(sum(totals)) },
    'sum of Total MRR over 12 months',
  );
  q(
    'how many members at the end of the year',
    { value: String(dec.members.reduce((a, b) => a + b, 0)) },
    'Kids+Adult+Unlimited members, 2025-12',
  );
  q('unlimited mrr in march', { value: money(months[2]!.mrr[2]!) }, 'single cell');
  q('average mrr', { value: meanCents(sum(totals), 12) }, 'mean of Total MRR over 12 months');
  q(
    'which plan brings in the most in december',
    { at: plans[argMax(dec.mrr)]![0] },
    'largest plan MRR in 2025-12',
  );
  q('kids members in august', { value: String(months[7]!.members[0]) }, 'single cell');
  q(
    'net new members over the year',
    { value: String(sum(months.map((x) => x.nw)) - sum(months.map((x) => x.cx))) },
    'sum New - sum Cancelled',
  );
  q(
    'what share of december mrr is unlimited',
    { value: pct(dec.mrr[2]!, dec.total) },
    'Unlimited MRR / Total MRR, Dec',
  );
  q('highest mrr month', { at: monthPlaces(argMax(totals), 2025) }, 'largest Total MRR');
  q(
    'what is a member worth over their lifetime',
    refuse,
    'lifetime value needs tenure data; not on the sheet',
  );
  q('how many classes did we run in may', refuse, 'no class counts');
  q('mrr in march 2026', refuse, 'sheet ends Dec 2025');
  return {
    name: 'martial-arts-gym',
    business: 'martial arts gym',
    sheets: [{ name: 'MRR', rows }],
    questions: qs,
    checks: [['plan MRR = total', sum(months.flatMap((x) => x.mrr)), sum(totals)]],
  };
}
