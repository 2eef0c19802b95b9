/**
 * A plant nursery's stock sheet (A$): a title, a "stocktake" date line, header Item /
 * Category / Qty on hand / Unit cost / Stock value, a total row at the TOP (under the header),
 * and two notes lines under the table.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  int,
  money,
  pct,
  rng,
  sum,
  toBytes,
  argmax,
  argmin,
  meanCents,
  divRound,
  hundredths,
  type BlindBook,
} from '../kit';

const ITEMS: Array<[string, string]> = [
  ['Lemon tree 30cm', 'Fruit trees'],
  ['Feijoa 25cm', 'Fruit trees'],
  ['Fig Brown Turkey', 'Fruit trees'],
  ['Iceberg rose', 'Roses'],
  ['Pierre de Ronsard rose', 'Roses'],
  ['Mr Lincoln rose', 'Roses'],
  ['Lavender Hidcote', 'Perennials'],
  ['Salvia Hot Lips', 'Perennials'],
  ['Kangaroo paw', 'Natives'],
  ['Grevillea Robyn Gordon', 'Natives'],
  ['Lilly pilly 2L', 'Natives'],
  ['Potting mix 30L', 'Supplies'],
  ['Seaweed tonic 1L', 'Supplies'],
  ['Terracotta pot 25cm', 'Supplies'],
];

export async function nurseryBook(): Promise<BlindBook> {
  const r = rng(9);
  const rows = ITEMS.map(([item, category]) => {
    const qty = int(r, 3, 160);
    const unit = int(r, 350, 6500);
    return { item, category, qty, unit, value: BigInt(qty * unit) };
  });
  const total = sum(rows.map((x) => x.value));
  const units = rows.reduce((s, x) => s + x.qty, 0);

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock');
  ws.addRow(['Greenfingers Nursery, Bendigo']);
  ws.addRow(['Stocktake 31/10/2025 — values at cost, AUD']);
  ws.addRow(['Item', 'Category', 'Qty on hand', 'Unit cost', 'Stock value']);
  ws.addRow(['TOTAL', '', units, null, cell(total)]);
  for (const x of rows) ws.addRow([x.item, x.category, x.qty, cell(x.unit), cell(x.value)]);
  ws.addRow([]);
  ws.addRow(['Counted by Dee and Sam. Damaged stock written off separately.']);
  ws.addRow(['Next stocktake: end of January.']);

  const top = argmax(rows.map((x) => x.value));
  const low = argmin(rows.map((x) => BigInt(x.qty)));
  const cat = (c: string): bigint => sum(rows.filter((x) => x.category === c).map((x) => x.value));
  const cats = [...new Set(ITEMS.map((x) => x[1]))];
  const topCat = argmax(cats.map(cat));
  const simpleMean = meanCents(sum(rows.map((x) => x.unit)), rows.length);
  const weighted = hundredths(divRound(total, BigInt(units)));
  const { q, list } = asker('nursery');
  q(
    'what is our stock worth',
    { value: money(total) },
    'sum of Stock value (= TOTAL row, not doubled)',
  );
  q(
    'which item ties up the most money',
    { value: money(rows[top]!.value), at: rows[top]!.item },
    'largest Stock value line',
  );
  q('how many units in stock altogether', { value: String(units) }, 'sum of Qty on hand');
  q('unit cost of the feijoas', { value: money(rows[1]!.unit) }, 'Unit cost, Feijoa 25cm');
  q('value of roses', { value: money(cat('Roses')) }, 'Stock value of Category = Roses');
  q(
    'what are we lowest on',
    { value: String(rows[low]!.qty), at: rows[low]!.item },
    'line with the smallest Qty on hand',
  );
  q(
    'average unit cost',
    { value: [simpleMean, weighted] },
    'mean of the Unit cost column, or stock value / units (both fair)',
  );
  q(
    'how many lavender do we have',
    { value: String(rows[6]!.qty) },
    'Qty on hand, Lavender Hidcote',
  );
  q(
    'what share of stock value is natives',
    { value: pct(cat('Natives'), total) },
    'Natives value / total, %',
  );
  q(
    'which category holds the most stock value',
    { value: money(cat(cats[topCat]!)), at: cats[topCat]! },
    'category with the largest summed value',
  );
  q(
    'how many different items do we stock',
    { value: String(rows.length) },
    'count of item lines (excluding TOTAL)',
  );
  q('value of supplies', { value: money(cat('Supplies')) }, 'Stock value of Category = Supplies');
  q('kangaroo paw stock value', { value: money(rows[8]!.value) }, 'Stock value, Kangaroo paw');
  q('how many lemon trees did we sell last month', { refuse: true }, 'a stocktake has no sales');
  q(
    'what is the retail value of our stock',
    { refuse: true },
    'values are at cost; no retail prices',
  );
  return {
    name: 'nursery',
    business: 'plant nursery (A$)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [{ what: 'categories add to total', a: sum(cats.map(cat)), b: total }],
  };
}
