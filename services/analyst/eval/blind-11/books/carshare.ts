/** A car-share club: MRR sheet, months across, two stacked blocks (members per plan, MRR per plan) with totals. */
import { money, growth, sum } from '../../expect';
import { argmax, asker, cell, MONTHS, refuse, uniqueMax, type BlindBookDef } from '../kit';

const PLANS: Array<[string, number]> = [
  ['Flex', 4900],
  ['Commuter', 14900],
  ['Family', 24900],
  ['Business', 59900],
];

export const carshare: BlindBookDef = {
  name: 'carshare',
  business: 'car-share club (DKK)',
  shape: 'MRR sheet: members block and MRR block stacked, months across, totals rows',
  build(wb, rnd) {
    const ws = wb.addWorksheet('MRR 2025');
    ws.addRow(['DelBil Kobenhavn - subscriptions 2025 (DKK)']);
    ws.addRow([]);
    const members = PLANS.map(() => {
      let n = rnd.int(20, 120);
      return MONTHS.map(() => (n = Math.max(0, n + rnd.int(-6, 12))));
    });
    ws.addRow(['Members', ...MONTHS]);
    members.forEach((m, i) => ws.addRow([PLANS[i]![0], ...m]));
    const tm = MONTHS.map((_, j) => members.reduce((s, m) => s + m[j]!, 0));
    ws.addRow(['Total members', ...tm]);
    ws.addRow([]);
    ws.addRow(['MRR (kr)', ...MONTHS]);
    const mrr = members.map((m, i) => m.map((n) => BigInt(n * PLANS[i]![1])));
    mrr.forEach((m, i) => ws.addRow([PLANS[i]![0], ...m.map(cell)]));
    const tmrr = MONTHS.map((_, j) => sum(mrr.map((m) => m[j]!)));
    ws.addRow(['Total MRR', ...tmrr.map(cell)]);
    ws.addRow(['Plan prices: Flex 49, Commuter 149, Family 249, Business 599 kr / month']);

    const a = asker('carshare');
    a.q('mrr in decemeber', { value: money(tmrr[11]!), means: 'Total MRR, Dec' });
    a.q('how much did mrr grow over the year', {
      value: [growth(tmrr[0]!, tmrr[11]!), money(tmrr[11]! - tmrr[0]!)],
      means: 'Jan -> Dec Total MRR, percent or amount',
    });
    a.q('how many members at the end of june', {
      value: String(tm[5]!),
      means: 'Total members, Jun',
    });
    a.q('family plan members in september', {
      value: String(members[2]![8]!),
      means: 'Family members, Sep',
    });
    a.q('business mrr in march', { value: money(mrr[3]![2]!), means: 'Business MRR, Mar' });
    a.q('total subscription revenue for 2025', {
      value: money(sum(tmrr)),
      means: 'sum of Total MRR over 12 months',
    });
    a.q(
      'best month for mrr',
      uniqueMax(tmrr)
        ? {
            value: money(tmrr[argmax(tmrr)]!),
            at: MONTHS[argmax(tmrr)]!,
            means: 'month with highest Total MRR',
          }
        : refuse('tie'),
    );
    a.q('arr at year end', {
      value: money(tmrr[11]! * 12n),
      means: 'annual run rate = Dec MRR x 12',
    });
    a.q('commuter revenue q4', {
      value: money(mrr[1]![9]! + mrr[1]![10]! + mrr[1]![11]!),
      means: 'Commuter MRR Oct+Nov+Dec',
    });
    a.q('how many members did we add from jan to dec', {
      value: String(tm[11]! - tm[0]!),
      means: 'Total members Dec - Jan',
    });
    a.q('flex mrr in july', { value: money(mrr[0]![6]!), means: 'Flex MRR, Jul' });
    a.q('whats our churn rate', refuse('no cancellations on the sheet'));
    a.q('how many cars do we need', refuse('no fleet data'));
    return {
      questions: a.list,
      checks: [
        {
          what: 'MRR = members x price',
          a: sum(tmrr),
          b: BigInt(
            PLANS.reduce((s, p, i) => s + p[1] * members[i]!.reduce((x, y) => x + y, 0), 0),
          ),
        },
      ],
    };
  },
};
