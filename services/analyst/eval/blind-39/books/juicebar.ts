/**
 * juicebar: a juice bar's daily takings and tips log for November 2026: title rows, one row per
 * day (date, day, tickets, cash, card, transfer, total sales, card tips, notes), closed on
 * Tuesdays ("Cerrado" with blank amounts), a Total row. MXN.
 */
import ExcelJS from 'exceljs';
import { meanCents, money, pct } from '../../expect';
import {
  argMax,
  argMin,
  countOf,
  day,
  dayPlaces,
  holds,
  offThreshold,
  putRows,
  questionsFor,
  rng,
  same,
  toBytes,
  total,
  unique,
  where,
  type BlindBook,
} from '../lib';

const r = rng(14);
const YEAR = 2026;
const M = 10; // November
const DAYS = 30;
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface Day {
  d: number;
  wd: number;
  open: boolean;
  tickets: number;
  cash: number;
  card: number;
  transfer: number;
  sales: number;
  tips: number;
  note?: string;
}
const LOG: Day[] = Array.from({ length: DAYS }, (_, i) => {
  const d = i + 1;
  const wd = day(YEAR, M, d).getUTCDay();
  if (wd === 2)
    return {
      d,
      wd,
      open: false,
      tickets: 0,
      cash: 0,
      card: 0,
      transfer: 0,
      sales: 0,
      tips: 0,
      note: 'Cerrado',
    };
  const weekend = wd === 0 || wd === 6;
  const tickets = r.int(weekend ? 150 : 90, weekend ? 230 : 150);
  const avg = r.int(7200, 9800); // centavos per ticket
  const sales = tickets * avg + r.int(0, 99);
  const card = Math.round((sales * r.int(38, 52)) / 100);
  const transfer = Math.round((sales * r.int(6, 14)) / 100);
  const cash = sales - card - transfer;
  const tips = Math.round((card * r.int(6, 11)) / 100);
  const note = d === 2 ? 'Día de Muertos' : d === 16 ? 'Revolución (festivo)' : undefined;
  return {
    d,
    wd,
    open: true,
    tickets,
    cash,
    card,
    transfer,
    sales,
    tips,
    ...(note ? { note } : {}),
  };
});
const open = LOG.filter((x) => x.open);
const sales = LOG.map((x) => x.sales);
const grand = total(sales);
const tips = total(LOG.map((x) => x.tips));
const card = total(LOG.map((x) => x.card));
const tickets = total(LOG.map((x) => x.tickets));
const best = argMax(sales);
const openSales = open.map((x) => x.sales);
const worst = open[argMin(openSales)]!;
const weekend = total(LOG.filter((x) => x.wd === 0 || x.wd === 6).map((x) => x.sales));
const OVER = 1500000; // $15,000
const over = countOf(sales, (s) => s > OVER);

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Noviembre');
  const p = (x: number | bigint): number => Number(x) / 100;
  putRows(ws, [
    ['Jugos La Huerta — Roma Norte'],
    ['Corte diario / daily takings — noviembre 2026 (MXN)'],
    [],
    ['Date', 'Day', 'Tickets', 'Cash', 'Card', 'Transfer', 'Total sales', 'Card tips', 'Notes'],
    ...LOG.map((x) =>
      x.open
        ? [
            day(YEAR, M, x.d),
            WD[x.wd],
            x.tickets,
            p(x.cash),
            p(x.card),
            p(x.transfer),
            p(x.sales),
            p(x.tips),
            x.note,
          ]
        : [
            day(YEAR, M, x.d),
            WD[x.wd],
            undefined,
            undefined,
            undefined,
            undefined,
            undefined,
            undefined,
            x.note,
          ],
    ),
    [
      'Total',
      undefined,
      Number(tickets),
      p(total(LOG.map((x) => x.cash))),
      p(card),
      p(total(LOG.map((x) => x.transfer))),
      p(grand),
      p(tips),
    ],
  ]);
  ws.getRow(1).font = { bold: true, size: 13 };
  ws.getRow(4).font = { bold: true };
  ws.getRow(5 + DAYS).font = { bold: true };
  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  for (let c = 4; c <= 8; c++) ws.getColumn(c).numFmt = '$#,##0.00';
  ws.getColumn(9).width = 22;
  return toBytes(wb);
}

export const juicebar: BlindBook = {
  name: 'juicebar',
  business: 'juice bar',
  shape: 'daily takings and tips log, November 2026, closed Tuesdays, Total row',
  bytes,
  questions: questionsFor('juicebar', [
    [
      'What were total sales in November?',
      { value: money(grand), means: 'Total sales, Total row (card tips not included)' },
    ],
    ['How much did we get in tips?', { value: money(tips), means: 'Card tips, Total row' }],
    [
      'What was our best day?',
      {
        value: money(sales[best]!),
        at: dayPlaces(YEAR, M, LOG[best]!.d),
        means: 'the day with the largest Total sales',
      },
    ],
    [
      'What are our average daily takings?',
      {
        value: [meanCents(grand, open.length), meanCents(grand, DAYS)],
        tol: 0.01,
        means: 'Total sales / 26 days open (or / 30 calendar days)',
      },
    ],
    [
      'How much came in as cash?',
      { value: money(total(LOG.map((x) => x.cash))), means: 'Cash, Total row' },
    ],
    [
      'How many days were we closed?',
      { value: String(DAYS - open.length), means: 'days marked Cerrado (the Tuesdays)' },
    ],
    [
      'What did we take on 14 November?',
      { value: money(LOG[13]!.sales), means: 'Total sales on Sat 14 Nov 2026' },
    ],
    [
      'What share of sales was paid by card?',
      { value: pct(card, grand), tol: 0.01, means: 'Card / Total sales × 100' },
    ],
    ['How many tickets did we ring up?', { value: String(tickets), means: 'Tickets, Total row' }],
    [
      "What's the average spend per ticket?",
      { value: meanCents(grand, Number(tickets)), tol: 0.01, means: 'Total sales / Tickets' },
    ],
    [
      'How much did we take at weekends?',
      { value: money(weekend), means: 'Total sales of the Saturdays and Sundays' },
    ],
    [
      'On how many days did we take more than $15,000?',
      { value: String(over), means: 'days with Total sales above $15,000' },
    ],
    [
      'What was our slowest day when we were open?',
      {
        value: money(worst.sales),
        at: dayPlaces(YEAR, M, worst.d),
        means: 'the open day with the smallest Total sales',
      },
    ],
    [
      'What are tips as a percentage of sales?',
      {
        value: [pct(tips, grand), pct(tips, card)],
        tol: 0.01,
        means: 'Card tips / Total sales × 100 (or / Card sales, as the tips come on cards)',
      },
    ],
    [
      'How much did we spend on fruit this month?',
      { refuse: true, means: 'a takings log holds no purchases' },
    ],
    ['How much did we take in October?', { refuse: true, means: 'the log covers November only' }],
  ]),
  checks: [
    same(
      'cash + card + transfer = total sales',
      total(LOG.map((x) => x.cash + x.card + x.transfer)),
      grand,
    ),
    same('open days = total', total(openSales), grand),
    unique('day sales', sales),
    unique('open day sales', openSales, 'min'),
    offThreshold('day sales', sales, OVER),
    holds(
      'closed days are the Tuesdays',
      where(LOG, (x) => !x.open).every((i) => LOG[i]!.wd === 2),
    ),
    holds('14 Nov is open', LOG[13]!.open),
    holds('some days over and some under $15,000', over > 0 && over < open.length),
  ],
};
