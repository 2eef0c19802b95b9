/**
 * Groove Yard Records (EUR): a stock sheet, SKU / Title / Format / Qty on hand / Unit cost /
 * Stock value, grouped by format with a blank row between groups, a Total row, and a note.
 */
import { meanCents, money, pct } from '../../expect';
import {
  argmax,
  cell$,
  moneyFmt,
  newBook,
  Questions,
  rngFor,
  toBytes,
  total,
  type BlindBook,
} from '../kit';

const BOOK = 'record-shop';
const STOCK: Array<[string, string]> = [
  ['LP', 'Kind of Blue — Miles Davis'],
  ['LP', 'Rumours — Fleetwood Mac'],
  ['LP', 'Blue Lines — Massive Attack'],
  ['LP', 'Unknown Pleasures — Joy Division'],
  ['LP', 'Pet Sounds — The Beach Boys'],
  ['LP', 'Homogenic — Björk'],
  ['LP', 'Dummy — Portishead'],
  ['LP', 'Remain in Light — Talking Heads'],
  ['LP', 'Harvest — Neil Young'],
  ['CD', 'OK Computer — Radiohead'],
  ['CD', 'Debut — Björk'],
  ['CD', 'Mezzanine — Massive Attack'],
  ['CD', 'Grace — Jeff Buckley'],
  ['CD', 'Ágætis byrjun — Sigur Rós'],
  ['Cassette', 'Tape Sampler Vol. 3'],
  ['Cassette', 'Nevermind — Nirvana'],
  ['Cassette', 'Loveless — My Bloody Valentine'],
  ['7"', 'Heroes — David Bowie'],
  ['7"', 'Blue Monday — New Order'],
  ['7"', 'Love Will Tear Us Apart — Joy Division'],
];
const FORMATS = ['LP', 'CD', 'Cassette', '7"'];

export async function buildRecordShop(): Promise<BlindBook> {
  const rng = rngFor(BOOK);
  // distinct quantities so "most copies" has one answer
  const pool = Array.from({ length: 40 }, (_, i) => i + 1);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const items = STOCK.map(([format, title], i) => {
    const qty = BigInt(i % 7 === 3 ? 0 : pool[i]!);
    const unit = BigInt(
      format === 'LP'
        ? rng.int(1400, 3200)
        : format === 'CD'
          ? rng.int(450, 1100)
          : format === '7"'
            ? rng.int(500, 900)
            : rng.int(350, 800),
    );
    return { sku: `GY-${String(1001 + i)}`, format, title, qty, unit, value: qty * unit };
  });
  const grand = total(items.map((i) => i.value));
  const units = total(items.map((i) => i.qty));

  const wb = newBook();
  const ws = wb.addWorksheet('Stock take');
  ws.addRow(['Stock take 31/12/2025 — at cost']);
  ws.addRow(['SKU', 'Title', 'Format', 'Qty on hand', 'Unit cost', 'Stock value']); // row 2
  FORMATS.forEach((f) => {
    items
      .filter((i) => i.format === f)
      .forEach((i) =>
        ws.addRow([i.sku, i.title, i.format, Number(i.qty), cell$(i.unit), cell$(i.value)]),
      );
    ws.addRow([]);
  });
  const totRow = ws.rowCount + 1;
  ws.addRow([null, 'Total', null, Number(units), null, cell$(grand)]);
  ws.addRow(['Second-hand stock is not on this sheet (bought by weight, not costed per item).']);
  ws.getColumn(5).numFmt = moneyFmt('€');
  ws.getColumn(6).numFmt = moneyFmt('€');

  const S = 'Stock take';
  const q = new Questions(BOOK);
  const vals = items.map((i) => i.value);
  const qtys = items.map((i) => i.qty);
  const fmt = (f: string): bigint => total(items.filter((i) => i.format === f).map((i) => i.value));
  const fmtQty = (f: string): bigint =>
    total(items.filter((i) => i.format === f).map((i) => i.qty));
  const lps = items.filter((i) => i.format === 'LP');
  q.ask(
    'whats our stock worth',
    { value: money(grand) },
    'Stock value summed over items, equals the Total row',
    { sheet: S, ref: `F${totRow}` },
  );
  q.ask(
    'how many records in stock',
    { value: String(units) },
    'Qty on hand summed over items (all formats)',
    { sheet: S, ref: `D${totRow}` },
  );
  q.ask(
    'which title is worth the most on the shelf',
    { at: items[argmax(vals)]!.title.split(' — ')[0]! },
    'item with the largest Stock value',
  );
  q.ask('value of the vinyl LPs', { value: money(fmt('LP')) }, 'Stock value of Format LP rows');
  q.ask(
    'how many cds have we got',
    { value: String(fmtQty('CD')) },
    'Qty on hand of Format CD rows',
  );
  q.ask(
    'what do we have most copies of',
    { at: items[argmax(qtys)]!.title.split(' — ')[0]! },
    'item with the largest Qty on hand',
  );
  q.ask(
    'how many titles are out of stock',
    { value: String(items.filter((i) => i.qty === 0n).length) },
    'item rows with Qty on hand 0',
  );
  q.ask(
    'average cost of an lp',
    {
      value: [
        meanCents(total(lps.map((i) => i.value)), Number(total(lps.map((i) => i.qty)))),
        meanCents(total(lps.map((i) => i.unit)), lps.length),
      ],
    },
    'LP stock value / LP units (weighted) or the mean LP Unit cost: both accepted',
  );
  q.ask(
    'what % of stock value is cassettes',
    { value: pct(fmt('Cassette'), grand) },
    'Cassette stock value / total stock value, percent 2 dp',
  );
  q.ask('stock value of 7 inches', { value: money(fmt('7"')) }, 'Stock value of Format 7" rows');
  q.ask('how many copies of rumours', { value: String(items[1]!.qty) }, 'Qty on hand of Rumours');
  q.ask(
    'most expensive record to buy in',
    { at: items[argmax(items.map((i) => i.unit))]!.title.split(' — ')[0]! },
    'item with the largest Unit cost',
  );
  q.refuse('whats selling best', 'a stock sheet has no sales');
  q.refuse(
    'how much is the second hand stock worth',
    'the note says second-hand stock is not on the sheet',
  );
  q.refuse('what will we make if we sell everything', 'no selling prices, only cost');

  return {
    name: BOOK,
    business: 'record shop',
    shape:
      'inventory (SKU, title, format, qty, unit cost, value) grouped with blank rows, Total row, note',
    bytes: await toBytes(wb),
    questions: q.list,
    sumChecks: [
      { sheet: S, parts: [`F3:F${totRow - 1}`], total: `F${totRow}` },
      { sheet: S, parts: [`D3:D${totRow - 1}`], total: `D${totRow}` },
    ],
  };
}
