/**
 * Locksmith in Santiago (CLP$, no decimals): an A/R aging summary, title and "as of" lines,
 * buckets Current, 1 - 30, 31 - 60, 61 - 90, > 90, Total per customer, TOTAL row at the bottom,
 * empty cells for zero.
 */
import { money, pct, sum } from '../../expect';
import {
  Asker,
  argmax,
  between,
  cell,
  newBook,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('locksmith-aging');
const CUSTOMERS = [
  'Edificio Los Alerces',
  'Clínica San Borja',
  'Inmobiliaria Pacífico',
  'Colegio Andino',
  'Hotel Costanera',
  'Ferretería El Roble',
  'Condominio Vista Cordillera',
  'Banco Austral (sucursal Ñuñoa)',
  'Café Colonia',
  'Municipalidad de Macul',
  'Taller Mecánico Rojas',
  'Gimnasio Fuerza',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', '> 90'];
/** cents; CLP has no decimals so every amount is whole pesos */
const grid: bigint[][] = CUSTOMERS.map(() =>
  BUCKETS.map((_, b) => (r() < 0.35 + b * 0.1 ? 0n : BigInt(between(r, 25, 1900) * 1000 * 100))),
);
// an aging lists only customers with an open balance
grid.forEach((g) => {
  if (sum(g) === 0n) g[0] = 15_000_000n;
});
const rowT = grid.map((g) => sum(g));
const colT = BUCKETS.map((_, b) => sum(grid.map((g) => g[b]!)));
const grand = sum(rowT);

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('AR Aging');
  ws.addRow(['Cerrajería Llave Maestra SpA']);
  ws.addRow(['A/R Aging Summary']);
  ws.addRow(['As of October 31, 2026']);
  ws.addRow(['Customer', ...BUCKETS, 'Total']);
  CUSTOMERS.forEach((c, k) =>
    ws.addRow([c, ...grid[k]!.map((v) => (v === 0n ? null : cell(v))), cell(rowT[k]!)]),
  );
  ws.addRow(['TOTAL', ...colT.map(cell), cell(grand)]);
  return toBytes(wb);
}

const q = new Asker('locks');
const top = argmax(rowT);
const top90 = argmax(grid.map((g) => g[4]!));
const over60 = colT[3]! + colT[4]!;
const overdue = grand - colT[0]!;
const c3 = CUSTOMERS[2]!;
const c6 = CUSTOMERS[5]!;
const withOver30 = grid.filter((g) => g[2]! + g[3]! + g[4]! > 0n).length;
q.place(
  'who owes us the most',
  CUSTOMERS[top]!,
  'customer with the largest Total',
  money(rowT[top]!),
);
q.value('total receivables', money(grand), 'TOTAL row, Total column');
q.value('how much is more than 60 days late', money(over60), '61 - 90 + > 90 columns, TOTAL row');
q.value(`how much does ${c3} owe`, money(rowT[2]!), `${c3}, Total`);
q.value(`${c6} over 90 days`, money(grid[5]![4]!), `${c6}, > 90 (0 when the cell is empty)`);
q.percent(
  'what percent of receivables is overdue',
  pct(overdue, grand),
  '(Total - Current) / Total x 100, TOTAL row',
);
q.value('how much is current', money(colT[0]!), 'Current column, TOTAL row');
q.place(
  'which customer has the most over 90 days',
  CUSTOMERS[top90]!,
  'customer with the largest > 90 figure',
  money(grid[top90]![4]!),
);
q.value(
  'how many customers owe us anything older than 30 days',
  String(withOver30),
  'count of customers with a non-zero 31 - 60, 61 - 90 or > 90 cell',
);
q.value('31-60 bucket total', money(colT[2]!), '31 - 60 column, TOTAL row');
q.value(
  'Clinica San Borja balance',
  money(rowT[1]!),
  'Clínica San Borja, Total (owner types without accent)',
);
q.value(
  'total overdue',
  money(overdue),
  'sum of 1 - 30 .. > 90, TOTAL row (everything not Current)',
);
q.percent('share of receivables over 90 days', pct(colT[4]!, grand), '> 90 TOTAL / Total x 100');
q.refuse('when will Hotel Costanera pay', 'no payment dates or promises in the sheet');
q.refuse('what did we invoice in 2025', 'an aging shows open balances only, not invoicing');

export const locksmithAging: BlindBook = {
  name: 'locksmith-aging',
  business: 'locksmith',
  currency: 'CLP$',
  shape: 'AR aging summary',
  build,
  questions: q.list,
  checks: [
    { what: 'rows = columns', a: sum(rowT), b: sum(colT) },
    uniqueCheck('customer total', rowT),
    uniqueCheck(
      '> 90',
      grid.map((g) => g[4]!),
    ),
  ],
};
