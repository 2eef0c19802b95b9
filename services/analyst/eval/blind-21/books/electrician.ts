/** Electrician (Kyiv), sales by month x service in hryvnia: months down as "Jan-25", a Total column and row. */
import ExcelJS from 'exceljs';
import {
  argmax,
  argmin,
  asker,
  cell,
  growth,
  hundredths as m,
  int,
  meanCents,
  monthAt,
  pct,
  PCT,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function electrician(): BlindBook {
  const r = rng(SEED + 1);
  const services = ['Rewiring', 'Fault finding', 'Panel upgrades', 'EV chargers'];
  const labels = Array.from({ length: 12 }, (_, i) => monthAt(i)[2]!);
  // cents[month][service]
  const v = labels.map(() => services.map(() => int(r, 8_000_00, 95_000_00)));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Виручка 2025');
  ws.addRow(['Iskra Electric — revenue by service, 2025']);
  ws.addRow(['Amounts in ₴ (UAH), excl. VAT']);
  ws.addRow([]);
  ws.addRow(['Month', ...services, 'Total']);
  v.forEach((row, i) => ws.addRow([labels[i], ...row.map(cell), cell(sum(row))]));
  const colTot = services.map((_, j) => sum(v.map((row) => row[j]!)));
  ws.addRow(['Total', ...colTot.map(cell), cell(sum(colTot))]);
  ws.addRow([]);
  ws.addRow(['Note: EV chargers line started in 2024; prices include call-out fee.']);

  const out: BlindQuestion[] = [];
  const q = asker('electrician', out);
  const monthTot = v.map((row) => sum(row));
  const year = sum(monthTot);
  q('what did we bill in total this year', 'sum of all services over 12 months', {
    value: m(year),
  });
  q('best month?', 'month with the largest Total', {
    at: monthAt(monthTot.indexOf(argmax(monthTot, (x) => x))),
  });
  q('which was our slowest month', 'month with the smallest Total', {
    at: monthAt(monthTot.indexOf(argmin(monthTot, (x) => x))),
  });
  q('how much did rewiring bring in', 'Rewiring column total', { value: m(colTot[0]!) });
  q('how did we do in march', 'March Total (all services)', { value: m(monthTot[2]!) });
  q('ev charger revenue in q3', 'EV chargers Jul+Aug+Sep', {
    value: m(sum([v[6]![3]!, v[7]![3]!, v[8]![3]!])),
  });
  q(
    'how much did sales grow from jan to dec in %',
    'growth = (Dec total - Jan total) / Jan total',
    { value: growth(monthTot[0]!, monthTot[11]!), tol: PCT },
  );
  q('average monthly revenue', 'year total / 12', { value: meanCents(year, 12) });
  q('which service made the most money', 'service with the largest column total', {
    at: services[colTot.indexOf(argmax(colTot, (x) => x))]!,
  });
  q('what share of revenue was panel upgrades', 'Panel upgrades total / year total, %', {
    value: pct(colTot[2]!, year),
    tol: PCT,
  });
  q('fault finding in the first half', 'Fault finding Jan..Jun', {
    value: m(sum(v.slice(0, 6).map((x) => x[1]!))),
  });
  const h1 = sum(monthTot.slice(0, 6));
  const h2 = sum(monthTot.slice(6));
  q('second half vs first half, how much more or less did we make', 'H2 total - H1 total', {
    value: m(h2 - h1),
    abs: true,
  });
  q('what was our profit in 2025', 'the sheet has revenue only, no costs', { refuse: true });
  q('how many jobs did we do in october', 'no job counts on the sheet', { refuse: true });
  q('panel upgrades in november', 'single cell', { value: m(v[10]![2]!) });
  return {
    name: 'electrician',
    business: 'electrician, UAH, months x services',
    workbook: wb,
    questions: out,
  };
}
