/** Wine shop, Bristol (£): stock count with item, category, bottles, unit cost, value, notes column, total row. */
import { meanCents, money, pct } from '../../expect';
import {
  argBest,
  asker,
  uniqueBest,
  intIn,
  rngFor,
  sheetSum,
  total,
  units,
  writeBook,
  type BlindBook,
  type Cell,
} from '../lib';

const NAME = 'wine-shop';
const rng = rngFor(NAME);
const items: Array<[string, string]> = [
  ['Rioja Reserva 2019', 'Red'],
  ['Côtes du Rhône 2022', 'Red'],
  ['Barolo DOCG 2018', 'Red'],
  ['Malbec Mendoza 2023', 'Red'],
  ['Sancerre 2023', 'White'],
  ['Albariño Rías Baixas 2023', 'White'],
  ['Chablis 1er Cru 2021', 'White'],
  ['Picpoul de Pinet 2024', 'White'],
  ['Provence Rosé 2024', 'Rosé'],
  ['Crémant de Loire NV', 'Sparkling'],
  ['Champagne Brut NV', 'Sparkling'],
  ['Prosecco DOC NV', 'Sparkling'],
];
const seenQty = new Set<number>();
const seenCost = new Set<number>();
/** Draws until unseen, so "lowest on" and "most expensive" have one answer. */
const fresh = (seen: Set<number>, lo: number, hi: number): number => {
  let v = intIn(rng, lo, hi);
  while (seen.has(v)) v = intIn(rng, lo, hi);
  seen.add(v);
  return v;
};
const stock = items.map(([name, cat]) => {
  const qty = fresh(seenQty, 6, 72);
  const cost = BigInt(fresh(seenCost, 650, 3800));
  return { name, cat, qty, cost, value: cost * BigInt(qty) };
});
const grand = total(stock.map((s) => s.value));
const rows: Cell[][] = [
  ['Stock count — 30 Nov 2025'],
  ['Item', 'Type', 'Bottles', 'Unit cost £', 'Stock value £', 'Notes'],
  ...stock.map((s, i) => [
    s.name,
    s.cat,
    s.qty,
    units(s.cost),
    units(s.value),
    i === 2 ? 'allocation, reorder Feb' : i === 10 ? 'check 2 damaged labels' : null,
  ]),
  ['Total', null, stock.reduce((a, s) => a + s.qty, 0), null, units(grand)],
  [],
  ['Counted by J. Hale. Unit cost = last invoice price ex VAT.'],
];

const { qs, ask } = asker(NAME, 'ws');
const topVal = argBest(stock.map((s) => s.value));
const lowQty = argBest(
  stock.map((s) => BigInt(s.qty)),
  true,
);
const reds = total(stock.filter((s) => s.cat === 'Red').map((s) => s.value));
const sparkling = stock.filter((s) => s.cat === 'Sparkling');
const bottles = stock.reduce((a, s) => a + s.qty, 0);
const dearest = argBest(stock.map((s) => s.cost));
ask('whats our stock worth', { value: money(grand), means: 'Total stock value' });
ask('which wine ties up the most money', {
  value: money(stock[topVal]!.value),
  at: stock[topVal]!.name,
  means: 'largest Stock value line',
});
ask('how many bottles do we have', { value: String(bottles), means: 'sum of Bottles' });
ask('unit cost of the sancerre', {
  value: money(stock[4]!.cost),
  means: 'Sancerre 2023 unit cost',
});
ask('value of the reds', { value: money(reds), means: 'Stock value where Type = Red' });
ask('what are we lowest on', {
  value: String(stock[lowQty]!.qty),
  at: stock[lowQty]!.name,
  means: 'fewest bottles',
});
ask('how many champagne bottles', {
  value: String(stock[10]!.qty),
  means: 'Champagne Brut NV bottles',
});
ask('sparkling as a share of stock value', {
  value: pct(total(sparkling.map((s) => s.value)), grand),
  means: 'Sparkling value / total value',
});
ask('most expensive bottle we stock', {
  value: money(stock[dearest]!.cost),
  at: stock[dearest]!.name,
  means: 'largest Unit cost',
});
ask('average value per line', {
  value: meanCents(grand, stock.length),
  means: 'total value / 12 lines',
});
ask('how many whites do we carry', {
  value: String(stock.filter((s) => s.cat === 'White').length),
  means: 'lines with Type White (count of wines, not bottles)',
});
ask('rosé stock value', {
  value: money(stock[8]!.value),
  means: 'Provence Rosé value (only rosé line)',
});
ask('what is the average cost of a bottle', {
  refuse: true,
  means: 'ambiguous: mean of unit costs vs value/bottles differ',
});
ask('what will the stock sell for', { refuse: true, means: 'no retail prices' });
ask('how many bottles did we sell last month', {
  refuse: true,
  means: 'a stock count has no sales',
});

export const wineShop: BlindBook = {
  name: NAME,
  business: 'wine shop (£)',
  build: () => writeBook([{ name: 'Stock', rows }]),
  questions: qs,
  checks: [
    ['total = line values on the sheet', grand, sheetSum(rows.slice(2, 14), 4, () => true)],
    [
      'extremes unique',
      3n,
      BigInt(
        [
          uniqueBest(stock.map((s) => s.value)),
          uniqueBest(
            stock.map((s) => BigInt(s.qty)),
            true,
          ),
          uniqueBest(stock.map((s) => s.cost)),
        ].filter(Boolean).length,
      ),
    ],
    ['total = bottles x unit cost', grand, total(stock.map((s) => s.cost * BigInt(s.qty)))],
  ],
};
