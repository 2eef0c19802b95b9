/** Food truck (Austin), bank export in $: Date, Description, Debit, Credit, Balance; newest first. */
import ExcelJS from 'exceljs';
import {
  argmax,
  asker,
  cell,
  hundredths as m,
  int,
  monthAt,
  pick,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function foodtruck(): BlindBook {
  const r = rng(SEED + 7);
  interface T {
    date: Date;
    month: number;
    desc: string;
    debit: number;
    credit: number;
    balance: bigint;
  }
  const opening = 8_450_00;
  const tx: T[] = [];
  let bal = BigInt(opening);
  for (let month = 6; month <= 9; month++) {
    for (let d = 1; d <= 28; d += int(r, 1, 3)) {
      const kind = r();
      let desc: string;
      let debit = 0;
      let credit = 0;
      if (kind < 0.45) {
        desc = `SQUARE DEPOSIT ${String(int(r, 10000, 99999))}`;
        credit = int(r, 300_00, 2_400_00);
      } else if (kind < 0.6) {
        desc = 'SHELL OIL 5742 AUSTIN TX';
        debit = int(r, 40_00, 160_00);
      } else if (kind < 0.78) {
        desc = pick(r, ['SYSCO AUSTIN', 'HEB #412', 'RESTAURANT DEPOT']);
        debit = int(r, 120_00, 1_300_00);
      } else if (kind < 0.85) {
        desc = 'PROPANE PLUS';
        debit = int(r, 60_00, 220_00);
      } else if (kind < 0.9) {
        desc = 'COMMISSARY KITCHEN RENT';
        debit = 650_00;
      } else {
        desc = 'ATM WITHDRAWAL';
        debit = int(r, 2, 8) * 20_00;
      }
      bal += BigInt(credit - debit);
      tx.push({
        date: new Date(Date.UTC(2025, month, d)),
        month,
        desc,
        debit,
        credit,
        balance: bal,
      });
    }
  }
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Export');
  ws.addRow(['Date', 'Description', 'Debit', 'Credit', 'Balance']);
  for (const t of [...tx].reverse())
    ws.addRow([
      t.date,
      t.desc,
      t.debit ? cell(t.debit) : null,
      t.credit ? cell(t.credit) : null,
      cell(t.balance),
    ]);
  ws.getColumn(1).numFmt = 'mm/dd/yyyy';

  const out: BlindQuestion[] = [];
  const q = asker('foodtruck', out);
  const ins = sum(tx.map((t) => t.credit));
  const outs = sum(tx.map((t) => t.debit));
  q('how much money came in', 'sum of Credit', { value: m(ins) });
  q('total spent out of the account', 'sum of Debit', { value: m(outs) });
  q('whats the balance now', 'Balance on the latest date (top row)', {
    value: m(tx[tx.length - 1]!.balance),
  });
  const fuel = sum(tx.filter((t) => t.desc.startsWith('SHELL')).map((t) => t.debit));
  q(
    'what did we spend on fuel',
    'Shell debits (truck fuel); propane is also a fuel, so Shell + Propane is accepted too',
    {
      value: [
        m(fuel),
        m(fuel + sum(tx.filter((t) => t.desc === 'PROPANE PLUS').map((t) => t.debit))),
      ],
    },
  );
  const sq = tx.filter((t) => t.desc.startsWith('SQUARE'));
  q('how much did square pay out in august', 'SQUARE DEPOSIT credits dated August 2025', {
    value: m(sum(sq.filter((t) => t.month === 7).map((t) => t.credit))),
  });
  q('how many square deposits were there', 'count of SQUARE DEPOSIT rows', {
    value: String(sq.length),
  });
  const byMonthNet = [6, 7, 8, 9].map((mo) =>
    sum(tx.filter((t) => t.month === mo).map((t) => t.credit - t.debit)),
  );
  q('which month did we net the most', 'month with the largest credits - debits', {
    at: monthAt(6 + byMonthNet.indexOf(argmax(byMonthNet, (x) => x))),
  });
  q('net cash flow in september', 'Sep credits - debits', { value: m(byMonthNet[2]!) });
  const low = tx.reduce((a, t) => (t.balance < a.balance ? t : a));
  q('lowest balance we hit', 'smallest Balance', { value: m(low.balance) });
  const biggestDeposit = argmax(tx, (t) => t.credit);
  q('biggest deposit', 'largest Credit', { value: m(biggestDeposit.credit) });
  q('how much cash did we take out at atms', 'sum of ATM WITHDRAWAL debits', {
    value: m(sum(tx.filter((t) => t.desc === 'ATM WITHDRAWAL').map((t) => t.debit))),
  });
  q('what did we pay for commissary rent', 'sum of COMMISSARY KITCHEN RENT', {
    value: m(sum(tx.filter((t) => t.desc.startsWith('COMMISSARY')).map((t) => t.debit))),
  });
  q('what did we pay sysco', 'SYSCO AUSTIN debits', {
    value: m(sum(tx.filter((t) => t.desc === 'SYSCO AUSTIN').map((t) => t.debit))),
  });
  q('what was the opening balance in july', 'first Balance minus its credit plus its debit', {
    value: m(opening),
  });
  q('how much did we make in tips', 'tips are not separated in deposits', { refuse: true });
  q('whats our food cost %', 'sales and food purchases are not both identified on a bank export', {
    refuse: true,
  });
  return {
    name: 'foodtruck',
    business: 'food truck, $, bank export',
    workbook: wb,
    questions: out,
  };
}
