/**
 * An independent bookshop's multi-sheet workbook in pounds: "Sales" (months down x sections
 * across with a Total column and row), "Overheads" (cost lines down x months across, two-row
 * header with a "2025" band over the months) and a "Notes" sheet of text.
 */
import ExcelJS from 'exceljs';
import {
  MON,
  Questions,
  argMax,
  centsIn,
  cell,
  fmt,
  growth,
  money,
  pct,
  range,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'bookshop-multi';
const SECTIONS = ['Fiction', 'Non-fiction', "Children's", 'Cards & Gifts', 'Café'] as const;
const COSTS: Record<string, [number, number]> = {
  'Shop rent': [2750, 2750],
  'Staff wages': [5200, 7400],
  Utilities: [310, 690],
  'Card fees': [120, 260],
  'Events & signings': [0, 900],
};

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const base = [5200, 3900, 2600, 1400, 1900];
  const sales = MON.map((_, m) =>
    SECTIONS.map((_, s) =>
      centsIn(rng, base[s]! * (m === 11 ? 1.6 : 0.8), base[s]! * (m === 11 ? 2.1 : 1.2)),
    ),
  );
  const costs = Object.fromEntries(
    Object.entries(COSTS).map(([c, [lo, hi]]) => [c, MON.map(() => centsIn(rng, lo, hi))]),
  );
  const salesM = sales.map((r) => sum(r));
  const salesS = SECTIONS.map((_, s) => sum(sales.map((r) => r[s]!)));
  const costM = MON.map((_, m) => sum(Object.values(costs).map((v) => v[m]!)));
  const costC = Object.fromEntries(Object.entries(costs).map(([c, v]) => [c, sum(v)]));
  const salesTotal = sum(salesM);
  const costTotal = sum(costM);

  const wb = new ExcelJS.Workbook();
  const notes = wb.addWorksheet('Notes');
  notes.addRow(['Chapter & Verse Books - 2025 workbook']);
  notes.addRow([
    'Sales are till takings excluding VAT. Overheads exclude stock purchases (see the accountant).',
  ]);
  notes.addRow([
    'Café opened in the back room in March; January-February café sales are tastings.',
  ]);

  const s = wb.addWorksheet('Sales');
  s.addRow(['Till takings by section (£)']);
  s.addRow(['Month', ...SECTIONS, 'Total']);
  MON.forEach((m, i) =>
    fmt(s.addRow([m, ...sales[i]!.map(cell), cell(salesM[i]!)]), range(2, 7), '£#,##0.00'),
  );
  fmt(s.addRow(['Total', ...salesS.map(cell), cell(salesTotal)]), range(2, 7), '£#,##0.00');

  const o = wb.addWorksheet('Overheads');
  o.addRow(['', '2025']);
  o.mergeCells('B1:M1');
  o.addRow(['Cost line', ...MON, 'Year']);
  for (const [c, v] of Object.entries(costs))
    fmt(o.addRow([c, ...v.map(cell), cell(costC[c]!)]), range(2, 14), '£#,##0.00');
  fmt(
    o.addRow(['Total overheads', ...costM.map(cell), cell(costTotal)]),
    range(2, 14),
    '£#,##0.00',
  );

  const q = new Questions(NAME);
  const best = argMax(salesM);
  const topSec = argMax(salesS);
  const costly = MON.map((_, m) => costM[m]!);
  const topCost = argMax(costly);
  q.money('total sales for the year', salesTotal, 'Sales sheet, Total row x Total column');
  q.money('what did overheads come to', costTotal, 'Overheads sheet, Total overheads, Year');
  q.money(
    'what did we make after overheads',
    salesTotal - costTotal,
    'total sales - total overheads (both sheets), before stock purchases',
  );
  if (uniqueExtreme(salesM, best))
    q.at(
      'best month',
      MON[best]!,
      'month with the highest Total on the Sales sheet',
      money(salesM[best]!),
    );
  if (uniqueExtreme(salesS, topSec))
    q.at(
      'which section sells the most',
      SECTIONS[topSec]!,
      'section with the highest year total',
      money(salesS[topSec]!),
    );
  q.money("children's book sales", salesS[2]!, "Children's, Total row");
  q.money('how much did the café take', salesS[4]!, 'Café, Total row');
  q.money('rent for the year', costC['Shop rent']!, 'Shop rent, Year');
  q.money('staff wages in december', costs['Staff wages']![11]!, 'Staff wages, Dec');
  q.money('december sales', salesM[11]!, 'Sales sheet, December Total');
  q.pct(
    'how much did sales grow from november to december',
    growth(salesM[10]!, salesM[11]!),
    '(Dec total - Nov total) / Nov total * 100',
  );
  q.pct(
    'what share of sales is cards and gifts',
    pct(salesS[3]!, salesTotal),
    'Cards & Gifts year total / total sales * 100',
  );
  q.money('card fees', costC['Card fees']!, 'Card fees, Year');
  if (uniqueExtreme(costly, topCost))
    q.at(
      'which month had the highest overheads',
      MON[topCost]!,
      'month with the highest Total overheads',
      money(costly[topCost]!),
    );
  q.money(
    'fiction sales in the first quarter',
    sum(sales.slice(0, 3).map((r) => r[0]!)),
    'Fiction, Jan+Feb+Mar',
  );
  q.money('overheads in june', costM[5]!, 'Total overheads, Jun');
  q.refuse(
    'what was our gross margin on books',
    'stock purchases / cost of books are not in the workbook (the note says so)',
  );
  q.refuse('how many books did we sell', 'takings only, no unit counts');
  q.refuse('what are our best selling titles', 'sales are by section, not by title');

  return {
    name: NAME,
    business: 'bookshop',
    shape:
      'multi-sheet: notes sheet first, sales months x sections, overheads with a two-row year header',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      { what: 'sales months = sections', got: sum(salesM), want: sum(salesS) },
      { what: 'overheads months = cost lines', got: costTotal, want: sum(Object.values(costC)) },
    ],
  };
}
