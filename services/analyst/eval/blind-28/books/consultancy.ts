/** consultancy: engineering consultancy, staff expenses claim log with VAT, rechargeable, approved, kr (NOK). */
import ExcelJS from 'exceljs';
import { hundredths, meanCents } from '../../expect';
import {
  argMax,
  cell,
  day,
  putRows,
  questionsFor,
  rng,
  toBytes,
  total,
  uniqueMax,
  type BlindBook,
} from '../lib';

const r = rng(15);
const STAFF = ['Ingrid Berg', 'Ola Hansen', 'Sofie Lund', 'Mats Dahl'];
const CATS: Array<[string, number, number, number]> = [
  // category, lo, hi (kr), VAT rate %
  ['Travel', 400, 3800, 12],
  ['Hotel', 900, 2600, 12],
  ['Meals', 150, 900, 15],
  ['Mileage', 120, 1400, 0],
  ['Software', 200, 1500, 25],
];
const DESC: Record<string, string[]> = {
  Travel: ['SAS Oslo-Bergen', 'Flytoget', 'Vy train Oslo-Trondheim', 'Taxi to client'],
  Hotel: ['Scandic Bergen', 'Thon Hotel Trondheim', 'Clarion Stavanger'],
  Meals: ['Client lunch', 'Dinner on site visit', 'Team lunch'],
  Mileage: ['Drive to Drammen site', 'Drive to Hamar', 'Site visit Moss'],
  Software: ['AutoCAD licence month', 'Bluebeam Revu', 'Dropbox'],
};
const claims = Array.from({ length: 34 }, () => {
  const [cat, lo, hi, vat] = r.pick(CATS);
  const m = r.int(0, 3);
  const d = r.int(1, 28);
  const amount = BigInt(r.int(lo, hi)) * 100n + BigInt(r.int(0, 9)) * 10n;
  const vatAmt = (amount * BigInt(vat)) / BigInt(100 + vat);
  return {
    m,
    d,
    who: r.pick(STAFF),
    cat,
    desc: r.pick(DESC[cat]!),
    amount,
    vat: vatAmt,
    recharge: r.next() < 0.45,
    approved: r.next() < 0.8,
  };
}).sort((a, b) => a.m - b.m || a.d - b.d);
const amounts = claims.map((c) => c.amount);
const byWho = STAFF.map((s) => total(claims.filter((c) => c.who === s).map((c) => c.amount)));
const byCat = CATS.map(([c]) => total(claims.filter((x) => x.cat === c).map((x) => x.amount)));

async function bytes(): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Expense claims');
  putRows(ws, [
    ['Fjord Struktur AS: expense claims Jan-Apr 2026 (NOK, incl. MVA)'],
    [
      'Date',
      'Claimant',
      'Category',
      'Description',
      'Amount',
      'MVA',
      'Rechargeable to client',
      'Approved',
    ],
    ...claims.map((c) => [
      day(2026, c.m, c.d),
      c.who,
      c.cat,
      c.desc,
      cell(c.amount),
      cell(c.vat),
      c.recharge ? 'Y' : 'N',
      c.approved ? 'Yes' : 'Pending',
    ]),
    [],
    [
      'Total',
      undefined,
      undefined,
      undefined,
      cell(total(amounts)),
      cell(total(claims.map((c) => c.vat))),
    ],
  ]);
  ws.getColumn(1).numFmt = 'dd.mm.yyyy';
  ws.getColumn(4).width = 26;
  for (const c of [5, 6]) ws.getColumn(c).numFmt = '#,##0.00 "kr"';
  return toBytes(wb);
}

const inM = (m: number) => claims.filter((c) => c.m === m);
const meals = claims.filter((c) => c.cat === 'Meals');
const maxAmt = amounts.reduce((a, b) => (b > a ? b : a), 0n);

export const consultancy: BlindBook = {
  name: 'consultancy',
  business: 'engineering consultancy',
  shape: 'expenses claim log: date, claimant, category, VAT, rechargeable Y/N, approved, Total row',
  bytes,
  checks: [
    { what: 'category totals = total claims', a: total(byCat), b: total(amounts) },
    { what: 'claimant totals = total claims', a: total(byWho), b: total(amounts) },
    {
      what: 'top claimant unique, largest claim unique',
      a: (uniqueMax(byWho) ? 1n : 0n) + BigInt(amounts.filter((x) => x === maxAmt).length),
      b: 2n,
    },
    { what: 'there are meal claims', a: meals.length > 0 ? 1n : 0n, b: 1n },
  ],
  questions: questionsFor('consultancy', [
    [
      'total expenses claimed',
      { value: hundredths(total(amounts)), means: 'Total row, Amount (incl. MVA)' },
    ],
    [
      'how much did we spend on hotels',
      { value: hundredths(byCat[1]!), means: 'sum of Amount where Category = Hotel' },
    ],
    [
      'how much has ingrid claimed',
      { value: hundredths(byWho[0]!), means: 'sum of Amount for Ingrid Berg' },
    ],
    [
      'who claims the most',
      { at: STAFF[argMax(byWho)]!, means: 'claimant with the largest summed Amount' },
    ],
    [
      'mileage in march',
      {
        value: hundredths(
          total(
            inM(2)
              .filter((c) => c.cat === 'Mileage')
              .map((c) => c.amount),
          ),
        ),
        means: 'sum of Amount, Category = Mileage, dates in March 2026',
      },
    ],
    [
      'how much can we recharge to clients',
      {
        value: hundredths(total(claims.filter((c) => c.recharge).map((c) => c.amount))),
        means: 'sum of Amount where Rechargeable = Y',
      },
    ],
    ['biggest single claim', { value: hundredths(maxAmt), means: 'largest Amount' }],
    [
      'total vat on expenses',
      { value: hundredths(total(claims.map((c) => c.vat))), means: 'Total row, MVA' },
    ],
    [
      'how many claims are still pending',
      {
        value: String(claims.filter((c) => !c.approved).length),
        means: 'count of Approved = Pending',
      },
    ],
    [
      'average meal claim',
      {
        value: meanCents(total(meals.map((c) => c.amount)), meals.length),
        means: 'mean Amount where Category = Meals, to the øre',
      },
    ],
    [
      'expenses in february',
      {
        value: hundredths(total(inM(1).map((c) => c.amount))),
        means: 'sum of Amount dated February 2026',
      },
    ],
    [
      'which category costs the most',
      { at: CATS[argMax(byCat)]![0], means: 'Category with the largest summed Amount' },
    ],
    ['was the bergen trip worth it', { refuse: true, means: 'an opinion' }],
    [
      'how much did ingrid spend on her phone',
      { refuse: true, means: 'no phone claims in the log' },
    ],
  ]),
};
