/**
 * A frozen-yoghurt kiosk's daily cash log (€), four weeks of July 2025: one row per day,
 * a "Week total" row after each week and a blank row, an over/short column, a month total.
 */
import { BookKit, cell, int, type BuiltBook } from '../kit/kit';
import { argExtreme, meanCents, money, pct, total, uniqueExtreme } from '../kit/money';

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export async function buildFroyoCashLog(): Promise<BuiltBook> {
  const k = new BookKit(
    'froyo-cash-log',
    'frozen-yoghurt kiosk',
    'daily cash log with weekly subtotals and over/short',
  );
  const days = Array.from({ length: 28 }, (_, i) => {
    const date = new Date(Date.UTC(2025, 6, 7 + i)); // Mon 7 July .. Sun 3 Aug
    const weekend = i % 7 >= 5;
    const cash = int(k.rng, weekend ? 380 : 160, weekend ? 620 : 330) * 100 + int(k.rng, 0, 19) * 5;
    const card = int(k.rng, weekend ? 520 : 240, weekend ? 880 : 460) * 100 + int(k.rng, 0, 19) * 5;
    const payouts = k.rng() < 0.3 ? int(k.rng, 15, 60) * 100 : 0;
    const overShort = k.rng() < 0.35 ? int(k.rng, -12, 6) * 50 : 0;
    return {
      date,
      day: DAYS[i % 7]!,
      cash,
      card,
      sales: cash + card,
      payouts,
      counted: cash - payouts + overShort,
      overShort,
    };
  });
  const ws = k.wb.addWorksheet('July cash');
  ws.addRow(['Yo-Go kiosk, Strand Mall - daily takings']);
  ws.addRow([
    'Date',
    'Day',
    'Cash sales',
    'Card sales',
    'Total sales',
    'Cash payouts',
    'Cash counted',
    'Over / (short)',
  ]);
  const put = (a: Date | string, b: string, xs: number[]): void => {
    const r = ws.addRow([a, b, ...xs.map(cell)]);
    if (a instanceof Date) r.getCell(1).numFmt = 'dd/mm/yyyy';
    for (let c = 3; c <= 8; c++) r.getCell(c).numFmt = '#,##0.00;(#,##0.00)';
  };
  const vals = (ds: typeof days): number[] =>
    [
      ds.map((d) => d.cash),
      ds.map((d) => d.card),
      ds.map((d) => d.sales),
      ds.map((d) => d.payouts),
      ds.map((d) => d.counted),
      ds.map((d) => d.overShort),
    ].map(total);
  for (let w = 0; w < 4; w++) {
    const ds = days.slice(w * 7, w * 7 + 7);
    ds.forEach((d) =>
      put(d.date, d.day, [d.cash, d.card, d.sales, d.payouts, d.counted, d.overShort]),
    );
    put('Week total', '', vals(ds));
    ws.addRow([]);
  }
  put('4-week total', '', vals(days));
  ws.addRow(['Float of €150 stays in the till and is not counted above.']);

  const [cash, card, sales, payouts, , overShort] = vals(days) as number[];
  const daily = days.map((d) => d.sales);
  k.check('cash + card = total sales', cash! + card! === sales);
  k.check(
    'weekly totals add up to the 4-week total',
    total([0, 1, 2, 3].map((w) => vals(days.slice(w * 7, w * 7 + 7))[2]!)) === sales,
  );
  k.check('best and worst days unique', uniqueExtreme(daily, 'max') && uniqueExtreme(daily, 'min'));
  const best = argExtreme(daily, 'max');
  const worst = argExtreme(daily, 'min');
  const dateForms = (d: Date): string[] => {
    const iso = d.toISOString().slice(0, 10);
    const dd = String(d.getUTCDate());
    const mon = d.getUTCMonth() === 6 ? 'Jul' : 'Aug';
    return [
      iso,
      `${dd} ${mon}`,
      `${mon} ${dd}`,
      `${dd.padStart(2, '0')}/${iso.slice(5, 7)}`,
      `${iso.slice(5, 7)}/${dd.padStart(2, '0')}`,
    ];
  };

  k.ask('total sales for the four weeks', {
    value: money(sales!),
    means: '4-week total, Total sales',
  });
  k.ask('card takings in total', { value: money(card!), means: '4-week total, Card sales' });
  k.ask('best day', {
    value: money(daily[best]!),
    at: dateForms(days[best]!.date),
    means: 'day with the largest Total sales',
  });
  k.ask('quietest day', {
    value: money(daily[worst]!),
    at: dateForms(days[worst]!.date),
    means: 'day with the smallest Total sales',
  });
  k.ask('are we over or short on cash overall', {
    value: money(overShort!),
    abs: true,
    means: '4-week total of Over / (short)',
  });
  k.ask('how much cash did we pay out', {
    value: money(payouts!),
    means: '4-week total, Cash payouts',
  });
  k.ask('average daily sales', { value: meanCents(sales!, 28), means: 'total sales / 28 days' });
  k.ask('sales in week 2', {
    value: money(vals(days.slice(7, 14))[2]!),
    means: 'second Week total, Total sales',
  });
  k.ask('what % of sales is card', {
    value: pct(card!, sales!),
    tol: 0.01,
    means: 'card / total sales * 100',
  });
  k.ask('how many days were we short', {
    value: String(days.filter((d) => d.overShort < 0).length),
    means: 'count of days with a negative Over / (short)',
  });
  k.ask('total saturday sales', {
    value: money(total(days.filter((d) => d.day === 'Sat').map((d) => d.sales))),
    means: 'Total sales where Day = Sat',
  });
  k.ask('cash sales on 19 july', {
    value: money(days[12]!.cash),
    means: 'the 19/07/2025 row, Cash sales',
  });
  k.ask('how much cash did we count in total', {
    value: money(vals(days)[4]!),
    means: '4-week total, Cash counted',
  });
  k.refuse(
    'what did we make last month',
    'ambiguous: "last month" is not anchored; the log spans 7 Jul..3 Aug',
  );
  k.refuse('how much did we make on toppings', 'no product breakdown');
  return k.done();
}
