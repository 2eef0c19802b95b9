/**
 * Print shop stock count (USD): two title lines, the header, then a TOTAL row directly under
 * the header (before the items), SKU / item / category / qty / unit cost / value / reorder
 * level / notes.
 */
import { divRound, hundredths, meanCents, money as m, pct } from '../../expect';
import { ExcelJS, argExtreme, asker, cell, rng, sumN, toBytes, type BlindBook } from '../kit';

const NAME = 'printshop-stock';
const r = rng(NAME);
const ITEMS: Array<[string, string, string, number, number]> = [
  ['PAP-A4-80', 'A4 80gsm copy paper (ream)', 'Paper', 420, 690],
  ['PAP-A3-120', 'A3 120gsm silk (ream)', 'Paper', 1_680, 2_450],
  ['PAP-SRA3-300', 'SRA3 300gsm card (pack 100)', 'Paper', 2_900, 4_100],
  ['PAP-ENV-DL', 'DL envelopes (box 500)', 'Paper', 2_200, 3_300],
  ['INK-CYN', 'Cyan ink cartridge', 'Ink & toner', 6_800, 9_400],
  ['INK-MAG', 'Magenta ink cartridge', 'Ink & toner', 6_800, 9_400],
  ['INK-YEL', 'Yellow ink cartridge', 'Ink & toner', 6_800, 9_400],
  ['INK-BLK', 'Black toner', 'Ink & toner', 11_900, 15_800],
  ['FIN-LAM', 'Laminating pouches A4 (100)', 'Finishing', 1_150, 1_900],
  ['FIN-COIL', 'Binding coils 10mm (100)', 'Finishing', 1_400, 2_100],
  ['FIN-COV', 'Clear covers (100)', 'Finishing', 1_700, 2_600],
  ['LFP-VNL', 'Vinyl roll 1370mm', 'Large format', 12_500, 18_900],
  ['LFP-BNR', 'Banner PVC roll', 'Large format', 15_900, 22_500],
];
const stock = ITEMS.map(([sku, item, cat, lo, hi]) => {
  const unit = r.int(lo, hi);
  const qty = r.int(2, 60);
  return {
    sku,
    item,
    cat,
    qty,
    unit,
    value: qty * unit,
    reorder: r.int(5, 20),
    note: r.int(0, 3) === 0 ? 'on order' : '',
  };
});
const totalValue = sumN(stock.map((s) => s.value));
const totalQty = sumN(stock.map((s) => s.qty));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock count');
  ws.addRow(['Inkwell Print Co.']);
  ws.addRow(['Stock count at 30 September 2025 (US$)']);
  ws.addRow([
    'SKU',
    'Item',
    'Category',
    'Qty on hand',
    'Unit cost',
    'Stock value',
    'Reorder level',
    'Notes',
  ]);
  ws.addRow(['TOTAL', null, null, totalQty, null, cell(totalValue), null, null]);
  for (const s of stock)
    ws.addRow([s.sku, s.item, s.cat, s.qty, cell(s.unit), cell(s.value), s.reorder, s.note]);
  ws.getColumn(5).numFmt = '$#,##0.00';
  ws.getColumn(6).numFmt = '$#,##0.00';
  return toBytes(wb);
}

const { q, list } = asker(NAME);
const topValue = argExtreme(
  stock.map((s) => s.value),
  'max',
);
const cheapest = argExtreme(
  stock.map((s) => s.unit),
  'min',
);
const catValue = (c: string): number => sumN(stock.filter((s) => s.cat === c).map((s) => s.value));
const below = stock.filter((s) => s.qty < s.reorder).length;
const by = (sku: string): (typeof stock)[number] => stock.find((s) => s.sku === sku)!;

q('whats our stock worth', { value: m(totalValue) }, 'sum of Stock value (= the TOTAL row)');
q(
  'most valuable line in stock',
  { value: m(stock[topValue]!.value), at: stock[topValue]!.item.split(' ')[0]! },
  'item with the largest Stock value',
);
q(
  'how many reams of a4 copy paper do we have',
  { value: String(by('PAP-A4-80').qty) },
  'Qty on hand, PAP-A4-80',
);
q('unit cost of black toner', { value: m(by('INK-BLK').unit) }, 'Unit cost, INK-BLK');
q('value of paper stock', { value: m(catValue('Paper')) }, 'Stock value of Category Paper');
q(
  'how many items are below reorder level',
  { value: String(below) },
  'count of items with Qty on hand < Reorder level',
);
q(
  'average unit cost',
  {
    value: [
      meanCents(sumN(stock.map((s) => s.unit)), stock.length),
      hundredths(divRound(BigInt(totalValue), BigInt(totalQty))),
    ],
  },
  'simple mean of Unit cost, or weighted (value / qty): both readings accepted',
);
q('total units on hand', { value: String(totalQty) }, 'sum of Qty on hand (= TOTAL row)');
q(
  'cheapest item we stock',
  { value: m(stock[cheapest]!.unit), at: stock[cheapest]!.item.split(' (')[0]! },
  'item with the smallest Unit cost',
);
q(
  'what % of stock value is ink and toner',
  { value: pct(catValue('Ink & toner'), totalValue) },
  'Ink & toner value / total value',
);
q('what did we sell last month', { refuse: true }, 'a stock count has no sales');
q('when will we run out of toner', { refuse: true }, 'no usage rate in a stock count');
q('vinyl roll stock value', { value: m(by('LFP-VNL').value) }, 'Stock value, LFP-VNL');
q(
  'how much finishing stuff do we hold (in $)',
  { value: m(catValue('Finishing')) },
  'Stock value of Category Finishing',
);
q('whats our stock turnover', { refuse: true }, 'needs cost of sales: not in the sheet');

export const printshopStock: BlindBook = {
  name: NAME,
  business: 'print shop',
  shape: 'inventory with TOTAL row on top, unit cost, value, reorder level, notes',
  bytes,
  questions: list,
  checks: [
    [
      'category values add to the total',
      ['Paper', 'Ink & toner', 'Finishing', 'Large format']
        .map(catValue)
        .reduce((a, b) => a + b, 0) === totalValue,
    ],
    ['value = qty x unit cost', stock.every((s) => s.value === s.qty * s.unit)],
  ],
};
