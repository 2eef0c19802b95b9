/** Cheese shop (€): stock count with the total line ABOVE the header, a Category column and a Notes column. */
import { meanCents, money, pct, sum } from '../../expect';
import {
  argMax,
  argMin,
  asker,
  cell,
  int,
  refuse,
  rng,
  SEED,
  type BookSpec,
  type Cell,
} from '../lib';

export function cheeseShop(): BookSpec {
  const r = rng(SEED + 9);
  const items: Array<[string, string]> = [
    ['Comté 18 months', 'Hard'],
    ['Beaufort', 'Hard'],
    ['Mimolette', 'Hard'],
    ['Brie de Meaux', 'Soft'],
    ['Camembert', 'Soft'],
    ['Reblochon', 'Soft'],
    ['Crottin de Chavignol', 'Goat'],
    ['Valençay', 'Goat'],
    ['Sainte-Maure', 'Goat'],
    ['Roquefort', 'Blue'],
    ['Fourme d’Ambert', 'Blue'],
    ['Bleu d’Auvergne', 'Blue'],
  ];
  const stock = items.map(([name, cat], i) => {
    const qty = int(r, 2, 60);
    const cost = int(r, 250, 4800) + i; // + i keeps unit costs distinct
    return { sku: `FC-${100 + i}`, name, cat, qty, cost, value: qty * cost, reorder: qty < 12 };
  });
  const total = sum(stock.map((s) => s.value));
  const rows: Cell[][] = [
    ['Fromagerie du Coin — stock count 30 Sep 2025'],
    ['Total stock value (€)', null, null, null, null, cell(total)],
    [],
    ['SKU', 'Item', 'Category', 'Qty (pcs)', 'Unit cost €', 'Value €', 'Notes'],
    ...stock.map((s) => [
      s.sku,
      s.name,
      s.cat,
      s.qty,
      cell(s.cost),
      cell(s.value),
      s.reorder ? 'reorder' : null,
    ]),
  ];
  const cats = ['Hard', 'Soft', 'Goat', 'Blue'];
  const catVal = cats.map((c) => sum(stock.filter((s) => s.cat === c).map((s) => s.value)));
  const qtyTot = sum(stock.map((s) => s.qty));
  const { qs, q } = asker('cheese-shop');
  q(
    'total stock value',
    { value: money(total) },
    'sum of Value (= the total line above the table)',
  );
  q('how much is the comté worth', { value: money(stock[0]!.value) }, 'Comté Value');
  q(
    'most valuable item in stock',
    { at: stock[argMax(stock.map((s) => s.value))]!.name },
    'largest Value',
  );
  q('how many brie do we have', { value: String(stock[3]!.qty) }, 'Brie de Meaux Qty');
  q('value of the goat cheeses', { value: money(catVal[2]!) }, 'sum of Value, Category Goat');
  q(
    'which category has the most money tied up',
    { at: cats[argMax(catVal)]! },
    'category with the largest Value sum',
  );
  q(
    'average cost per piece across the shop',
    { value: meanCents(total, Number(qtyTot)) },
    'total Value / total Qty, to the cent',
  );
  q(
    'how many items need reordering',
    { value: String(stock.filter((s) => s.reorder).length) },
    'rows noted "reorder"',
  );
  q(
    'cheapest cheese per unit',
    { at: stock[argMin(stock.map((s) => s.cost))]!.name },
    'smallest Unit cost',
  );
  q('total pieces in stock', { value: String(qtyTot) }, 'sum of Qty');
  q(
    'what % of stock value is hard cheese',
    { value: pct(catVal[0]!, total) },
    'Hard Value / total Value',
  );
  q('roquefort unit cost', { value: money(stock[9]!.cost) }, 'single cell');
  q('blue cheese stock value', { value: money(catVal[3]!) }, 'sum of Value, Category Blue');
  q('how much did we sell last month', refuse, 'a stock count has no sales');
  q("what's our markup on camembert", refuse, 'no selling prices');
  q('stock value in june', refuse, 'one count, 30 Sep 2025');
  return {
    name: 'cheese-shop',
    business: 'cheese shop',
    sheets: [{ name: 'Stock count', rows }],
    questions: qs,
    checks: [['categories = total', sum(catVal), total]],
  };
}
