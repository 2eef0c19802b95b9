/**
 * Beauty salon (USD): a P&L by quarter with a Year column, section headings (Revenue, Cost of
 * Sales, Operating Expenses, Other), "Total ..." lines, Gross Profit, Net Operating Income and
 * Net Income.
 */
import { growth, money, pct } from '../../expect';
import { argmax, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, SheetWriter, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

type Q4 = [bigint, bigint, bigint, bigint];

export async function salon(): Promise<Blind3Book> {
  const rng = makeRng(4);
  const q = (lo: number, hi: number): Q4 =>
    [0, 1, 2, 3].map(() => BigInt(rng.int(lo * 100, hi * 100))) as Q4;
  const fixed = (v: number): Q4 => [0, 1, 2, 3].map(() => BigInt(v * 100)) as Q4;
  const revenue: Array<[string, Q4]> = [
    ['Hair services', q(52000, 68000)],
    ['Nail services', q(18000, 26000)],
    ['Retail product sales', q(7000, 12000)],
  ];
  const cos: Array<[string, Q4]> = [
    ['Product cost', q(3500, 6000)],
    ['Stylist commissions', q(24000, 31000)],
  ];
  const opex: Array<[string, Q4]> = [
    ['Rent', fixed(9600)],
    ['Utilities', q(1800, 2600)],
    ['Marketing', q(1500, 4200)],
    ['Insurance', fixed(1350)],
    ['Booking software', fixed(450)],
    ['Salon supplies', q(2500, 4000)],
    ['Front desk wages', q(9000, 10500)],
  ];
  const interest: Q4 = q(400, 650);
  const add = (rows: Array<[string, Q4]>): Q4 =>
    [0, 1, 2, 3].map((i) => bsum(rows.map((r) => r[1][i]!))) as Q4;
  const minus = (a: Q4, b: Q4): Q4 => a.map((x, i) => x - b[i]!) as Q4;
  const rev = add(revenue);
  const cost = add(cos);
  const gp = minus(rev, cost);
  const ox = add(opex);
  const noi = minus(gp, ox);
  const net = minus(noi, interest);
  const yr = (x: Q4): bigint => bsum(x);

  const wb = newBook();
  const S = 'P&L';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.usd);
  w.add(['Luxe Hair & Nail Studio'], { bold: true });
  w.add(['Profit & Loss Statement']);
  w.add(['For the year ended December 31, 2025']);
  w.blank();
  w.add(['', 'Q1', 'Q2', 'Q3', 'Q4', 'Year 2025'], { bold: true });
  const line = (label: string, v: Q4, bold = false): number =>
    w.add([label, ...v.map(M), M(yr(v))], { bold });
  const totals: Blind3Book['totals'] = [];
  const section = (title: string, rows: Array<[string, Q4]>, totalLabel: string): number => {
    w.add([title], { bold: true });
    const first = w.row + 1;
    for (const [l, v] of rows) line(`  ${l}`, v);
    const last = w.row;
    const t = line(totalLabel, add(rows), true);
    for (const c of ['B', 'C', 'D', 'E', 'F'])
      totals.push({ sheet: S, total: `${c}${t}`, parts: `${c}${first}:${c}${last}` });
    return t;
  };
  const revRow = section('Revenue', revenue, 'Total Revenue');
  section('Cost of Sales', cos, 'Total Cost of Sales');
  const gpRow = line('Gross Profit', gp, true);
  w.blank();
  const opexRow = section('Operating Expenses', opex, 'Total Operating Expenses');
  line('Net Operating Income', noi, true);
  w.add(['Other Expenses'], { bold: true });
  line('  Interest expense', interest);
  const netRow = line('Net Income', net, true);
  for (const r of [revRow, gpRow, netRow])
    totals.push({ sheet: S, total: `F${r}`, parts: `B${r}:E${r}` });

  const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
  const bestNet = argmax([0, 1, 2, 3], (i) => net[i]!);
  const rent = opex.find((r) => r[0] === 'Rent')![1];
  const mkt = opex.find((r) => r[0] === 'Marketing')![1];

  const { list, ask, refuse } = questionsFor('salon');
  ask('total revenue for the year', { value: money(yr(rev)) }, 'Total Revenue, Year column', {
    sheet: S,
    range: `F${revRow}`,
    op: 'value',
  });
  ask('gross profit 2025', { value: money(yr(gp)) }, 'Gross Profit, Year column', {
    sheet: S,
    range: `F${gpRow}`,
    op: 'value',
  });
  ask(
    'what is our gross margin',
    { value: pct(yr(gp), yr(rev)) },
    'Gross Profit / Total Revenue for the year, percent',
  );
  ask('net income in Q3', { value: money(net[2]!) }, 'Net Income, Q3', {
    sheet: S,
    range: `D${netRow}`,
    op: 'value',
  });
  ask('how much rent did we pay this year', { value: money(yr(rent)) }, 'Rent, Year column');
  ask(
    'which quarter was most profitable',
    { value: money(net[bestNet]!), at: quarters[bestNet] },
    'quarter with the largest Net Income',
  );
  ask('marketing spend in q2', { value: money(mkt[1]!) }, 'Marketing, Q2');
  ask(
    'total operating expenses',
    { value: money(yr(ox)) },
    'Total Operating Expenses, Year column',
    { sheet: S, range: `F${opexRow}`, op: 'value' },
  );
  ask(
    'net profit margin for the year',
    { value: pct(yr(net), yr(rev)) },
    'Net Income / Total Revenue, year, percent',
  );
  ask(
    'how much did revenue grow from q1 to q4 (%)',
    { value: growth(rev[0]!, rev[3]!) },
    '(Q4 - Q1) / Q1 of Total Revenue',
  );
  ask(
    'retail product sales in the 4th quarter',
    { value: money(revenue[2]![1][3]!) },
    'Retail product sales, Q4',
  );
  ask(
    'what did stylist commissions cost us in total',
    { value: money(yr(cos[1]![1])) },
    'Stylist commissions, Year column',
  );
  ask('net income for the year', { value: money(yr(net)) }, 'Net Income, Year column', {
    sheet: S,
    range: `F${netRow}`,
    op: 'value',
  });
  ask(
    'how much interest did we pay',
    { value: money(yr(interest)) },
    'Interest expense, Year column',
  );
  ask(
    'nail services revenue in the first half',
    { value: money(revenue[1]![1][0]! + revenue[1]![1][1]!) },
    'Nail services Q1 + Q2',
  );
  refuse('how much did we make', 'revenue or net income: two readings, ask which');
  refuse('how many clients did we see', 'no client counts');
  refuse(
    'whats our biggest expense',
    'stylist commissions (cost of sales) or the largest operating expense: ask which',
  );

  return {
    name: 'salon',
    business: 'beauty salon',
    shape: 'P&L by quarter with sections, Total lines, Gross Profit, Net Income',
    bytes: await toBytes(wb),
    questions: list,
    totals,
  };
}
