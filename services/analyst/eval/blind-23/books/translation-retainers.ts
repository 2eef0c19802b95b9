/**
 * Translation agency (CA$): a multi-sheet book of monthly retainers, one sheet per year
 * ("2026" first, then "2025"), clients x months written "January".., a Total column, a
 * Total row; 2026 runs January-October only (blank Nov/Dec columns are left out).
 */
import { growth, meanCents, money, sum } from '../../expect';
import {
  Asker,
  MONTH,
  argmax,
  between,
  cell,
  newBook,
  rngFor,
  toBytes,
  uniqueCheck,
  type BlindBook,
} from '../lib';

const r = rngFor('translation-retainers');
const CLIENTS = [
  'Maple Legal LLP',
  'Northwind Pharma',
  'Québec Tourisme Inc.',
  'Ardent Games',
  'Harbour Insurance',
  'Pinecrest University',
];
const retainer = (months: number): bigint[][] =>
  CLIENTS.map(() => {
    const base = between(r, 8, 45) * 10000; // cents: $800..$4,500
    const start = r() < 0.2 ? between(r, 1, 5) : 0;
    return Array.from({ length: months }, (_, m) =>
      m < start ? 0n : BigInt(base + (r() < 0.3 ? between(r, 1, 30) * 2500 : 0)),
    );
  });
const Y25 = retainer(12);
const Y26 = retainer(10);
const rowT = (g: bigint[][]): bigint[] => g.map((x) => sum(x));
const colT = (g: bigint[][], n: number): bigint[] =>
  Array.from({ length: n }, (_, m) => sum(g.map((x) => x[m]!)));

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const sheet = (name: string, g: bigint[][], n: number): void => {
    const ws = wb.addWorksheet(name);
    ws.addRow([`Lingua Bridge Translations: retainer income ${name} (CAD)`]);
    ws.addRow([]);
    ws.addRow(['Client', ...MONTH.slice(0, n), 'Total']);
    g.forEach((x, k) =>
      ws.addRow([CLIENTS[k], ...x.map((v) => (v === 0n ? null : cell(v))), cell(sum(x))]),
    );
    ws.addRow(['Total', ...colT(g, n).map(cell), cell(sum(rowT(g)))]);
  };
  sheet('2026', Y26, 10);
  sheet('2025', Y25, 12);
  return toBytes(wb);
}

const q = new Asker('lingua');
const t25 = sum(rowT(Y25));
const t26 = sum(rowT(Y26));
const ytd25 = sum(colT(Y25, 12).slice(0, 10));
const top25 = argmax(rowT(Y25));
const top26 = argmax(rowT(Y26));
q.value(
  'retainer income from Northwind in 2025',
  money(rowT(Y25)[1]!),
  'sheet 2025, Northwind Pharma, Total',
);
q.value('total retainers 2025', money(t25), 'sheet 2025, Total row, Total column');
q.value(
  'total so far this year',
  money(t26),
  'sheet 2026, Total (January-October 2026; today is Nov 2026)',
);
q.percent(
  'jan-oct growth vs same months last year',
  growth(ytd25, t26),
  '(2026 Jan-Oct - 2025 Jan-Oct) / 2025 Jan-Oct x 100',
);
q.place(
  'biggest retainer client in 2025',
  CLIENTS[top25]!,
  'client with the largest 2025 Total',
  money(rowT(Y25)[top25]!),
);
q.place(
  'biggest client this year',
  CLIENTS[top26]!,
  'client with the largest 2026 Total',
  money(rowT(Y26)[top26]!),
);
// a client with a retainer in March 2026 (a blank cell would make this a zero question)
const marchClient = CLIENTS.findIndex((_, k) => Y26[k]![2]! > 0n && k >= 3);
q.value(
  `${CLIENTS[marchClient]} retainer in march 2026`,
  money(Y26[marchClient]![2]!),
  `sheet 2026, ${CLIENTS[marchClient]}, March`,
);
q.value(
  'how much did maple legal pay us in december 2025',
  money(Y25[0]![11]!),
  'sheet 2025, Maple Legal LLP, December',
);
q.value('retainer income in june 2025', money(colT(Y25, 12)[5]!), 'sheet 2025, Total row, June');
q.value(
  'harbour insurance both years',
  money(rowT(Y25)[4]! + rowT(Y26)[4]!),
  'Harbour Insurance Total 2025 + Total 2026',
);
q.value('pinecrest this year', money(rowT(Y26)[5]!), 'sheet 2026, Pinecrest University, Total');
q.value(
  'average monthly retainer income in 2025',
  meanCents(t25, 12),
  'sheet 2025 Total / 12, to the cent',
);
q.value('october 2026 total', money(colT(Y26, 10)[9]!), 'sheet 2026, Total row, October');
q.refuse(
  'compare this year to last',
  'ambiguous: 2026 is a part year (Jan-Oct); full-year vs YTD readings differ',
);
q.refuse('retainers in november 2026', 'November 2026 is not in the sheet yet');
q.refuse('how many words did we translate', 'no volumes');

export const translationRetainers: BlindBook = {
  name: 'translation-retainers',
  business: 'translation agency (retainers)',
  currency: 'CA$',
  shape: 'multi-sheet, one sheet per year, clients x months',
  build,
  questions: q.list,
  checks: [
    { what: '2025 rows = columns', a: sum(rowT(Y25)), b: sum(colT(Y25, 12)) },
    { what: '2026 rows = columns', a: sum(rowT(Y26)), b: sum(colT(Y26, 10)) },
    uniqueCheck('2025 client', rowT(Y25)),
    uniqueCheck('2026 client', rowT(Y26)),
  ],
};
