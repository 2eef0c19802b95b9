/** A driving range: expense log grouped by category, blank rows, a subtotal per category, a grand total. */
import { money, meanCents, pct, sum } from '../../expect';
import { argmax, asker, cell, refuse, uniqueMax, type BlindBookDef } from '../kit';

const CATS: Array<[string, string[]]> = [
  ['Balls & mats', ['Srixon range balls', 'Fairway mats UK', 'ProTee mats']],
  ['Fuel', ['Shell card', 'BP fleet']],
  ['Grounds', ['GreenCut Contractors', 'Turf Supplies Co']],
  ['Repairs', ['Ball dispenser service', 'Net repair crew', 'Picker cart parts']],
  ['Marketing', ['Google Ads', 'Local radio']],
];

export const range: BlindBookDef = {
  name: 'range',
  business: 'golf driving range (USD)',
  shape: 'expense log with category groups, blank rows, subtotals and grand total',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Spend Q1');
    ws.addRow(['Eagle Ridge Driving Range - expenses Jan-Mar 2025']);
    ws.addRow([]);
    ws.addRow(['Date', 'Category', 'Paid to', 'Amount ($)']);
    const byCat: bigint[] = [];
    const all: Array<{ cat: number; payee: string; month: number; amount: bigint }> = [];
    CATS.forEach(([cat, payees], c) => {
      const n = rnd.int(3, 7);
      const lines = Array.from({ length: n }, () => ({
        month: rnd.int(0, 2),
        day: rnd.int(1, 28),
        payee: rnd.pick(payees),
        amount: BigInt(rnd.int(2500, 240000)),
      })).sort((x, y) => x.month - y.month || x.day - y.day);
      lines.forEach((l) => {
        ws.addRow([new Date(Date.UTC(2025, l.month, l.day)), cat, l.payee, cell(l.amount)]);
        all.push({ cat: c, payee: l.payee, month: l.month, amount: l.amount });
      });
      const sub = sum(lines.map((l) => l.amount));
      byCat.push(sub);
      ws.addRow([null, null, `Subtotal ${cat}`, cell(sub)]);
      ws.addRow([]);
    });
    ws.getColumn(1).numFmt = 'dd/mm/yyyy';
    const grand = sum(byCat);
    ws.addRow([null, null, 'GRAND TOTAL', cell(grand)]);
    ws.addRow(['Receipts filed in the blue folder.']);

    const amounts = all.map((x) => x.amount);
    const a = asker('range');
    a.q('what were total expenses', {
      value: money(grand),
      means: 'grand total (sum of lines; subtotals not added again)',
    });
    a.q('what did we spend on fuel', { value: money(byCat[1]!), means: 'Fuel subtotal' });
    a.q(
      'largest single expense',
      uniqueMax(amounts)
        ? { value: money(amounts[argmax(amounts)]!), means: 'largest line amount (not a subtotal)' }
        : refuse('tie'),
    );
    a.q(
      'which category costs us the most',
      uniqueMax(byCat)
        ? {
            value: money(byCat[argmax(byCat)]!),
            at: CATS[argmax(byCat)]![0],
            means: 'category with highest subtotal',
          }
        : refuse('tie'),
    );
    a.q('how much went on repairs', { value: money(byCat[3]!), means: 'Repairs subtotal' });
    a.q('how many expense lines are there', {
      value: String(all.length),
      means: 'count of dated lines (no subtotal rows)',
    });
    a.q('average expense', {
      value: meanCents(grand, all.length),
      means: 'grand total / number of lines',
    });
    a.q('what did we spend in february', {
      value: money(sum(all.filter((x) => x.month === 1).map((x) => x.amount))),
      means: 'lines dated February',
    });
    a.q('marketing as a % of spend', {
      value: pct(byCat[4]!, grand),
      means: 'Marketing subtotal / grand total',
    });
    a.q('how much did we pay google ads', {
      value: money(sum(all.filter((x) => x.payee === 'Google Ads').map((x) => x.amount))),
      means: 'lines paid to Google Ads',
    });
    a.q('balls and mats spend', { value: money(byCat[0]!), means: 'Balls & mats subtotal' });
    a.q('spend in march', {
      value: money(sum(all.filter((x) => x.month === 2).map((x) => x.amount))),
      means: 'lines dated March',
    });
    a.q('grounds costs', { value: money(byCat[2]!), means: 'Grounds subtotal' });
    a.q('how much revenue did we make', refuse('expenses only'));
    a.q('are we spending too much', refuse('a judgement the sheet cannot give'));
    return {
      questions: a.list,
      checks: [{ what: 'subtotals = lines', a: sum(byCat), b: sum(amounts) }],
    };
  },
};
