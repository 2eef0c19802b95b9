/**
 * Bike rental (Prague, Kč): a bank export, one row per movement with Debit / Credit /
 * Balance, no title lines, dates as text "2025-03-14", opening balance row first.
 */
import ExcelJS from 'exceljs';
import {
  argMax,
  asker,
  cell,
  m,
  pick,
  randInt,
  rngFor,
  sumB,
  toBytes,
  whole,
  writeRows,
  type BlindBook,
} from '../lib';

const NAME = 'bike-bank';
const OUT: Array<[string, number, number]> = [
  ['KOOPERATIVA POJIŠŤOVNA insurance', 300000, 600000],
  ['PRE ELEKTRINA', 80000, 250000],
  ['BIKEPARTS.CZ spare parts', 50000, 900000],
  ['Mzdy / payroll', 3500000, 4500000],
  ['Nájem / rent Karlín', 2800000, 2800000],
];
const IN: Array<[string, number, number]> = [
  ['Stripe payout', 1000000, 9000000],
  ['GoPay payout', 400000, 3000000],
  ['Hotel Pyramida partner invoice', 500000, 1500000],
];

export const bikeBank: BlindBook = {
  name: NAME,
  business: 'bike rental bank export, Kč',
  async build() {
    const r = rngFor(NAME);
    type Mv = { date: string; month: number; desc: string; debit: bigint; credit: bigint };
    const mvs: Mv[] = [];
    for (let mo = 0; mo < 6; mo++) {
      for (let i = 0; i < 8; i++) {
        const isIn = r() < 0.45;
        const [desc, lo, hi] = isIn ? pick(r, IN) : pick(r, OUT);
        const amt = BigInt(randInt(r, lo, hi));
        const day = randInt(r, 1, 28);
        mvs.push({
          date: `2025-${String(mo + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
          month: mo,
          desc,
          debit: isIn ? 0n : amt,
          credit: isIn ? amt : 0n,
        });
      }
    }
    mvs.sort((a, b) => a.date.localeCompare(b.date));
    const opening = 25000000n;
    let bal = opening;
    const bals = mvs.map((mv) => (bal = bal + mv.credit - mv.debit));

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Výpis');
    writeRows(ws, 1, [
      ['Date', 'Description', 'Debit', 'Credit', 'Balance'],
      ['2025-01-01', 'Opening balance', null, null, cell(opening)],
      ...mvs.map((mv, i) => [
        mv.date,
        mv.desc,
        mv.debit ? cell(mv.debit) : null,
        mv.credit ? cell(mv.credit) : null,
        cell(bals[i]!),
      ]),
    ]);
    for (const c of [3, 4, 5]) ws.getColumn(c).numFmt = '#,##0.00 "Kč"';

    const deposits = sumB(mvs.map((x) => x.credit));
    const withdrawals = sumB(mvs.map((x) => x.debit));
    const biggestOut = mvs[argMax(mvs.map((x) => x.debit))]!;
    const like = (s: string): Mv[] => mvs.filter((x) => x.desc.toLowerCase().includes(s));
    const { qs, ask, refuse } = asker(NAME);
    ask('total deposits', { value: m(deposits) }, 'sum of Credit');
    ask('how much went out of the account in total', { value: m(withdrawals) }, 'sum of Debit');
    ask('closing balance', { value: m(bals[bals.length - 1]!) }, 'last Balance');
    ask('largest payment out', { value: m(biggestOut.debit) }, 'max Debit');
    ask(
      'what did we spend on insurance',
      { value: m(sumB(like('insurance').map((x) => x.debit))) },
      'Debit where Description mentions insurance',
    );
    ask(
      'stripe payouts total',
      { value: m(sumB(like('stripe').map((x) => x.credit))) },
      'Credit where Description mentions Stripe',
    );
    ask(
      'how much did we pay for spare parts',
      { value: m(sumB(like('spare parts').map((x) => x.debit))) },
      'BIKEPARTS.CZ lines',
    );
    ask(
      'net change in cash over the period',
      { value: m(deposits - withdrawals) },
      'sum of Credit - sum of Debit (= closing - opening)',
    );
    ask(
      'money in during march',
      { value: m(sumB(mvs.filter((x) => x.month === 2).map((x) => x.credit))) },
      'Credit dated March',
    );
    ask(
      'electricity bills in Q1',
      {
        value: m(
          sumB(
            like('elektrina')
              .filter((x) => x.month <= 2)
              .map((x) => x.debit),
          ),
        ),
      },
      'PRE ELEKTRINA debits Jan-Mar',
    );
    ask(
      'how many payments did we make',
      { value: whole(mvs.filter((x) => x.debit > 0n).length) },
      'count of Debit rows',
    );
    ask(
      'what was the lowest balance',
      { value: m(bals.reduce((a, b) => (b < a ? b : a), opening)) },
      'min of Balance including the opening row',
    );
    ask(
      'payroll paid in the first half',
      { value: m(sumB(like('payroll').map((x) => x.debit))) },
      'Mzdy / payroll debits Jan-Jun (the whole export)',
    );
    refuse('how many bikes did we rent in may', 'a bank export has no rental counts');
    refuse(
      'what is our profit',
      'bank movements are cash, not profit; transfers and timing differ',
    );

    return {
      bytes: await toBytes(wb),
      questions: qs,
      checks: [
        [
          'closing = opening + credits - debits',
          bals[bals.length - 1]!,
          opening + deposits - withdrawals,
        ],
      ],
    };
  },
};
