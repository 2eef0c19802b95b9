/**
 * SlotDesk (€), booking software for salons: a subscriptions / MRR sheet. Months down (real
 * dates shown as "Jan 2025"), Starting MRR, New, Expansion, Churn (negative), Ending MRR,
 * Active customers.
 */
import { growth, meanCents, money } from '../../expect';
import { makeRng } from '../rng';
import { bold, day, EURO, formatColumns, monthPlaces, newBook, cell, toBytes } from '../sheet';
import type { BookSpec } from '../types';

export interface MrrMonth {
  start: number;
  added: number;
  expansion: number;
  churn: number; // negative cents
  end: number;
  customers: number;
}

export const saasMrr: BookSpec<{ months: MrrMonth[] }> = {
  name: 'saas-mrr',
  about:
    'subscription software, €, MRR movements by month (new, expansion, churn negative, ending, customers)',
  async build(seed) {
    const rng = makeRng(seed);
    const months: MrrMonth[] = [];
    let start = rng.int(1_800_000, 2_600_000);
    let customers = rng.int(210, 260);
    for (let m = 0; m < 12; m++) {
      const added = rng.int(80_000, 260_000);
      const expansion = rng.int(10_000, 70_000);
      const churn = -rng.int(30_000, 150_000);
      const end = start + added + expansion + churn;
      customers += rng.int(4, 14) - rng.int(2, 9);
      months.push({ start, added, expansion, churn, end, customers });
      start = end;
    }
    const wb = newBook();
    const ws = wb.addWorksheet('MRR');
    bold(ws.addRow(['SlotDesk - MRR bridge 2025 (EUR)']));
    ws.addRow([]);
    bold(
      ws.addRow([
        'Month',
        'Starting MRR',
        'New',
        'Expansion',
        'Churn',
        'Ending MRR',
        'Active customers',
      ]),
    );
    months.forEach((x, m) =>
      ws.addRow([
        day(2025, m + 1, 1),
        cell(x.start),
        cell(x.added),
        cell(x.expansion),
        cell(x.churn),
        cell(x.end),
        x.customers,
      ]),
    );
    ws.getColumn(1).numFmt = 'mmm yyyy';
    formatColumns(ws, [2, 3, 4, 5, 6], EURO, 4);
    return { bytes: await toBytes(wb), facts: { months } };
  },
  questions({ months }) {
    const sum = (f: (x: MrrMonth) => number): number => months.reduce((s, x) => s + f(x), 0);
    const adds = months.map((x) => x.added);
    const best = adds.indexOf(Math.max(...adds));
    const churn = -sum((x) => x.churn);
    return [
      {
        id: 'mrr-sep',
        question: 'mrr at the end of september',
        expect: { value: money(months[8]!.end) },
        means: 'Ending MRR, Sep 2025',
      },
      {
        id: 'churn',
        question: 'how much mrr did we lose to churn this year',
        expect: { value: money(churn), abs: true },
        means: 'sum of Churn, 12 months (sign not scored)',
      },
      {
        id: 'growth',
        question: 'by what percent did ending mrr grow from jan to dec',
        expect: { value: growth(months[0]!.end, months[11]!.end) },
        means: '(Ending Dec - Ending Jan) / Ending Jan',
      },
      {
        id: 'best-new',
        question: 'best month for new mrr',
        expect: { value: money(adds[best]!), at: monthPlaces(best + 1) },
        means: 'largest New',
      },
      {
        id: 'new-total',
        question: 'total new mrr',
        expect: { value: money(sum((x) => x.added)) },
        means: 'sum of New',
      },
      {
        id: 'customers-jun',
        question: 'how many customers at the end of june',
        expect: { value: String(months[5]!.customers) },
        means: 'Active customers, Jun 2025',
      },
      {
        id: 'net-new-mar',
        question: 'net new mrr in march',
        expect: { value: money(months[2]!.added + months[2]!.expansion + months[2]!.churn) },
        means: 'New + Expansion + Churn in March (= Ending - Starting)',
      },
      {
        id: 'avg-churn',
        question: 'average monthly churn',
        expect: { value: meanCents(churn, 12), abs: true },
        means: 'sum of Churn / 12 (sign not scored)',
      },
      {
        id: 'arr',
        question: 'ARR at year end',
        expect: { value: money(months[11]!.end * 12) },
        means: 'annual run rate = Ending MRR Dec x 12',
      },
      {
        id: 'expansion-h2',
        question: 'expansion revenue in the second half',
        expect: { value: money(months.slice(6).reduce((s, x) => s + x.expansion, 0)) },
        means: 'Expansion Jul..Dec',
      },
      {
        id: 'start-year',
        question: 'what mrr did we start the year with',
        expect: { value: money(months[0]!.start) },
        means: 'Starting MRR, Jan 2025',
      },
      {
        id: 'ltv',
        question: "what's our LTV",
        expect: { refuse: true },
        means: 'needs margins and a churn definition the sheet does not give',
      },
      {
        id: 'cac',
        question: 'customer acquisition cost?',
        expect: { refuse: true },
        means: 'no sales and marketing spend',
      },
    ];
  },
};
