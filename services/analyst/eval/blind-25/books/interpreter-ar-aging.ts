/**
 * A sign-language interpreter agency's A/R aging summary in Swiss francs (Fr.): retainer
 * clients down, Current / 1-30 / 31-60 / 61-90 / Over 90 / Total across, a TOTAL row.
 */
import { hundredths, pct } from '../../expect';
import {
  argMax,
  cell,
  newBook,
  questionList,
  sumOf,
  toBytes,
  type BookDef,
  type Rng,
} from '../lib';

const CLIENTS = [
  'Kantonsspital Aarau',
  'Universität Bern',
  'SRF Tagesschau',
  'Gemeinde Köniz',
  'Pro Infirmis',
  'Zürich Opera House',
  'Migros Kulturprozent',
  'Bezirksgericht Baden',
  'Schule Hohenrain',
  'Swisscom HR',
];
const BUCKETS = ['Current', '1 - 30', '31 - 60', '61 - 90', 'Over 90'];

export const interpreterArAging: BookDef = {
  name: 'interpreter-ar-aging',
  business: 'sign-language interpreter agency (retainers)',
  shape: 'AR aging summary with buckets, Total column and row, Fr.',
  async build(rng: Rng) {
    const rows: bigint[][] = CLIENTS.map(() =>
      BUCKETS.map((_, b) =>
        rng.next() < [0.9, 0.6, 0.45, 0.3, 0.25][b]! ? BigInt(rng.int(200 * 100, 4800 * 100)) : 0n,
      ),
    );
    const rowT = rows.map((r) => sumOf(r));
    const colT = BUCKETS.map((_, b) => sumOf(rows.map((r) => r[b]!)));
    const grand = sumOf(rowT);

    const wb = newBook();
    const ws = wb.addWorksheet('AR Aging');
    ws.addRow(['Gebärdensprache Dolmetsch GmbH']);
    ws.addRow(['A/R Aging Summary']);
    ws.addRow(['As of 31 October 2026 · amounts in Fr.']);
    ws.addRow(['Client', ...BUCKETS, 'Total']);
    CLIENTS.forEach((c, i) =>
      ws.addRow([c, ...rows[i]!.map((v) => (v === 0n ? null : cell(v))), cell(rowT[i]!)]),
    );
    ws.addRow(['TOTAL', ...colT.map(cell), cell(grand)]);

    const Q = questionList('interpreter-ar-aging');
    const top = argMax(rowT);
    const over90 = rows.map((r) => r[4]!);
    const top90 = argMax(over90);
    const past60 = colT[3]! + colT[4]!;
    const overdue = grand - colT[0]!;
    const clearOnes = rows.filter((r) => r.slice(1).every((v) => v === 0n)).length;
    Q.ask(
      'who owes us the most',
      { value: hundredths(rowT[top]!), at: CLIENTS[top]! },
      'client with the largest Total',
    );
    Q.ask(
      'how much is more than 60 days late',
      { value: hundredths(past60) },
      '61-90 + Over 90 column totals',
    );
    Q.ask('total outstanding', { value: hundredths(grand) }, 'TOTAL row, Total column');
    Q.ask(`what does ${CLIENTS[2]} owe`, { value: hundredths(rowT[2]!) }, "that client's Total");
    Q.ask('how much is current', { value: hundredths(colT[0]!) }, 'Current column total');
    Q.ask(
      'what percentage of receivables is overdue',
      { value: pct(overdue, grand) },
      '(grand total - Current) / grand total * 100',
    );
    Q.ask(
      'which client has the most over 90 days',
      { value: hundredths(over90[top90]!), at: CLIENTS[top90]! },
      'largest Over 90 cell',
    );
    Q.ask('how much is over 90 days', { value: hundredths(colT[4]!) }, 'Over 90 column total');
    Q.ask(
      `how much does ${CLIENTS[5]} owe in 31-60`,
      { value: hundredths(rows[5]![2]!) },
      'that client, 31-60 cell (blank = 0)',
    );
    Q.ask('total overdue', { value: hundredths(overdue) }, 'all buckets except Current');
    Q.ask('1-30 days total', { value: hundredths(colT[1]!) }, '1-30 column total');
    Q.ask(
      'how many clients owe us money',
      { value: String(rowT.filter((v) => v > 0n).length) },
      'count of clients with a Total above 0',
    );
    Q.ask(
      'how many clients have nothing overdue',
      { value: String(clearOnes) },
      'clients whose 1-30..Over 90 cells are all blank',
    );
    Q.ask(`when will ${CLIENTS[7]} pay`, { refuse: true }, 'no payment dates in an aging summary');
    Q.ask('how much do we owe our interpreters', { refuse: true }, 'receivables only, no payables');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [{ what: 'bucket totals = client totals', a: sumOf(colT), b: sumOf(rowT) }],
    };
  },
};
