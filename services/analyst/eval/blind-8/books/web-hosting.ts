/**
 * Nimbus Nest Hosting (USD): a monthly MRR sheet for a web-hosting reseller, two-row header
 * ("Subscribers" and "MRR (USD)" groups over the plans), Total MRR, New and Churned columns.
 * Subscribers roll forward: this month = last month + new - churned, plan by plan.
 */
import { growth, meanCents, money, pct } from '../../expect';
import {
  argmax,
  cell$,
  MONTHS,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'web-hosting';
const PLANS = ['Starter', 'Business', 'Pro'];
const PRICE = [600n, 1500n, 3900n]; // cents a month

export async function buildWebHosting(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  const subs: bigint[][] = [];
  const news: bigint[] = [];
  const churned: bigint[] = [];
  let current = [BigInt(rng.int(150, 190)), BigInt(rng.int(70, 95)), BigInt(rng.int(18, 30))];
  MONTHS.forEach((_, m) => {
    let n = 0n;
    let c = 0n;
    if (m > 0) {
      current = current.map((s, p) => {
        const add = BigInt(rng.int([4, 2, 0][p]!, [16, 9, 5][p]!));
        const drop = BigInt(rng.int(0, [8, 4, 2][p]!));
        n += add;
        c += drop;
        return s + add - drop;
      });
    }
    subs.push(current);
    news.push(n);
    churned.push(c);
  });
  const mrr = subs.map((row) => row.map((s, p) => s * PRICE[p]!));
  const totMrr = mrr.map(total);

  const wb = newBook();
  const ws = wb.addWorksheet('MRR');
  ws.addRow(['Nimbus Nest Hosting — subscriptions 2025']);
  ws.addRow([
    'Plan prices: Starter $6, Business $15, Pro $39 per month. New and Churned count subscriptions started / cancelled in the month (January is the opening position).',
  ]);
  ws.addRow(['Month', 'Subscribers', null, null, 'MRR (USD)', null, null, null, 'New', 'Churned']); // row 3
  ws.addRow([null, ...PLANS, ...PLANS, 'Total MRR', null, null]); // row 4
  ws.mergeCells('B3:D3');
  ws.mergeCells('E3:H3');
  MONTHS.forEach((m, i) =>
    ws.addRow([
      `${m} 2025`,
      ...subs[i]!.map(Number),
      ...mrr[i]!.map(cell$),
      cell$(totMrr[i]!),
      i === 0 ? null : Number(news[i]),
      i === 0 ? null : Number(churned[i]),
    ]),
  ); // rows 5..16
  for (let c = 5; c <= 8; c++) ws.getColumn(c).numFmt = moneyFmt('$');

  const S = 'MRR';
  const q = new Questions(BOOK);
  const dec = totMrr[11]!;
  const subsTotal = subs.map(total);
  q.ask('whats our mrr in december', { value: money(dec) }, 'Total MRR, Dec 2025', {
    sheet: S,
    ref: 'H16',
  });
  q.ask(
    'how much did MRR grow over the year in %',
    { value: growth(totMrr[0]!, dec) },
    '(Dec Total MRR - Jan Total MRR) / Jan, percent 2 dp',
  );
  q.ask(
    'what is our ARR',
    { value: money(dec * 12n) },
    'annual run rate = latest (December) Total MRR x 12',
  );
  q.ask(
    'which plan makes us the most money right now',
    { at: PLANS[argmax(mrr[11]!)]! },
    'plan with the largest December MRR',
  );
  q.ask(
    'how many customers cancelled this year',
    { value: String(total(churned)) },
    'Churned column summed (Feb-Dec)',
  );
  q.ask('best month for signups', { at: MONTHS[argmax(news)]! }, 'month with the most New');
  q.ask('pro subscribers in june', { value: String(subs[5]![2]!) }, 'Subscribers, Pro, Jun 2025');
  q.ask(
    'average mrr',
    { value: meanCents(total(totMrr), 12) },
    'mean of the 12 Total MRR values, to the cent',
  );
  q.ask(
    'how much revenue did subscriptions bring in this year',
    { value: money(total(totMrr)) },
    'sum of the 12 monthly Total MRR values (each month billed once)',
  );
  q.ask(
    'how many subscribers have we got now',
    { value: String(subsTotal[11]!) },
    'Dec 2025 subscribers, all three plans',
  );
  q.ask(
    'business plan mrr for q3',
    { value: money(total(mrr.slice(6, 9).map((r) => r[1]!))) },
    'MRR Business, Jul+Aug+Sep',
  );
  q.ask(
    'net new customers this year',
    { value: String(total(news) - total(churned)) },
    'New summed - Churned summed (= Dec subscribers - Jan subscribers)',
  );
  q.ask(
    'what share of mrr is pro in december',
    { value: pct(mrr[11]![2]!, dec) },
    'Pro MRR Dec / Total MRR Dec, percent 2 dp',
  );
  q.ask('starter mrr in march', { value: money(mrr[2]![0]!) }, 'MRR Starter, Mar 2025', {
    sheet: S,
    ref: 'E7',
  });
  q.refuse(
    "what's our churn",
    'a count or a rate, over which month or the year: several readings, ask which',
  );
  q.refuse('whats our customer acquisition cost', 'no marketing or sales costs in the sheet');

  return {
    name: BOOK,
    business: 'web-hosting reseller',
    shape: 'MRR sheet with a two-row grouped header, plans, Total MRR, New and Churned',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: MONTHS.map((_, i) => ({
      sheet: S,
      parts: [`E${5 + i}:G${5 + i}`],
      total: `H${5 + i}`,
    })),
  };
}
