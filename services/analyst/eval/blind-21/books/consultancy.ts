/** Engineering consultancy (Rotterdam), A/R aging in €: buckets Current .. >90, Total per client, TOTAL row on top. */
import ExcelJS from 'exceljs';
import {
  argmax,
  asker,
  cell,
  hundredths as m,
  int,
  pct,
  PCT,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function consultancy(): BlindBook {
  const r = rng(SEED + 6);
  const clients = [
    'Havenbedrijf BV',
    'Van Dijk Bouw',
    'NorthSea Wind',
    'Gemeente Delft',
    'Polder Logistics',
    'Stork Offshore',
    'Maas Infra',
    'Blue Dike Energy',
  ];
  const buckets = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'];
  const v = clients.map(() => buckets.map(() => (r() < 0.3 ? 0 : int(r, 500_00, 48_000_00))));
  const tot = v.map((x) => sum(x));
  const col = buckets.map((_, j) => sum(v.map((x) => x[j]!)));
  const all = sum(tot);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Debiteurenoverzicht / Receivables aging per 30 Nov 2025 (EUR)']);
  ws.addRow(['Client', ...buckets, 'Total']);
  ws.addRow(['TOTAL', ...col.map(cell), cell(all)]);
  clients.forEach((c, i) =>
    ws.addRow([c, ...v[i]!.map((x) => (x === 0 ? null : cell(x))), cell(tot[i]!)]),
  );

  const out: BlindQuestion[] = [];
  const q = asker('consultancy', out);
  q('how much are we owed in total', 'TOTAL, Total (= sum of clients)', { value: m(all) });
  q('who owes us the most', 'client with the largest Total', {
    at: clients[tot.indexOf(argmax(tot, (x) => x))]!,
  });
  q('how much is more than 60 days late', '61 - 90 + > 90, all clients', {
    value: m(col[3]! + col[4]!),
  });
  q('over 90 days total', '> 90 column total', { value: m(col[4]!) });
  q('how much of it is not due yet', 'Current column total', { value: m(col[0]!) });
  q('what does maas infra owe', 'Maas Infra Total', { value: m(tot[6]!) });
  q('what % of receivables is overdue', '(Total - Current) / Total, %', {
    value: pct(all - col[0]!, all),
    tol: PCT,
  });
  const over90 = v.map((x) => x[4]!);
  q('which client is the worst for >90 days', 'client with the largest > 90', {
    at: clients[over90.indexOf(argmax(over90, (x) => x))]!,
  });
  q('how much does gemeente delft owe past 30 days', 'Gemeente Delft 31-60 + 61-90 + >90', {
    value: m(v[3]![2]! + v[3]![3]! + v[3]![4]!),
  });
  q('how many clients have something over 90 days', 'clients with a non-zero > 90', {
    value: String(over90.filter((x) => x > 0).length),
  });
  q('northsea wind 1-30', 'single cell', { value: m(v[2]![1]!) });
  q('whats the share of the biggest debtor in total AR', 'largest client Total / TOTAL', {
    value: pct(
      argmax(tot, (x) => x),
      all,
    ),
    tol: PCT,
  });
  q('how much did we collect in november', 'an aging shows balances, not receipts', {
    refuse: true,
  });
  q('what is our DSO', 'needs sales for the period, not on the sheet', { refuse: true });
  return {
    name: 'consultancy',
    business: 'engineering consultancy, €, AR aging',
    workbook: wb,
    questions: out,
  };
}
