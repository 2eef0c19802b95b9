/** Coworking space (zł): MRR by plan, months across as "2025-01", plans down, Total row; member counts stacked below. */
import ExcelJS from 'exceljs';
import { growth, money, pct } from '../../expect';
import { argMax, cell, monthAt, putRow, sumB, type BookDef } from '../kit';

const PLANS = ['Hot desk', 'Fixed desk', 'Private office', 'Meeting room pass'] as const;
const PRICE = [59000n, 89000n, 240000n, 15000n]; // zł cents per member per month

export const cowork: BookDef = {
  name: 'cowork',
  business: 'coworking space (memberships), Kraków',
  build(rng) {
    const members = PLANS.map(() => {
      let n = rng.int(4, 20);
      return Array.from({ length: 9 }, () => (n = Math.max(1, n + rng.int(-3, 4))));
    });
    const mrr = members.map((row, p) => row.map((n) => PRICE[p]! * BigInt(n)));
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('MRR');
    const months = Array.from({ length: 9 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}`);
    putRow(ws, 1, ['Hive Coworking – monthly recurring revenue (PLN zł)']);
    putRow(ws, 2, ['MRR', ...months]);
    mrr.forEach((row, p) => putRow(ws, 3 + p, [PLANS[p], ...row.map(cell)]));
    const tot = months.map((_, m) => sumB(mrr.map((r) => r[m]!)));
    putRow(ws, 7, ['Total MRR', ...tot.map(cell)]);
    putRow(ws, 10, ['Members', ...months]);
    members.forEach((row, p) => putRow(ws, 11 + p, [PLANS[p], ...row]));
    const best = argMax(tot);
    const sepMembers = members.reduce((n, r) => n + r[8]!, 0);
    return {
      workbook: wb,
      checks: [
        {
          what: 'plan MRR = members x price (Sep)',
          a: tot[8]!,
          b: sumB(members.map((r, p) => PRICE[p]! * BigInt(r[8]!))),
        },
      ],
      questions: [
        {
          question: 'what is our MRR now',
          expect: { value: money(tot[8]!) },
          means: 'Total MRR, latest month (2025-09)',
        },
        {
          question: 'MRR in march',
          expect: { value: money(tot[2]!) },
          means: 'Total MRR, 2025-03',
        },
        {
          question: 'how much has MRR grown since january',
          expect: { value: [growth(tot[0]!, tot[8]!), money(tot[8]! - tot[0]!)] },
          means: 'Sep vs Jan: growth % or the difference both accepted',
        },
        {
          question: 'best month for recurring revenue',
          expect: { at: monthAt(best, 2025) },
          means: 'month with the highest Total MRR',
        },
        {
          question: 'private office MRR in june',
          expect: { value: money(mrr[2]![5]!) },
          means: 'Private office, 2025-06 (MRR table)',
        },
        {
          question: 'how many members do we have in september',
          expect: { value: String(sepMembers) },
          means: 'sum of Members, 2025-09',
        },
        {
          question: 'how many hot desk members in may',
          expect: { value: String(members[0]![4]!) },
          means: 'Members table, Hot desk, 2025-05',
        },
        {
          question: 'share of MRR from fixed desks in september',
          expect: { value: pct(mrr[1]![8]!, tot[8]!) },
          means: 'Fixed desk / Total MRR, 2025-09',
        },
        {
          question: 'total revenue jan to sep',
          expect: { value: money(sumB(tot)) },
          means: 'sum of Total MRR over the nine months',
        },
        {
          question: 'ARR',
          expect: { value: money(tot[8]! * 12n) },
          means: 'latest Total MRR x 12',
        },
        {
          question: 'which plan makes the most recurring revenue',
          expect: { at: PLANS[argMax(mrr.map(sumB))] },
          means: 'plan with the largest MRR summed over months',
        },
        {
          question: 'whats our churn rate',
          expect: { refuse: true },
          means: 'net member counts only; cancellations are not recorded',
        },
        {
          question: 'how much do we charge for a day pass',
          expect: { refuse: true },
          means: 'no day pass plan',
        },
        {
          question: 'MRR in december',
          expect: { refuse: true },
          means: 'the sheet ends at 2025-09',
        },
      ],
    };
  },
};
