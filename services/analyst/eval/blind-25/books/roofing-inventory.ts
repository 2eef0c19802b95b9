/**
 * A roofing supplier's stock sheet in pounds: the totals row sits at the TOP, under the
 * header; item, code, unit, qty on hand, unit cost, stock value; a note under the table.
 */
import { hundredths, pct } from '../../expect';
import {
  argMax,
  argMin,
  cell,
  newBook,
  questionList,
  sumOf,
  toBytes,
  type BookDef,
  type Rng,
} from '../lib';

const ITEMS: Array<[string, string, number, number]> = [
  ['Welsh slate 500x250', 'each', 1, 4],
  ['Concrete interlocking tile', 'each', 1, 2],
  ['Ridge tile half round', 'each', 6, 12],
  ['Breathable membrane 50m', 'roll', 45, 95],
  ['Lead flashing code 4', 'roll', 90, 180],
  ['Copper nails 1kg', 'box', 14, 26],
  ['EPDM rubber sheet 3x6m', 'sheet', 60, 140],
  ['Guttering 4m black', 'length', 8, 16],
  ['Roof battens 4.8m', 'length', 3, 7],
  ['Dry verge kit', 'kit', 22, 40],
];

export const roofingInventory: BookDef = {
  name: 'roofing-inventory',
  business: 'roofing supplier',
  shape: 'inventory with totals row on top, qty x unit cost, £',
  async build(rng: Rng) {
    const rows = ITEMS.map(([name, unit, lo, hi]) => {
      const qty = unit === 'each' ? rng.int(400, 3000) : rng.int(3, 90);
      const cost = BigInt(rng.int(lo * 100, hi * 100));
      return { name, unit, qty, cost, value: cost * BigInt(qty) };
    });
    const total = sumOf(rows.map((r) => r.value));
    const wb = newBook();
    const ws = wb.addWorksheet('Stock 30-Sep');
    ws.addRow(['Pennine Roofing Supplies — stock count 30 September 2025']);
    ws.addRow(['Item', 'Code', 'Unit', 'On hand', 'Cost per unit £', 'Stock value £']);
    ws.addRow(['TOTAL STOCK', '', '', null, null, cell(total)]);
    rows.forEach((r, i) =>
      ws.addRow([r.name, `PRS-${100 + i * 7}`, r.unit, r.qty, cell(r.cost), cell(r.value)]),
    );
    ws.addRow([]);
    ws.addRow(['Valued at last purchase cost. Damaged stock written off separately.']);

    const Q = questionList('roofing-inventory');
    const vals = rows.map((r) => r.value);
    const top = argMax(vals);
    const low = argMin(vals);
    const dearest = argMax(rows.map((r) => r.cost));
    Q.ask(
      'what is our stock worth',
      { value: hundredths(total) },
      'sum of Stock value (the TOTAL row)',
    );
    Q.ask(
      'value of lead flashing in stock',
      { value: hundredths(rows[4]!.value) },
      'Lead flashing code 4, Stock value',
    );
    Q.ask(
      'which item ties up the most money',
      { value: hundredths(vals[top]!), at: rows[top]!.name },
      'item with the largest Stock value',
    );
    Q.ask(
      'how many welsh slates do we have',
      { value: String(rows[0]!.qty) },
      'On hand, Welsh slate',
    );
    Q.ask(
      'what does a roll of membrane cost us',
      { value: hundredths(rows[3]!.cost) },
      'Cost per unit, membrane',
    );
    Q.ask(
      'lowest value line in stock',
      { value: hundredths(vals[low]!), at: rows[low]!.name },
      'item with the smallest Stock value',
    );
    Q.ask(
      'how many product lines are there',
      { value: String(rows.length) },
      'count of item rows (TOTAL excluded)',
    );
    Q.ask(
      'most expensive item per unit',
      { value: hundredths(rows[dearest]!.cost), at: rows[dearest]!.name },
      'largest Cost per unit',
    );
    Q.ask(
      'how many items have fewer than 20 on hand',
      { value: String(rows.filter((r) => r.qty < 20).length) },
      'count of rows with On hand < 20',
    );
    Q.ask(
      'what share of stock value is slate, %',
      { value: pct(rows[0]!.value, total) },
      'Welsh slate value / total * 100',
    );
    Q.ask(
      'guttering stock value',
      { value: hundredths(rows[7]!.value) },
      'Guttering 4m, Stock value',
    );
    Q.ask(
      'how many units in stock altogether',
      { refuse: true },
      'units differ (each, roll, box, length): adding them is meaningless',
    );
    Q.ask('what do we sell the ridge tiles for', { refuse: true }, 'no selling prices, only cost');
    Q.ask('how much stock did we have in june', { refuse: true }, 'one count date only (30 Sep)');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        {
          what: 'qty x cost = values',
          a: sumOf(rows.map((r) => r.cost * BigInt(r.qty))),
          b: total,
        },
      ],
    };
  },
};
