/** A watch repairer's parts inventory: qty, unit cost, value, reorder level, notes; total row. */
import { money, sum } from '../../expect';
import { argmax, asker, cell, refuse, uniqueMax, type BlindBookDef } from '../kit';

const PARTS = [
  'Mainspring ETA 2824',
  'Crown 6mm steel',
  'Sapphire crystal 30mm',
  'Mineral crystal 28mm',
  'Battery SR626SW',
  'Balance staff',
  'Gasket set',
  'Leather strap 20mm',
  'Steel bracelet 18mm',
  'Hands set (gold)',
  'Movement ETA 2892',
  'Dial feet glue',
];

export const watches: BlindBookDef = {
  name: 'watches',
  business: 'watch repairer (CHF)',
  shape: 'inventory with qty, unit cost, value, reorder level, notes column and total row',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Parts stock');
    ws.addRow(['Stock count 31.10.2025 - Atelier Horloger Meyer']);
    ws.addRow(['Values in CHF at purchase cost']);
    ws.addRow([]);
    ws.addRow(['Code', 'Part', 'On hand', 'Unit cost', 'Value', 'Reorder at', 'Notes']);
    const items = PARTS.map((_, i) => {
      const qty = i === 7 ? 0 : rnd.int(1, 60);
      const unit = BigInt(rnd.int(150, 38000));
      const reorder = rnd.int(3, 15);
      return { qty, unit, value: unit * BigInt(qty), reorder };
    });
    items.forEach((it, i) =>
      ws.addRow([
        `P-${100 + i}`,
        PARTS[i],
        it.qty,
        cell(it.unit),
        cell(it.value),
        it.reorder,
        it.qty === 0 ? 'on order' : it.qty < it.reorder ? 'low' : null,
      ]),
    );
    const tv = sum(items.map((i) => i.value));
    ws.addRow([null, 'Total stock value', null, null, cell(tv), null, null]);

    const values = items.map((i) => i.value);
    const units = items.map((i) => BigInt(i.qty));
    const a = asker('watches');
    a.q('what is our stock worth', { value: money(tv), means: 'total of Value' });
    a.q(
      'most valuable stock line',
      uniqueMax(values)
        ? {
            value: money(values[argmax(values)]!),
            at: PARTS[argmax(values)]!,
            means: 'part with highest Value',
          }
        : refuse('tie'),
    );
    a.q('how many sr626sw batteries do we have', {
      value: String(items[4]!.qty),
      means: 'On hand for Battery SR626SW',
    });
    a.q('unit cost of a balance staff', {
      value: money(items[5]!.unit),
      means: 'Unit cost, Balance staff',
    });
    a.q('how many parts are below reorder level', {
      value: String(items.filter((i) => i.qty < i.reorder).length),
      means: 'rows with On hand < Reorder at (0 on hand counts)',
    });
    a.q('total units in stock', { value: String(sum(units)), means: 'sum of On hand' });
    a.q('what are the crystals worth together', {
      value: money(items[2]!.value + items[3]!.value),
      means: 'Sapphire + Mineral crystal values',
    });
    a.q('how much is the mainspring stock worth', {
      value: money(items[0]!.value),
      means: 'Value of Mainspring ETA 2824',
    });
    a.q(
      'which part do we hold the most of',
      uniqueMax(units)
        ? {
            value: String(units[argmax(units)]!),
            at: PARTS[argmax(units)]!,
            means: 'part with highest On hand',
          }
        : refuse('tie'),
    );
    a.q('how many parts are out of stock', {
      value: '1',
      means: 'parts with 0 on hand (Leather strap 20mm)',
    });
    a.q('stock value of the gasket sets', {
      value: money(items[6]!.value),
      means: 'Gasket set Value',
    });
    a.q('average unit cost', refuse('two fair readings: mean of unit costs or value / units'));
    a.q('how much did we sell last month', refuse('a stock count, no sales'));
    return {
      questions: a.list,
      checks: [
        { what: 'value = qty x unit', a: tv, b: sum(items.map((i) => BigInt(i.qty) * i.unit)) },
      ],
    };
  },
};
