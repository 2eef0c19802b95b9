/**
 * phonerepair — a phone repair shop in Brisbane (AUD). Business credit-card transactions export,
 * 1 Sep – 30 Nov 2026: two title rows, an "Opening balance" row above the header, then Date
 * (date cells) | Transaction details | Amount with charges positive and payments / refunds
 * negative, shown as "CR" by the number format; a blank row and a "Closing balance" row.
 */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import {
  argMax,
  cents,
  countOf,
  day,
  extreme,
  groupSum,
  holds,
  offThreshold,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  uniqueIn,
  type BlindBook,
  type CrossCheck,
} from '../lib';
import { dayOf, diffOrGrowth, grouped, header, n, num, roundCut, title, widths } from '../helpers';

const r = rng(7);
const NAME = 'phonerepair';

interface Tx {
  date: Date;
  details: string;
  merchant: string;
  amount: number;
}
const txs: Tx[] = [];
const add = (m: number, d: number, details: string, merchant: string, amount: number): void => {
  txs.push({ date: day(2026, m, d), details, merchant, amount });
};
const dd = (m: number): number => r.int(1, m === 9 ? 31 : 30);

for (const m of [8, 9, 10]) {
  for (let i = r.int(3, 4); i > 0; i--)
    add(m, dd(m), 'MobileSentrix AU Melbourne', 'MobileSentrix', cents(r, 180, 950));
  for (let i = 2; i > 0; i--) add(m, dd(m), 'Phonebits Australia', 'Phonebits', cents(r, 120, 520));
  for (let i = r.int(2, 3); i > 0; i--)
    add(m, dd(m), 'AliExpress.com', 'AliExpress', cents(r, 25, 180));
  for (let i = 2; i > 0; i--) add(m, dd(m), 'Ampol Woolloongabba', 'Ampol', cents(r, 60, 110));
  add(m, dd(m), 'BP Coorparoo', 'BP', cents(r, 55, 100));
  add(m, 5, 'Google Ads', 'Google Ads', cents(r, 250, 420));
  add(m, 12, 'Xero Australia', 'Xero', 7000);
  for (let i = r.int(1, 2); i > 0; i--)
    add(m, dd(m), 'Officeworks Fortitude Valley', 'Officeworks', cents(r, 15, 140));
  for (let i = 2; i > 0; i--) add(m, dd(m), 'Australia Post', 'Australia Post', cents(r, 12, 45));
  add(m, m === 9 ? 31 : 30, 'Interest charged', 'Interest', cents(r, 18, 45));
  add(m, r.int(18, 22), 'Payment received - thank you', 'Payment', -r.int(20, 35) * 10000);
}
add(9, 2, 'Annual card fee', 'Fee', 14900);
add(9, 16, 'Phonebits Australia - refund', 'Phonebits refund', -cents(r, 60, 140));
add(10, 9, 'AliExpress.com - refund', 'AliExpress refund', -cents(r, 20, 60));
txs.sort((a, b) => a.date.getTime() - b.date.getTime());

const OPENING = 184372;
const closing = BigInt(OPENING) + total(txs.map((t) => t.amount));
const charges = txs.filter((t) => t.amount > 0);
const purchases = charges.filter((t) => t.merchant !== 'Interest' && t.merchant !== 'Fee');
const payments = txs.filter((t) => t.merchant === 'Payment');
const refunds = txs.filter((t) => t.merchant.endsWith('refund'));
const sum = (xs: Tx[]): bigint => total(xs.map((t) => t.amount));
const by = (k: string): Tx[] => txs.filter((t) => t.merchant === k);
const inM = (xs: Tx[], m: number): Tx[] => xs.filter((t) => t.date.getUTCMonth() === m);
const merchants = groupSum(
  purchases,
  (t) => t.merchant,
  (t) => t.amount,
);
const [topMerchant, topSpend] = extreme(merchants);
const chargeAmts = charges.map((t) => t.amount);
const big = argMax(chargeAmts);
const fuel = sum(by('Ampol')) + sum(by('BP'));
const ads = sum(by('Google Ads'));
const over = roundCut(chargeAmts, 8, 10000);
const lastPay = payments[payments.length - 1]!;
const ali = by('AliExpress');

const checks: CrossCheck[] = [
  same(
    'opening + charges − payments − refunds = closing',
    BigInt(OPENING) + sum(charges) + sum(payments) + sum(refunds),
    closing,
  ),
  same('merchants = purchases', total([...merchants.values()]), sum(purchases)),
  same('months = all lines', total([8, 9, 10].map((m) => sum(inM(txs, m)))), sum(txs)),
  uniqueIn('merchant spend', merchants),
  holds('MobileSentrix is the top merchant', topMerchant === 'MobileSentrix'),
  unique('charge', chargeAmts),
  offThreshold('charge', chargeAmts, over),
  holds('balance owed at the end', closing > 0n),
  holds('one payment a month', payments.length === 3),
];

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Card transactions');
  title(ws, 1, 'Business Visa — FixFast Phone Repairs Pty Ltd', 3);
  ws.getCell(2, 1).value = 'Card ending 4417 · transactions 1 Sep 2026 – 30 Nov 2026 · A$';
  ws.getCell(3, 2).value = 'Opening balance';
  ws.getCell(3, 3).value = num(OPENING);
  header(ws, 5, ['Date', 'Transaction details', 'Amount']);
  txs.forEach((t, i) => {
    const row = ws.getRow(6 + i);
    row.getCell(1).value = t.date;
    row.getCell(1).numFmt = 'd/mm/yyyy';
    row.getCell(2).value = t.details;
    row.getCell(3).value = num(t.amount);
  });
  const end = ws.getRow(7 + txs.length);
  end.getCell(2).value = 'Closing balance';
  end.getCell(3).value = num(closing);
  end.font = { bold: true };
  ws.getColumn(3).numFmt = '#,##0.00;#,##0.00 "CR"';
  widths(ws, [12, 34, 14]);
  return toBytes(wb);
}

export const phonerepair: BlindBook = {
  name: NAME,
  business: 'phone repair shop',
  shape: 'business credit-card statement export, payments and refunds as CR',
  bytes,
  checks,
  questions: questionsFor(NAME, [
    [
      'What do we owe on the card now?',
      { value: money(closing), means: 'Closing balance (opening + all lines)' },
    ],
    [
      'How much did we put on the card?',
      {
        value: [money(sum(charges)), money(sum(charges) + sum(refunds))],
        means: 'all positive lines (charges incl. interest and fee), or net of refunds',
      },
    ],
    [
      'How much did we spend with Phonebits?',
      {
        value: [
          money(sum(by('Phonebits'))),
          money(sum(by('Phonebits')) + sum(by('Phonebits refund'))),
        ],
        means: 'Phonebits purchase lines (or net of its refund)',
      },
    ],
    [
      'How much did we pay off the card?',
      { value: money(sum(payments)), abs: true, means: 'the three payments (by size)' },
    ],
    [
      'How much interest were we charged?',
      { value: money(sum(by('Interest'))), means: 'Interest charged lines' },
    ],
    [
      'What was the biggest purchase?',
      { value: money(chargeAmts[big]!), means: 'largest positive line' },
    ],
    [
      'What did we spend on the card in October?',
      {
        value: [money(sum(inM(charges, 9))), money(sum(inM(charges, 9)) + sum(inM(refunds, 9)))],
        means: 'October positive lines, or net of the October refund',
      },
    ],
    ['How much did we spend on fuel?', { value: money(fuel), means: 'Ampol and BP lines' }],
    [
      'How many times did we order from AliExpress?',
      {
        value: [n(ali.length), n(ali.length + 1)],
        means: 'AliExpress purchase lines (or with its refund line)',
      },
    ],
    [
      'Which supplier did we spend the most with?',
      { value: money(topSpend), at: topMerchant, means: 'merchant with the largest spend' },
    ],
    [
      'When did we last pay the card?',
      { at: dayOf(lastPay.date), means: 'date of the last payment line' },
    ],
    [
      "What's our average purchase on the card?",
      {
        value: [
          meanCents(sum(charges), charges.length),
          meanCents(sum(purchases), purchases.length),
        ],
        means: 'mean positive line (with or without interest and the fee)',
      },
    ],
    [
      'How much did we get back in refunds?',
      { value: money(sum(refunds)), abs: true, means: 'the two refund lines (by size)' },
    ],
    [
      'Did we spend more on Google Ads than on fuel?',
      diffOrGrowth(fuel, ads, 'Google Ads vs Ampol + BP: difference or %'),
    ],
    [
      `How many purchases were over $${grouped(over)}?`,
      {
        value: n(countOf(chargeAmts, (a) => a > over)),
        means: `positive lines over ${money(over)}`,
      },
    ],
    ["What's our credit limit?", { refuse: true, means: 'not on the export' }],
    [
      'How much did we spend on the card in August?',
      { refuse: true, means: 'the export starts on 1 September 2026' },
    ],
  ]),
};
