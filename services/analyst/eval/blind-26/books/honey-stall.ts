/** A honey-and-jam market stall: bank export (date, description, debit, credit, balance), €, newest first. */
import ExcelJS from 'exceljs';
import { hundredths } from '../../expect';
import {
  SEED,
  argMax,
  asker,
  cell,
  rng,
  sumB,
  toBytes,
  writeRows,
  type BlindBook,
  type Row,
} from '../kit';

const r = rng(SEED + 7);
interface Tx {
  date: Date;
  month: number;
  desc: string;
  debit: bigint;
  credit: bigint;
  bal: bigint;
}
const opening = 3_250_40n;
const txs: Tx[] = [];
let bal = opening;
for (let month = 4; month <= 9; month++) {
  const days = [...new Set(Array.from({ length: 9 }, () => r.int(1, 28)))].sort((a, b) => a - b);
  for (const day of days) {
    const kind = r.int(0, 9);
    let desc: string;
    let debit = 0n;
    let credit = 0n;
    if (kind < 4) {
      desc = `SUMUP PAYOUT ${r.int(10000, 99999)}`;
      credit = BigInt(r.int(180_00, 1_400_00));
    } else if (kind < 5) {
      desc = 'CASH DEPOSIT MARKET';
      credit = BigInt(r.int(100_00, 700_00));
    } else if (kind < 7) {
      desc = r.pick(['GLASWERK JARS GMBH', 'IMKEREI BAUER HONEY', 'OBSTHOF FRUIT']);
      debit = BigInt(r.int(90_00, 1_100_00));
    } else if (kind < 8) {
      desc = 'MARKTAMT STALL FEE';
      debit = 145_00n;
    } else if (kind < 9) {
      desc = 'SUMUP CARD FEES';
      debit = BigInt(r.int(4_00, 39_00));
    } else {
      desc = 'ARAL FUEL';
      debit = BigInt(r.int(30_00, 90_00));
    }
    bal += credit - debit;
    txs.push({ date: new Date(Date.UTC(2026, month, day)), month, desc, debit, credit, bal });
  }
}

async function build(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Umsätze');
  const rows: Row[] = [
    ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
    ...[...txs]
      .reverse()
      .map((t): Row => [
        t.date,
        t.desc,
        t.debit ? cell(t.debit) : null,
        t.credit ? cell(t.credit) : null,
        cell(t.bal),
      ]),
  ];
  writeRows(ws, rows, '#,##0.00 €');
  ws.getColumn(1).numFmt = 'dd.mm.yyyy';
  return toBytes(wb);
}

const { qs, q } = asker('honey-stall');
const deb = sumB(txs.map((t) => t.debit));
const cred = sumB(txs.map((t) => t.credit));
const d = (f: (t: Tx) => boolean): bigint => sumB(txs.filter(f).map((t) => t.debit));
const c = (f: (t: Tx) => boolean): bigint => sumB(txs.filter(f).map((t) => t.credit));
const bigOut = argMax(txs, (t) => t.debit);
const last = txs[txs.length - 1]!;
const endSep = [...txs].filter((t) => t.month <= 8).pop()!;
q(
  'what is the balance now',
  { value: hundredths(last.bal) },
  'Balance on the latest-dated row (the top row: the export is newest first)',
);
q('total money in', { value: hundredths(cred) }, 'sum of Credit');
q('total money out', { value: hundredths(deb) }, 'sum of Debit');
q(
  'how much did sumup pay out',
  { value: hundredths(c((t) => t.desc.startsWith('SUMUP PAYOUT'))) },
  'Credit where description starts SUMUP PAYOUT',
);
q(
  'what did card fees cost',
  { value: hundredths(d((t) => t.desc === 'SUMUP CARD FEES')) },
  'Debit where description = SUMUP CARD FEES',
);
q(
  'how much for jars',
  { value: hundredths(d((t) => t.desc === 'GLASWERK JARS GMBH')) },
  'Debit to GLASWERK JARS GMBH',
);
q(
  'what did we spend on fuel',
  { value: hundredths(d((t) => t.desc === 'ARAL FUEL')) },
  'Debit to ARAL FUEL',
);
q(
  'stall fees in total',
  { value: hundredths(d((t) => t.desc === 'MARKTAMT STALL FEE')) },
  'Debit to MARKTAMT STALL FEE',
);
q('largest payment out', { value: hundredths(bigOut.debit) }, 'largest single Debit');
q('deposits in september', { value: hundredths(c((t) => t.month === 8)) }, 'Credit dated Sep 2026');
q('spending in october', { value: hundredths(d((t) => t.month === 9)) }, 'Debit dated Oct 2026');
q(
  'balance at the end of september',
  { value: hundredths(endSep.bal) },
  'Balance on the last row dated on or before 30 Sep 2026',
);
q(
  'net cash flow',
  { value: hundredths(cred - deb) },
  'Credit - Debit over the export (= last balance - opening balance)',
);
q('how many transactions', { value: String(txs.length) }, 'rows in the export');
q(
  'are we making money on the jam',
  { refuse: true },
  'the bank export does not split honey from jam',
);
q('how much do customers owe us', { refuse: true }, 'a bank export holds no receivables');

export const honeyStall: BlindBook = {
  name: 'honey-stall',
  business: 'honey-and-jam stall, bank export (€)',
  build,
  questions: qs,
  checks: [['closing = opening + credits - debits', last.bal, opening + cred - deb]],
};
