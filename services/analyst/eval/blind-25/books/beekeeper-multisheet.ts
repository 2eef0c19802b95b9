/**
 * A beekeeper's three-sheet book in Australian dollars: "Sales" (months written as
 * "January" down, products across, Total column, no total row), "Costs" (two stacked tables
 * on one sheet: a dated cost log, then market stall fees per market), and "Summary"
 * (quarters as columns: sales, costs, profit).
 */
import { hundredths, pct } from '../../expect';
import {
  MONTHS,
  argMax,
  cell,
  monthPlaces,
  newBook,
  questionList,
  sumOf,
  toBytes,
  utcDate,
  type BookDef,
  type Rng,
} from '../lib';

const PRODUCTS: Array<[string, number, number]> = [
  ['Raw honey', 800, 2600],
  ['Creamed honey', 300, 1100],
  ['Beeswax candles', 150, 700],
  ['Pollination services', 0, 3000],
];
const COST_ITEMS = [
  'Frames & foundation',
  'Jars & lids',
  'Sugar syrup',
  'Varroa treatment',
  'Fuel to apiaries',
];
const MARKETS = ['Salamanca Market', 'Farm Gate Market', 'Harvest Launceston'];

export const beekeeperMultisheet: BookDef = {
  name: 'beekeeper-multisheet',
  business: 'beekeeper',
  shape: 'multi-sheet: sales grid, stacked cost tables, quarterly summary, A$',
  async build(rng: Rng) {
    const sales = MONTHS.map(() =>
      PRODUCTS.map(([, lo, hi]) => BigInt(rng.int(lo * 100, hi * 100))),
    );
    const monthSales = sales.map((r) => sumOf(r));
    const log = Array.from({ length: 22 }, (_, i) => {
      const month = Math.floor((i * 12) / 22);
      return {
        date: utcDate(2025, month, rng.int(1, 28)),
        month,
        item: rng.pick(COST_ITEMS),
        amount: BigInt(rng.int(40 * 100, 650 * 100)),
      };
    });
    const fees = MARKETS.map(() => BigInt(rng.int(600, 2400)) * 100n);
    const qSales = [0, 1, 2, 3].map((q) => sumOf(monthSales.slice(q * 3, q * 3 + 3)));
    // market fees are charged evenly across quarters in the summary: whole cents, remainder in Q4
    const feeTotal = sumOf(fees);
    const feeQ = [0, 1, 2, 3].map((q) => (q < 3 ? feeTotal / 4n : feeTotal - 3n * (feeTotal / 4n)));
    const qCosts = [0, 1, 2, 3].map(
      (q) =>
        sumOf(log.filter((l) => Math.floor(l.month / 3) === q).map((l) => l.amount)) + feeQ[q]!,
    );
    const qProfit = qSales.map((s, q) => s - qCosts[q]!);

    const wb = newBook();
    const s1 = wb.addWorksheet('Sales');
    s1.addRow(['Month', ...PRODUCTS.map(([p]) => p), 'Total']);
    MONTHS.forEach((m, i) =>
      s1.addRow([m, ...sales[i]!.map((v) => (v === 0n ? 0 : cell(v))), cell(monthSales[i]!)]),
    );
    const s2 = wb.addWorksheet('Costs');
    s2.addRow(['Hive costs 2025']);
    s2.addRow(['Date', 'Item', 'Amount']);
    log.forEach((l) => s2.addRow([l.date, l.item, cell(l.amount)]));
    s2.addRow(['', 'Total hive costs', cell(sumOf(log.map((l) => l.amount)))]);
    s2.addRow([]);
    s2.addRow([]);
    s2.addRow(['Market stall fees 2025']);
    s2.addRow(['Market', '', 'Fee']);
    MARKETS.forEach((m, i) => s2.addRow([m, '', cell(fees[i]!)]));
    s2.addRow(['Total fees', '', cell(feeTotal)]);
    s2.getColumn(1).numFmt = 'd mmm yyyy';
    const s3 = wb.addWorksheet('Summary');
    s3.addRow(['Tasman Apiaries — 2025 summary (AUD)']);
    s3.addRow(['', 'Q1', 'Q2', 'Q3', 'Q4', 'Year']);
    const line = (l: string, r: bigint[]): void => {
      s3.addRow([l, ...r.map(cell), cell(sumOf(r))]);
    };
    line('Sales', qSales);
    line('Costs', qCosts);
    line('Profit', qProfit);
    s3.addRow(['Stall fees spread evenly over the quarters.']);

    const Q = questionList('beekeeper-multisheet');
    const prodT = PRODUCTS.map((_, p) => sumOf(sales.map((r) => r[p]!)));
    const best = argMax(monthSales);
    const bestQ = argMax(qProfit);
    const topMarket = argMax(fees);
    const yearSales = sumOf(qSales);
    const yearProfit = sumOf(qProfit);
    const varroa = sumOf(log.filter((l) => l.item === 'Varroa treatment').map((l) => l.amount));
    Q.ask(
      'total sales for 2025',
      { value: hundredths(yearSales) },
      'Sales, Year (= all months, all products)',
    );
    Q.ask('profit for the year', { value: hundredths(yearProfit) }, 'Summary Profit, Year');
    Q.ask(
      'how much raw honey did we sell',
      { value: hundredths(prodT[0]!) },
      'Raw honey column total (money)',
    );
    Q.ask(
      'best month for sales',
      { value: hundredths(monthSales[best]!), at: monthPlaces(best, 2025) },
      'month with the largest Total on Sales',
    );
    Q.ask(
      'which quarter was most profitable',
      { value: hundredths(qProfit[bestQ]!), at: `Q${bestQ + 1}` },
      'largest Summary Profit quarter',
    );
    Q.ask(
      'what did we spend on varroa treatment',
      { value: hundredths(varroa) },
      'Costs log lines for Varroa treatment',
    );
    Q.ask(
      'total hive costs',
      { value: hundredths(sumOf(log.map((l) => l.amount))) },
      'Total hive costs (log only, without stall fees)',
    );
    Q.ask(
      'which market charges us the most for a stall',
      { value: hundredths(fees[topMarket]!), at: MARKETS[topMarket]! },
      'largest Fee',
    );
    Q.ask('total stall fees', { value: hundredths(feeTotal) }, 'Total fees');
    Q.ask('candle sales in july', { value: hundredths(sales[6]![2]!) }, 'Beeswax candles, July');
    Q.ask(
      'profit margin for the year %',
      { value: pct(yearProfit, yearSales) },
      'Year Profit / Year Sales * 100',
    );
    Q.ask('q3 sales', { value: hundredths(qSales[2]!) }, 'Summary Sales, Q3');
    Q.ask('costs in q1', { value: hundredths(qCosts[0]!) }, 'Summary Costs, Q1');
    Q.ask(
      'pollination income total',
      { value: hundredths(prodT[3]!) },
      'Pollination services column total',
    );
    Q.ask('how many hives do we run', { refuse: true }, 'no hive counts');
    Q.ask('how many jars of honey did we sell', { refuse: true }, 'sales are amounts, not jars');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        { what: 'summary sales = sales sheet', a: yearSales, b: sumOf(prodT) },
        {
          what: 'summary costs = log + fees',
          a: sumOf(qCosts),
          b: sumOf(log.map((l) => l.amount)) + feeTotal,
        },
      ],
    };
  },
};
