/**
 * A catering company's sales log: one row per event, dates, client, menu, guests, price per
 * head and amount, euros, no totals. A header row under a one-line title.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import { argmax, cell, day, isum, meanCents, money, newBook, toBytes } from '../kit/cells';

const CLIENTS = [
  'Van Dijk Events',
  'Hotel Meridiaan',
  'Brouwer & Zn',
  'Gemeente Delft',
  'Studio Noord',
  'De Vries Wedding',
] as const;
const MENUS = ['Buffet Classic', 'Walking Dinner', 'Lunch Box', 'BBQ Deluxe'] as const;
const PER_HEAD: Record<(typeof MENUS)[number], bigint[]> = {
  'Buffet Classic': [2850n, 3150n],
  'Walking Dinner': [4250n, 4750n],
  'Lunch Box': [1450n, 1650n],
  'BBQ Deluxe': [3600n, 3950n],
};

interface Sale {
  month: number;
  d: number;
  client: string;
  menu: (typeof MENUS)[number];
  guests: number;
  perHead: bigint;
  amount: bigint;
}

export async function buildCateringLog(r: Rng): Promise<BuiltBook> {
  const sales: Sale[] = [];
  for (let month = 1; month <= 12; month++) {
    const n = r.int(3, 7);
    const days = Array.from({ length: n }, () => r.int(1, 28)).sort((a, b) => a - b);
    for (const d of days) {
      const menu = r.pick(MENUS);
      const guests = r.int(12, 160);
      const perHead = r.pick(PER_HEAD[menu]);
      sales.push({
        month,
        d,
        client: r.pick(CLIENTS),
        menu,
        guests,
        perHead,
        amount: perHead * BigInt(guests),
      });
    }
  }
  const wb = newBook();
  const ws = wb.addWorksheet('Events 2025');
  ws.addRow(['Bij Ons Catering - invoiced events 2025']);
  ws.addRow(['Date', 'Invoice', 'Client', 'Menu', 'Guests', 'Price/head (€)', 'Amount (€)']);
  sales.forEach((s, i) =>
    ws.addRow([
      day(2025, s.month, s.d),
      `BO-${2501 + i}`,
      s.client,
      s.menu,
      s.guests,
      cell(s.perHead),
      cell(s.amount),
    ]),
  );
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';

  const total = isum(sales.map((s) => s.amount));
  const inQ = (q: number): Sale[] => sales.filter((s) => Math.ceil(s.month / 3) === q);
  const biggest = sales[argmax(sales.map((s) => s.amount))]!;
  const byClient = CLIENTS.map((c) =>
    isum(sales.filter((s) => s.client === c).map((s) => s.amount)),
  );
  const topClient = argmax(byClient);
  const may = isum(sales.filter((s) => s.month === 5).map((s) => s.amount));
  const guests = sales.reduce((n, s) => n + s.guests, 0);
  const wd = sales.filter((s) => s.menu === 'Walking Dinner');
  const byMonth = Array.from({ length: 12 }, (_, m) =>
    isum(sales.filter((s) => s.month === m + 1).map((s) => s.amount)),
  );
  const bestMonth = argmax(byMonth);
  const meridiaan = sales.filter((s) => s.client === 'Hotel Meridiaan');
  const questions: BookQuestion[] = [
    {
      id: 'total',
      question: 'total revenue from events',
      expect: { value: money(total) },
      means: 'sum of Amount',
    },
    {
      id: 'q2n',
      question: 'how many sales in Q2',
      expect: { value: String(inQ(2).length) },
      means: 'count of rows dated April-June',
    },
    {
      id: 'q2',
      question: 'how much did we invoice in q2',
      expect: { value: money(isum(inQ(2).map((s) => s.amount))) },
      means: 'sum of Amount, April-June',
    },
    {
      id: 'avg',
      question: 'average sale',
      expect: { value: meanCents(total, sales.length) },
      means: 'sum of Amount / number of events',
    },
    {
      id: 'big',
      question: 'what was our biggest job',
      expect: {
        value: money(biggest.amount),
        at: [biggest.client, `BO-${2501 + sales.indexOf(biggest)}`],
      },
      means: 'largest single Amount (client or invoice named)',
    },
    {
      id: 'topclient',
      question: 'which client spent the most with us',
      expect: { value: money(byClient[topClient]!), at: CLIENTS[topClient]! },
      means: 'client with the largest summed Amount',
    },
    {
      id: 'meridiaan',
      question: 'how much did Hotel Meridiaan pay us in total',
      expect: { value: money(isum(meridiaan.map((s) => s.amount))) },
      means: 'sum of Amount where Client = Hotel Meridiaan',
    },
    {
      id: 'meridiaann',
      question: 'how many events did we do for hotel meridiaan',
      expect: { value: String(meridiaan.length) },
      means: 'count of rows for that client',
    },
    {
      id: 'may',
      question: 'sales in may',
      expect: { value: money(may) },
      means: 'sum of Amount dated May',
    },
    {
      id: 'guests',
      question: 'how many guests did we feed in total',
      expect: { value: String(guests) },
      means: 'sum of Guests',
    },
    {
      id: 'wd',
      question: 'revenue from the walking dinner menu',
      expect: { value: money(isum(wd.map((s) => s.amount))) },
      means: 'sum of Amount where Menu = Walking Dinner',
    },
    {
      id: 'count',
      question: 'how many events did we cater',
      expect: { value: String(sales.length) },
      means: 'count of event rows',
    },
    {
      id: 'bestmonth',
      question: 'which month was busiest in euros',
      expect: { value: money(byMonth[bestMonth]!), at: [MON3(bestMonth)] },
      means: 'month with the largest summed Amount',
    },
    {
      id: 'profit',
      question: 'how much profit did we make on the wedding',
      expect: { refuse: true },
      means: 'no costs in the log',
    },
    {
      id: 'next',
      question: 'how many events are booked for next year',
      expect: { refuse: true },
      means: 'the log holds invoiced 2025 events only',
    },
  ];
  return {
    business: 'catering company',
    shape: 'sales log, one row per event, euros, no totals row',
    bytes: await toBytes(wb),
    questions,
    checks: [
      {
        what: 'quarters add up to the year',
        left: total,
        right: isum([1, 2, 3, 4].map((q) => isum(inQ(q).map((s) => s.amount)))),
      },
      { what: 'clients add up to the year', left: total, right: isum(byClient) },
    ],
  };
}

const MON3 = (m: number): string =>
  ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][m]!;
