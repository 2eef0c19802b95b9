/** Airbnb host with three flats: one sheet per flat (months down) plus a Summary, Jan–Oct 2026, EUR. */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  type BlindBook,
  cell,
  MON,
  monthPlaces,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
} from '../lib';

const r = rng(11);
const N = 10;
const flatNames = ['Harbour View', 'Old Town', 'Loft'];
const flats = flatNames.map((name, f) => {
  const rate = [11500, 9200, 14000][f]!;
  const months = Array.from({ length: N }, (_, m) => {
    const nights = Math.min(31, r.int(9, 20) + (m >= 5 && m <= 7 ? r.int(5, 10) : 0));
    const gross = nights * (rate + r.int(-15, 25) * 100);
    const fees = Math.round((gross * 3) / 100);
    const stays = Math.max(1, Math.floor(nights / r.int(2, 4)));
    const cleaning = stays * 3500;
    return { m, nights, gross, fees, cleaning, net: gross - fees - cleaning };
  });
  const t = (k: 'nights' | 'gross' | 'fees' | 'cleaning' | 'net'): bigint =>
    total(months.map((x) => x[k]));
  return { name, months, t };
});
const netBy = flats.map((f) => f.t('net'));
const topFlat = flats[argMax(netBy)]!;
const allNet = total(netBy);
const allFees = total(flats.map((f) => f.t('fees')));
const loft = flats[2]!;
const old = flats[1]!;
const augAll = total(flats.map((f) => f.months[7]!.gross));
const monthNet = Array.from({ length: N }, (_, m) => total(flats.map((f) => f.months[m]!.net)));
const bestM = argMax(monthNet);
const K = ['nights', 'gross', 'fees', 'cleaning', 'net'] as const;

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const sm = wb.addWorksheet('Summary');
  putRows(sm, [
    ['Three flats — 2026 to date (Jan–Oct)'],
    [],
    ['Flat', 'Nights booked', 'Gross bookings €', 'Platform fees €', 'Cleaning €', 'Net payout €'],
    ...flats.map((f) => [f.name, Number(f.t('nights')), ...K.slice(1).map((k) => cell(f.t(k)))]),
    [
      'Total',
      Number(total(flats.map((f) => f.t('nights')))),
      ...K.slice(1).map((k) => cell(total(flats.map((f) => f.t(k))))),
    ],
  ]);
  for (const f of flats) {
    putRows(wb.addWorksheet(f.name), [
      [`${f.name} — bookings 2026`],
      [],
      [
        'Month',
        'Nights booked',
        'Gross bookings €',
        'Platform fees €',
        'Cleaning €',
        'Net payout €',
      ],
      ...f.months.map((x) => [
        `${MON[x.m]}-26`,
        x.nights,
        cell(x.gross),
        cell(x.fees),
        cell(x.cleaning),
        cell(x.net),
      ]),
      ['Total', Number(f.t('nights')), ...K.slice(1).map((k) => cell(f.t(k)))],
    ]);
  }
  return toBytes(wb);
}

export const flatsBook: BlindBook = {
  name: 'flats',
  business: 'Airbnb host, three flats',
  shape: 'multi-sheet: one sheet per flat plus Summary',
  bytes,
  questions: questionsFor('flats', [
    [
      'total net payout across all three flats',
      { value: hundredths(allNet), means: 'Summary Total, Net payout' },
    ],
    ['which flat earns the most', { at: topFlat.name, means: 'flat with the largest Net payout' }],
    [
      'nights booked at the loft in august',
      { value: String(loft.months[7]!.nights), means: 'Loft sheet, Aug-26, Nights booked' },
    ],
    [
      'how much have we paid in platform fees',
      { value: hundredths(allFees), means: 'Platform fees, all flats, Jan–Oct' },
    ],
    [
      'average nightly rate at old town',
      {
        value: meanCents(old.t('gross'), Number(old.t('nights'))),
        means: 'Old Town Gross bookings / Nights booked, to the cent',
      },
    ],
    [
      'gross bookings in august, all flats',
      {
        value: hundredths(augAll),
        means: 'Aug-26 Gross bookings summed over the three flat sheets',
      },
    ],
    [
      'cleaning costs for harbour view',
      { value: hundredths(flats[0]!.t('cleaning')), means: 'Harbour View, Cleaning total' },
    ],
    [
      'best month overall',
      {
        at: monthPlaces(bestM, 2026),
        means: 'month with the highest Net payout summed over the flats',
      },
    ],
    [
      'total nights booked',
      {
        value: String(total(flats.map((f) => f.t('nights')))),
        means: 'Summary Total, Nights booked',
      },
    ],
    [
      'old town payout in march',
      {
        value: hundredths(BigInt(old.months[2]!.net)),
        means: 'Old Town sheet, Mar-26, Net payout',
      },
    ],
    [
      'loft gross bookings this year',
      { value: hundredths(loft.t('gross')), means: 'Loft, Gross bookings total' },
    ],
    [
      'what is the occupancy of the loft',
      {
        refuse: true,
        means: 'no available-nights figure; occupancy needs a basis the sheet does not give',
      },
    ],
    ['which flat should I sell', { refuse: true, means: 'an opinion' }],
  ]),
  checks: [
    {
      what: 'flat sheets = summary net',
      a: total(flats.flatMap((f) => f.months.map((x) => x.net))),
      b: allNet,
    },
    {
      what: 'gross − fees − cleaning = net',
      a: total(flats.map((f) => f.t('gross') - f.t('fees') - f.t('cleaning'))),
      b: allNet,
    },
    { what: 'top flat unique', a: uniqueMax(netBy) ? 1n : 0n, b: 1n },
    { what: 'best month unique', a: uniqueMax(monthNet) ? 1n : 0n, b: 1n },
  ],
};
