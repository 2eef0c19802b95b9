/**
 * An auto repair shop's annual P&L ($): a title block, sections with "Total ..." lines,
 * Gross profit, Operating profit and Net profit lines.
 */
import { BookKit, cell, int, type BuiltBook } from '../kit/kit';
import { argExtreme, money, pct, total, uniqueExtreme } from '../kit/money';

export async function buildAutoRepairPl(): Promise<BuiltBook> {
  const k = new BookKit('auto-repair-pl', 'auto repair shop', 'P&L with sections and Total lines');
  const r = (lo: number, hi: number): number => int(k.rng, lo, hi) * 100 + int(k.rng, 0, 99);
  const revenue: Array<[string, number]> = [
    ['Labour', r(310000, 360000)],
    ['Parts sales', r(220000, 260000)],
    ['Tyre sales', r(60000, 80000)],
    ['Diagnostics', r(25000, 35000)],
  ];
  const cos: Array<[string, number]> = [
    ['Parts purchases', r(140000, 160000)],
    ['Tyre purchases', r(40000, 50000)],
    ['Sublet work', r(12000, 18000)],
  ];
  const opex: Array<[string, number]> = [
    ['Technician wages', r(230000, 250000)],
    ['Rent', r(48000, 48000)],
    ['Utilities', r(9000, 12000)],
    ['Insurance', r(14000, 17000)],
    ['Tools & equipment', r(11000, 16000)],
    ['Advertising', r(6000, 9000)],
    ['Shop software', r(3000, 4000)],
    ['Bank fees', r(1500, 2500)],
  ];
  const interest = r(7000, 9000);
  const rev = total(revenue.map((x) => x[1]));
  const cost = total(cos.map((x) => x[1]));
  const gp = rev - cost;
  const op = total(opex.map((x) => x[1]));
  const opProfit = gp - op;
  const net = opProfit - interest;

  const ws = k.wb.addWorksheet('P&L');
  const fmt = '"$"#,##0.00;("$"#,##0.00)';
  ws.addRow(['Hartley Auto Repair LLC']);
  ws.addRow(['Profit & Loss Statement']);
  ws.addRow(['For the year ended December 31, 2025']);
  ws.addRow([]);
  ws.addRow(['', 'FY 2025']);
  const line = (label: string, v?: number): void => {
    const row = ws.addRow(v === undefined ? [label] : [label, cell(v)]);
    if (v !== undefined) row.getCell(2).numFmt = fmt;
  };
  line('Revenue');
  revenue.forEach(([l, v]) => line(l, v));
  line('Total Revenue', rev);
  ws.addRow([]);
  line('Cost of Sales');
  cos.forEach(([l, v]) => line(l, v));
  line('Total Cost of Sales', cost);
  ws.addRow([]);
  line('Gross Profit', gp);
  ws.addRow([]);
  line('Operating Expenses');
  opex.forEach(([l, v]) => line(l, v));
  line('Total Operating Expenses', op);
  ws.addRow([]);
  line('Operating Profit', opProfit);
  line('Interest expense', interest);
  line('Net Profit', net);
  ws.addRow([]);
  ws.addRow(['Unaudited. Prepared by the owner from the bank and shop system.']);

  const opexVals = opex.map((x) => x[1]);
  k.check(
    'net profit = revenue - cost of sales - opex - interest',
    net === rev - cost - total(opexVals) - interest,
  );
  k.check('largest operating expense is unique', uniqueExtreme(opexVals, 'max'));
  const topOp = argExtreme(opexVals, 'max');

  k.ask('how much revenue did we make this year', { value: money(rev), means: 'Total Revenue' });
  k.ask('gross profit?', { value: money(gp), means: 'Gross Profit line' });
  k.ask('whats our gross margin', {
    value: pct(gp, rev),
    tol: 0.01,
    means: 'Gross Profit / Total Revenue * 100',
  });
  k.ask('what was the bottom line', { value: money(net), means: 'Net Profit' });
  k.ask('net margin in percent', {
    value: pct(net, rev),
    tol: 0.01,
    means: 'Net Profit / Total Revenue * 100',
  });
  k.ask('what did we spend on rent', { value: money(opex[1]![1]), means: 'Rent line' });
  k.ask('total operating expenses', { value: money(op), means: 'Total Operating Expenses' });
  k.ask('what percent of revenue is labour', {
    value: pct(revenue[0]![1], rev),
    tol: 0.01,
    means: 'Labour / Total Revenue * 100',
  });
  k.ask('biggest overhead', {
    value: money(opexVals[topOp]!),
    at: opex[topOp]![0],
    means: 'largest operating expense line',
  });
  k.ask('cost of sales for the year', { value: money(cost), means: 'Total Cost of Sales' });
  k.ask('how much interest did we pay', { value: money(interest), means: 'Interest expense line' });
  k.ask('advertising as a % of sales', {
    value: pct(opex[5]![1], rev),
    tol: 0.01,
    means: 'Advertising / Total Revenue * 100',
  });
  k.ask('operating profit', { value: money(opProfit), means: 'Operating Profit line' });
  k.ask('how much did tyres bring in', {
    value: money(revenue[2]![1]),
    means: 'Tyre sales (revenue line)',
  });
  k.refuse(
    "what's eating our margin",
    'ambiguous: which cost, and which margin; a question back is fair',
  );
  k.refuse('how did we do in march', 'the statement is annual only');
  k.refuse('compare this year to last', 'only FY 2025 is in the statement');
  return k.done();
}
