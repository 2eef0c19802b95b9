/**
 * Pet supply shop (USD): a stock count sheet: SKU, item, category, qty on hand, unit cost,
 * stock value, reorder level; items grouped by category with a blank row between groups and
 * a total value line at the bottom.
 */
import { meanCents, money } from '../../expect';
import { argmax, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, SheetWriter, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

const ITEMS: Record<string, string[]> = {
  'Dog food': [
    'Kibble Adult 15kg',
    'Kibble Puppy 7kg',
    'Grain-free Salmon 12kg',
    'Wet Food Beef 12-pack',
    'Dental Chews 30ct',
  ],
  'Cat food': ['Indoor Cat 5kg', 'Kitten Formula 2kg', 'Wet Pouches Tuna 24ct', 'Senior Cat 4kg'],
  'Toys & accessories': [
    'Rope Tug Toy',
    'Laser Pointer',
    'Cat Tree 120cm',
    'Leash Nylon 6ft',
    'Harness Medium',
    'Squeaky Ball 3pk',
  ],
  Aquarium: [
    'Tank 20 gal',
    'Filter Cartridge 3pk',
    'Flake Food 200g',
    'Water Conditioner 500ml',
    'LED Light Bar',
  ],
};

export async function petstore(): Promise<Blind3Book> {
  const rng = makeRng(9);
  interface Item {
    sku: string;
    name: string;
    cat: string;
    qty: number;
    cost: bigint;
    value: bigint;
    reorder: number;
  }
  const items: Item[] = [];
  let sku = 1100;
  for (const [cat, names] of Object.entries(ITEMS)) {
    for (const name of names) {
      const qty = name === 'Laser Pointer' || name === 'Senior Cat 4kg' ? 0 : rng.int(2, 60);
      const cost = BigInt(rng.int(250, 9000));
      items.push({
        sku: `PS-${sku++}`,
        name,
        cat,
        qty,
        cost,
        value: cost * BigInt(qty),
        reorder: rng.int(5, 15),
      });
    }
  }
  // The cat tree is the big-ticket item.
  const tree = items.find((i) => i.name === 'Cat Tree 120cm')!;
  tree.cost = 11875n;
  tree.qty = 9;
  tree.value = tree.cost * 9n;
  const wb = newBook();
  const S = 'Stock count';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.usd);
  w.add(['Happy Paws Pet Supply - stock count 31-Oct-2025'], { bold: true });
  w.blank();
  w.add(['SKU', 'Item', 'Category', 'Qty on hand', 'Unit cost', 'Stock value', 'Reorder level'], {
    bold: true,
  });
  const ranges: string[] = [];
  const qtyRanges: string[] = [];
  for (const cat of Object.keys(ITEMS)) {
    const first = w.row + 1;
    for (const i of items.filter((x) => x.cat === cat))
      w.add([i.sku, i.name, i.cat, i.qty, M(i.cost), M(i.value), i.reorder]);
    ranges.push(`F${first}:F${w.row}`);
    qtyRanges.push(`D${first}:D${w.row}`);
    w.blank();
  }
  const totalValue = bsum(items.map((i) => i.value));
  const units = items.reduce((s, i) => s + i.qty, 0);
  const tr = w.add(['', 'Total stock value', null, units, null, M(totalValue)], { bold: true });
  w.add(['Counted by Dana and Luis. Unit cost = last purchase price.']);

  const mostValuable = argmax(items, (i) => i.value);
  const mostUnits = argmax(items, (i) => BigInt(i.qty));
  const catValue = (c: string): bigint =>
    bsum(items.filter((i) => i.cat === c).map((i) => i.value));
  const topCat = argmax(Object.keys(ITEMS), catValue);
  const below = items.filter((i) => i.qty < i.reorder).length;
  const atOrBelow = items.filter((i) => i.qty <= i.reorder).length;
  const flake = items.find((i) => i.name === 'Flake Food 200g')!;
  const weighted = meanCents(totalValue, units);
  const simple = meanCents(bsum(items.map((i) => i.cost)), items.length);

  const { list, ask, refuse } = questionsFor('petstore');
  ask(
    'total inventory value',
    { value: money(totalValue) },
    'sum of Stock value (= the total line)',
    { sheet: S, range: ranges.join(','), op: 'sum' },
  );
  ask('how many units do we have in stock', { value: String(units) }, 'sum of Qty on hand', {
    sheet: S,
    range: qtyRanges.join(','),
    op: 'sum',
  });
  ask(
    'which item has the most money tied up in it',
    { value: money(mostValuable.value), at: mostValuable.name },
    'item with the largest Stock value',
  );
  ask(
    'what do we have the most of',
    { value: String(mostUnits.qty), at: mostUnits.name },
    'item with the largest Qty on hand',
  );
  ask(
    'value of cat food on hand',
    { value: money(catValue('Cat food')) },
    'sum of Stock value, Category = Cat food',
    { sheet: S, range: ranges[1]!, op: 'sum' },
  );
  ask('unit cost of flake food', { value: money(flake.cost) }, 'Flake Food 200g, Unit cost');
  ask(
    'how many items are below reorder level',
    { value: [...new Set([String(below), String(atOrBelow)])] },
    'count of items with Qty on hand < Reorder level; counting items exactly at the level is also fair, either is right',
  );
  ask(
    'average unit cost',
    { value: [simple, weighted] },
    'two fair readings: mean of the Unit cost column, or total value / total units; either is right',
  );
  ask(
    'which category has the most stock value',
    { value: money(catValue(topCat)), at: topCat },
    'category with the largest sum of Stock value',
  );
  ask(
    'how many items are out of stock',
    { value: String(items.filter((i) => i.qty === 0).length) },
    'count of items with Qty on hand = 0',
  );
  ask('how many cat trees do we have', { value: '9' }, 'Cat Tree 120cm, Qty on hand');
  ask(
    'aquarium stock value',
    { value: money(catValue('Aquarium')) },
    'sum of Stock value, Category = Aquarium',
    { sheet: S, range: ranges[3]!, op: 'sum' },
  );
  ask(
    'how many different products do we carry',
    { value: String(items.length) },
    'count of item rows',
  );
  refuse('whats our markup on dog food', 'no selling prices');
  refuse('how fast do the dental chews sell', 'one stock count, no sales');
  refuse('what was inventory worth last month', 'one count only, 31 October');

  return {
    name: 'petstore',
    business: 'pet supply shop',
    shape: 'inventory count grouped by category, blank rows, total value line, note',
    bytes: await toBytes(wb),
    questions: list,
    totals: [
      { sheet: S, total: `F${tr}`, parts: ranges.join(',') },
      { sheet: S, total: `D${tr}`, parts: qtyRanges.join(',') },
    ],
  };
}
