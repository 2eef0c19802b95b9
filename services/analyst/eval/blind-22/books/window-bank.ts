/**
 * Window cleaner (£): a bank statement export, Date | Description | Money out | Money in |
 * Balance, an opening-balance row first, dates as text "03 Feb 2025", Feb-Apr 2025. Fuel
 * is bought at "FUEL" card payments; customers pay by "FASTER PAYMENT FROM ...".
 */
import { money } from '../../expect';
import {
  MON,
  argExtreme,
  asker,
  cell,
  newBook,
  rng,
  SEED,
  sumOf,
  toBytes,
  type BlindBook,
} from '../lib';

const NAME = 'window-bank';
const r = rng(SEED + 7);
const CUSTOMERS = ['MRS HALE', 'OAKWOOD DENTAL', 'J PATEL', 'GREENWAY LETTINGS', 'THE FOX INN'];
interface Tx {
  month: number;
  d: number;
  desc: string;
  out: number;
  in: number;
  bal: bigint;
}
const opening = 184250;
const txs: Tx[] = [];
for (let month = 1; month <= 3; month++) {
  const days = Array.from({ length: 14 }, () => r.int(1, 28)).sort((a, b) => a - b);
  days.forEach((d, i) => {
    const kind = i % 3;
    if (kind === 0)
      txs.push({
        month,
        d,
        desc: `CARD PAYMENT FUEL ${r.pick(['SHELL', 'ESSO', 'BP'])} ${r.pick(['LEEDS', 'OTLEY'])}`,
        out: r.int(3500, 7800),
        in: 0,
        bal: 0n,
      });
    else if (kind === 1)
      txs.push({
        month,
        d,
        desc: `FASTER PAYMENT FROM ${r.pick(CUSTOMERS)}`,
        out: 0,
        in: r.int(2500, 26000),
        bal: 0n,
      });
    else if (d % 2 === 0)
      txs.push({
        month,
        d,
        desc: `DIRECT DEBIT ${r.pick(['VAN INSURANCE', 'PHONE CO', 'SQUEEGEE SUPPLIES'])}`,
        out: r.int(1800, 9900),
        in: 0,
        bal: 0n,
      });
    else txs.push({ month, d, desc: `CASH DEPOSIT`, out: 0, in: r.int(1000, 12000), bal: 0n });
  });
}
let bal = BigInt(opening);
for (const t of txs) {
  bal += BigInt(t.in) - BigInt(t.out);
  t.bal = bal;
}
const totIn = sumOf(txs.map((t) => t.in));
const totOut = sumOf(txs.map((t) => t.out));
const fmtDate = (t: Tx): string => `${String(t.d).padStart(2, '0')} ${MON[t.month]} 2025`;

async function build(): Promise<Uint8Array> {
  const wb = newBook();
  const ws = wb.addWorksheet('Statement');
  ws.addRow(['Date', 'Description', 'Money out', 'Money in', 'Balance']);
  ws.addRow(['01 Feb 2025', 'OPENING BALANCE', null, null, cell(opening)]);
  txs.forEach((t) =>
    ws.addRow([
      fmtDate(t),
      t.desc,
      t.out ? cell(t.out) : null,
      t.in ? cell(t.in) : null,
      cell(t.bal),
    ]),
  );
  return toBytes(wb);
}

const { qs, ask } = asker(NAME);
const ins = txs.filter((t) => t.in > 0);
const fuel = txs.filter((t) => t.desc.includes('FUEL'));
const low = argExtreme(
  txs.map((t) => t.bal),
  false,
);
ask(
  'how much money came in',
  { value: money(totIn) },
  'sum of Money in (the opening balance is not money in)',
);
ask('total money out', { value: money(totOut) }, 'sum of Money out');
ask('what is the closing balance', { value: money(bal) }, 'Balance on the last row');
ask(
  'what did we spend on fuel',
  { value: money(sumOf(fuel.map((t) => t.out))) },
  'Money out on rows whose description says FUEL',
);
ask('how many fuel stops', { value: String(fuel.length) }, 'rows whose description says FUEL');
ask(
  'biggest payment we received',
  { value: money(ins[argExtreme(ins.map((t) => t.in))]!.in) },
  'largest Money in',
);
ask(
  'lowest the balance got',
  { value: money(txs[low]!.bal) },
  'smallest Balance after a transaction',
);
ask('how many payments came in', { value: String(ins.length) }, 'rows with Money in');
ask(
  'money in during march',
  { value: money(sumOf(txs.filter((t) => t.month === 2).map((t) => t.in))) },
  'Money in dated March 2025',
);
ask(
  'how much did the fox inn pay us',
  { value: money(sumOf(txs.filter((t) => t.desc.endsWith('THE FOX INN')).map((t) => t.in))) },
  'Money in from THE FOX INN',
);
ask(
  'cash deposits total',
  { value: money(sumOf(txs.filter((t) => t.desc === 'CASH DEPOSIT').map((t) => t.in))) },
  'Money in on CASH DEPOSIT rows',
);
ask(
  'net change in the account over the period',
  { value: money(bal - BigInt(opening)) },
  'closing balance - opening balance = in - out',
);
ask('opening balance', { value: money(opening) }, 'the OPENING BALANCE row');
ask('how much VAT do i owe', { refuse: true }, 'no VAT figures in a bank export');
ask(
  'how much did we spend in january',
  { refuse: true },
  'the statement starts on 1 Feb 2025: January is not covered',
);
export const windowBank: BlindBook = {
  name: NAME,
  business: 'window cleaner',
  shape: 'bank export (date, description, money out, money in, balance)',
  build,
  questions: qs,
  checks: [{ what: 'opening + in - out = closing', a: BigInt(opening) + totIn - totOut, b: bal }],
};
