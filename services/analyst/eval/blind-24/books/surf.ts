/** Surf school (₡): a booking log, one row per sale, with a blank row between months. */
import ExcelJS from 'exceljs';
import { meanCents, money } from '../../expect';
import { argMax, cell, cents, putRow, sumB, utcDate, type BookDef } from '../kit';

const LESSONS = ['Group lesson', 'Private lesson', 'Board rental', 'Kids camp'] as const;
const CUSTOMERS = [
  'Ana Mora',
  'Luis Vargas',
  'Sofia Rojas',
  'Tom Becker',
  'Emma Laine',
  'Diego Solís',
  'Kai Nakamura',
] as const;

interface Sale {
  date: Date;
  month: number;
  customer: string;
  lesson: number;
  qty: number;
  unit: bigint;
  amount: bigint;
}

export const surf: BookDef = {
  name: 'surf',
  business: 'surf school, Nosara',
  build(rng) {
    const units = [
      cents(rng, 18000, 22000),
      cents(rng, 38000, 45000),
      cents(rng, 6000, 9000),
      cents(rng, 60000, 75000),
    ];
    const sales: Sale[] = [];
    for (let m = 0; m < 6; m++) {
      const n = rng.int(6, 9);
      const days = Array.from({ length: n }, () => rng.int(1, 28)).sort((a, b) => a - b);
      for (const d of days) {
        const lesson = rng.int(0, 3);
        const qty = rng.int(1, 4);
        sales.push({
          date: utcDate(2025, m, d),
          month: m,
          customer: rng.pick(CUSTOMERS),
          lesson,
          qty,
          unit: units[lesson]!,
          amount: units[lesson]! * BigInt(qty),
        });
      }
    }
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Bookings');
    putRow(ws, 1, ['Date', 'Customer', 'Lesson', 'Qty', 'Unit price ₡', 'Amount ₡']);
    let r = 2;
    let prev = 0;
    for (const s of sales) {
      if (s.month !== prev) {
        r++;
        prev = s.month;
      }
      putRow(ws, r++, [s.date, s.customer, LESSONS[s.lesson], s.qty, cell(s.unit), cell(s.amount)]);
    }
    ws.getColumn(1).numFmt = 'dd/mm/yyyy';
    const total = sumB(sales.map((s) => s.amount));
    const byCust = CUSTOMERS.map((c) =>
      sumB(sales.filter((s) => s.customer === c).map((s) => s.amount)),
    );
    const topCust = argMax(byCust);
    const biggest = sales.reduce((b, s) => (s.amount > b.amount ? s : b));
    const q2 = sales.filter((s) => s.month >= 3 && s.month <= 5);
    const privateQty = sales.filter((s) => s.lesson === 1).reduce((n, s) => n + s.qty, 0);
    const marchTotal = sumB(sales.filter((s) => s.month === 2).map((s) => s.amount));
    const rentals = sumB(sales.filter((s) => s.lesson === 2).map((s) => s.amount));
    const emma = byCust[4]!;
    return {
      workbook: wb,
      checks: [{ what: 'customer totals = log total', a: sumB(byCust), b: total }],
      questions: [
        {
          question: 'total sales in the bookings log',
          expect: { value: money(total) },
          means: 'sum of Amount over every booking (Jan-Jun 2025)',
        },
        {
          question: 'how many sales in Q2',
          expect: { value: String(q2.length) },
          means: 'count of booking rows dated Apr-Jun 2025',
        },
        {
          question: 'average sale',
          expect: { value: meanCents(total, sales.length) },
          means: 'total Amount / number of booking rows',
        },
        {
          question: 'who is our best customer',
          expect: { at: CUSTOMERS[topCust] },
          means: 'customer with the largest summed Amount',
        },
        {
          question: 'biggest single booking?',
          expect: { value: money(biggest.amount) },
          means: 'largest Amount on one row',
        },
        {
          question: 'how many private lessons did we sell',
          expect: { value: String(privateQty) },
          means: 'sum of Qty on Private lesson rows',
        },
        {
          question: 'what did we make in march',
          expect: { value: money(marchTotal) },
          means: 'Amount summed over March rows',
        },
        {
          question: 'board rental revenue',
          expect: { value: money(rentals) },
          means: 'Amount summed over Board rental rows',
        },
        {
          question: 'how much has Emma Laine spent with us',
          expect: { value: money(emma) },
          means: 'Amount summed over her rows',
        },
        {
          question: 'how many bookings in total',
          expect: { value: String(sales.length) },
          means: 'count of booking rows',
        },
        {
          question: 'sales in Q2',
          expect: { value: money(sumB(q2.map((s) => s.amount))) },
          means: 'Amount summed over Apr-Jun rows',
        },
        {
          question: 'which lesson type brings in the most money',
          expect: {
            at: LESSONS[
              argMax(
                LESSONS.map((_, i) =>
                  sumB(sales.filter((s) => s.lesson === i).map((s) => s.amount)),
                ),
              )
            ],
          },
          means: 'lesson with the largest summed Amount',
        },
        {
          question: 'how many of our customers came back more than once',
          expect: { refuse: true },
          means: 'ambiguous (rows vs visits; names only) – expect a question back',
        },
        {
          question: 'what did the instructors cost us',
          expect: { refuse: true },
          means: 'no costs in the log',
        },
      ],
    };
  },
};
