/**
 * A bike repair shop's stock count in pesos: Category, Item, SKU, On hand, Unit cost,
 * Stock value, grouped by category with a subtotal line per category, a grand total and a
 * note under the table.
 */
import ExcelJS from 'exceljs';
import {
  Questions,
  argMax,
  centsIn,
  cell,
  fmt,
  intIn,
  money,
  pct,
  rngFor,
  sum,
  toBytes,
  uniqueExtreme,
  type BlindBook,
} from '../kit';

const NAME = 'bike-inventory';
const STOCK: Record<string, Array<[string, number, number]>> = {
  Tires: [
    ['Road tire 700x25c', 900, 1600],
    ['MTB tire 29x2.3', 1400, 2600],
    ['City tire 26x1.75', 500, 900],
  ],
  Tubes: [
    ['Inner tube 700c Presta', 180, 320],
    ['Inner tube 29er Schrader', 200, 360],
  ],
  Drivetrain: [
    ['Chain 11-speed', 900, 1700],
    ['Cassette 11-34', 1800, 3600],
    ['Chainring 36T', 700, 1400],
  ],
  Brakes: [
    ['Disc brake pads (pair)', 350, 700],
    ['Brake cable set', 150, 300],
    ['Rotor 160mm', 600, 1100],
  ],
};

interface Item {
  category: string;
  name: string;
  sku: string;
  qty: number;
  unit: number;
  value: bigint;
}

export async function build(): Promise<BlindBook> {
  const rng = rngFor(NAME);
  const items: Item[] = [];
  let n = 100;
  for (const [category, list] of Object.entries(STOCK)) {
    for (const [name, lo, hi] of list) {
      const qty = intIn(rng, 2, category === 'Tubes' ? 80 : 30);
      const unit = centsIn(rng, lo, hi);
      items.push({
        category,
        name,
        sku: `BK-${n++}`,
        qty,
        unit,
        value: BigInt(qty) * BigInt(unit),
      });
    }
  }
  const cats = Object.keys(STOCK);
  const catValue = cats.map((c) => sum(items.filter((i) => i.category === c).map((i) => i.value)));
  const total = sum(items.map((i) => i.value));

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Stock Count');
  ws.addRow(['Pedal Doctor Bike Repair - stock count']);
  ws.addRow(['Valued at cost, ₱']);
  ws.addRow([]);
  ws.addRow(['Category', 'Item', 'SKU', 'On hand', 'Unit cost', 'Stock value']);
  cats.forEach((c, ci) => {
    for (const i of items.filter((x) => x.category === c))
      fmt(ws.addRow([c, i.name, i.sku, i.qty, cell(i.unit), cell(i.value)]), [5, 6], '₱#,##0.00');
    fmt(ws.addRow(['', `Subtotal ${c}`, '', '', '', cell(catValue[ci]!)]), [6], '₱#,##0.00');
  });
  ws.addRow([]);
  fmt(
    ws.addRow(['', 'Total stock value', '', items.reduce((a, i) => a + i.qty, 0), '', cell(total)]),
    [6],
    '₱#,##0.00',
  );
  ws.addRow(['Counted 31 Dec 2025 by R. Dizon. Excludes bikes left for repair.']);

  const q = new Questions(NAME);
  const values = items.map((i) => i.value);
  const qtys = items.map((i) => i.qty);
  const topV = argMax(values);
  const topQ = argMax(qtys);
  const topCat = argMax(catValue);
  const unitCosts = items.map((i) => i.unit);
  const dear = argMax(unitCosts);
  q.money(
    'total inventory value',
    total,
    'sum of Stock value over items (= Total stock value; subtotals not added)',
  );
  q.num('how many presta tubes do we have', items[3]!.qty, 'On hand, Inner tube 700c Presta');
  if (uniqueExtreme(values, topV))
    q.at(
      'which item ties up the most money',
      items[topV]!.name,
      'item with the largest Stock value',
      money(values[topV]!),
    );
  if (uniqueExtreme(qtys, topQ))
    q.at(
      'what do we have the most of',
      items[topQ]!.name,
      'item with the largest On hand count',
      String(qtys[topQ]!),
    );
  q.money('value of tires', catValue[0]!, 'Tires items (= Subtotal Tires)');
  q.money('unit cost of the 11 speed chain', items[5]!.unit, 'Unit cost, Chain 11-speed');
  q.num('how many items on hand in total', sum(qtys), 'sum of On hand over items');
  if (uniqueExtreme(catValue, topCat))
    q.at(
      'which category is worth the most',
      cats[topCat]!,
      'category with the largest value',
      money(catValue[topCat]!),
    );
  q.pct(
    'what share of stock value is drivetrain',
    pct(catValue[2]!, total),
    'Drivetrain value / total * 100',
  );
  q.money('brakes stock value', catValue[3]!, 'Brakes items (= Subtotal Brakes)');
  q.money('value of the cassettes', items[6]!.value, 'Stock value, Cassette 11-34');
  if (uniqueExtreme(unitCosts, dear))
    q.at(
      'most expensive part per unit',
      items[dear]!.name,
      'item with the highest Unit cost',
      money(unitCosts[dear]!),
    );
  q.num(
    'how many different items do we stock',
    items.length,
    'count of item lines (SKUs), subtotal lines excluded',
  );
  q.num('how many rotors', items[10]!.qty, 'On hand, Rotor 160mm');
  q.refuse('what will we make if we sell everything', 'selling prices are not in the sheet');
  q.refuse("what's running low", 'no reorder levels: "low" is not defined by the sheet');

  return {
    name: NAME,
    business: 'bike repair shop',
    shape: 'inventory with unit cost and value, category subtotals, total, note',
    bytes: await toBytes(wb),
    questions: q.list,
    checks: [
      { what: 'category values = total', got: sum(catValue), want: total },
      {
        what: 'presta index',
        got: BigInt(items[3]!.name === 'Inner tube 700c Presta' ? 1 : 0),
        want: 1n,
      },
      { what: 'chain index', got: BigInt(items[5]!.name === 'Chain 11-speed' ? 1 : 0), want: 1n },
      {
        what: 'cassette index',
        got: BigInt(items[6]!.name === 'Cassette 11-34' ? 1 : 0),
        want: 1n,
      },
      { what: 'rotor index', got: BigInt(items[10]!.name === 'Rotor 160mm' ? 1 : 0), want: 1n },
    ],
  };
}
