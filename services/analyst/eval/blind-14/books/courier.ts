/**
 * A courier firm's bank export (£): no title, header Date / Description / Money out / Money in
 * / Balance, newest transaction first (as many banks export), an opening balance stated in a
 * line under the table.
 */
import ExcelJS from 'exceljs';
import { asker, cell, int, money, rng, sum, toBytes, type BlindBook } from '../kit';

interface Tx {
  date: Date;
  desc: string;
  out: bigint;
  in: bigint;
  balance: bigint;
}

const OUTS: Array<[string, number, number]> = [
  ['CARD BP FUEL M6 J21', 4000, 12000],
  ['CARD SHELL FUEL WARRINGTON', 4000, 12000],
  ['DD VAN LEASE LEX AUTOLEASE', 68000, 68000],
  ['DD HMRC PAYE', 120000, 260000],
  ['FP DRIVER WAGES', 90000, 180000],
  ['CARD HALFORDS TYRES', 9000, 30000],
  ['DD VEHICLE INSURANCE AVIVA', 41000, 41000],
];
const INS: Array<[string, number, number]> = [
  ['BGC AMAZON LOGISTICS', 150000, 420000],
  ['FPI PARCELNET LTD', 60000, 190000],
  ['FPI LOCAL PHARMACY RUNS', 20000, 60000],
];

export async function courierBook(): Promise<BlindBook> {
  const r = rng(7);
  const opening = 1842317n;
  const txs: Tx[] = [];
  let bal = opening;
  for (let d = 0; d < 90; d += int(r, 1, 3)) {
    const isIn = r() < 0.3;
    const [desc, lo, hi] = (isIn ? INS : OUTS)[int(r, 0, (isIn ? INS : OUTS).length - 1)]!;
    const v = BigInt(int(r, lo, hi)) + (lo === hi ? 0n : BigInt(int(r, 0, 99)));
    bal += isIn ? v : -v;
    txs.push({
      date: new Date(Date.UTC(2025, 0, 2 + d)),
      desc,
      out: isIn ? 0n : v,
      in: isIn ? v : 0n,
      balance: bal,
    });
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Statement');
  ws.addRow(['Date', 'Description', 'Money out', 'Money in', 'Balance']);
  for (const t of [...txs].reverse())
    ws.addRow([
      t.date,
      t.desc,
      t.out ? cell(t.out) : null,
      t.in ? cell(t.in) : null,
      cell(t.balance),
    ]);
  ws.addRow([]);
  ws.addRow([`Opening balance 1 January 2025: ${cell(opening).toFixed(2)} GBP`]);
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';

  const out = sum(txs.map((t) => t.out));
  const inn = sum(txs.map((t) => t.in));
  const fuel = sum(txs.filter((t) => t.desc.includes('FUEL')).map((t) => t.out));
  const biggestOut = txs.reduce((a, b) => (b.out > a.out ? b : a));
  const lowest = txs.reduce((a, b) => (b.balance < a.balance ? b : a));
  const feb = txs.filter((t) => t.date.getUTCMonth() === 1);
  const amazon = sum(txs.filter((t) => t.desc.includes('AMAZON')).map((t) => t.in));
  const last = txs[txs.length - 1]!;
  const { q, list } = asker('courier');
  q('how much went out of the account in total', { value: money(out) }, 'sum of Money out');
  q('total money in', { value: money(inn) }, 'sum of Money in');
  q(
    "what's the closing balance",
    { value: money(last.balance) },
    'Balance on the latest transaction (top row)',
  );
  q('biggest payment out', { value: money(biggestOut.out) }, 'largest Money out');
  q(
    'what did we spend on fuel',
    { value: money(fuel) },
    'Money out on rows whose description says FUEL',
  );
  q('how many transactions are there', { value: String(txs.length) }, 'count of transaction rows');
  q('what did amazon pay us', { value: money(amazon) }, 'Money in from AMAZON rows');
  q(
    'money in during february',
    { value: money(sum(feb.map((t) => t.in))) },
    'Money in dated Feb 2025',
  );
  q('money out in feb', { value: money(sum(feb.map((t) => t.out))) }, 'Money out dated Feb 2025');
  q('lowest balance', { value: money(lowest.balance) }, 'smallest Balance');
  q(
    'how much have we paid HMRC',
    { value: money(sum(txs.filter((t) => t.desc.includes('HMRC')).map((t) => t.out))) },
    'Money out on HMRC rows',
  );
  q('net cash flow for the period', { value: money(inn - out) }, 'Money in - Money out');
  q(
    'how much did driver wages cost',
    { value: money(sum(txs.filter((t) => t.desc.includes('WAGES')).map((t) => t.out))) },
    'Money out on DRIVER WAGES rows',
  );
  q('how many parcels did we deliver', { refuse: true }, 'a bank statement has no parcel counts');
  q('what is our profit margin', { refuse: true }, 'cash movements are not a P&L; ambiguous');
  return {
    name: 'courier',
    business: 'courier firm (£)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [{ what: 'opening + in - out = closing', a: opening + inn - out, b: last.balance }],
  };
}
