/**
 * A dog groomer's multi-sheet book: "Appointments" (one row per visit: date, dog, owner,
 * service, price, tip), "Expenses" (month x category with a Total row), and a "Price list".
 * British pounds. Tips are kept apart from the price.
 */
import type { Rng } from '../kit/rng';
import type { BookQuestion, BuiltBook } from '../kit/types';
import {
  MONTHS,
  argmax,
  cell,
  cents,
  day,
  isum,
  meanCents,
  money,
  newBook,
  toBytes,
} from '../kit/cells';

const SERVICES: Array<[string, bigint]> = [
  ['Full groom', 5500n],
  ['Bath & brush', 3200n],
  ['Puppy intro', 2500n],
  ['Nail trim', 1000n],
  ['Hand strip', 7000n],
];
const DOGS: Array<[string, string]> = [
  ['Biscuit', 'Mrs Patel'],
  ['Luna', 'J. Murphy'],
  ['Bramble', 'The Howards'],
  ['Ziggy', 'S. Okoro'],
  ['Poppy', 'Mrs Patel'],
  ['Alfie', 'D. Evans'],
  ['Mabel', 'K. Lewis'],
  ['Otis', 'J. Murphy'],
];
const EXP = ['Shampoo & supplies', 'Van fuel', 'Insurance', 'Booking app'];

export async function buildGroomerMulti(r: Rng): Promise<BuiltBook> {
  const appts = [] as Array<{
    m: number;
    d: number;
    dog: string;
    owner: string;
    svc: string;
    price: bigint;
    tip: bigint;
  }>;
  for (let m = 1; m <= 6; m++) {
    const n = r.int(8, 14);
    const days = Array.from({ length: n }, () => r.int(1, 28)).sort((a, b) => a - b);
    for (const d of days) {
      const [dog, owner] = r.pick(DOGS);
      const [svc, price] = SERVICES[r.pick([0, 0, 0, 1, 1, 2, 3, 3, 4])]!;
      appts.push({
        m,
        d,
        dog,
        owner,
        svc,
        price,
        tip: r.next() < 0.4 ? cents(r, 2, 10, true) : 0n,
      });
    }
  }
  const exp = EXP.map((e) =>
    Array.from({ length: 6 }, () =>
      e === 'Insurance' ? 4200n : e === 'Booking app' ? 2900n : cents(r, 40, 160),
    ),
  );
  const wb = newBook();
  const a = wb.addWorksheet('Appointments');
  a.addRow(['Date', 'Dog', 'Owner', 'Service', 'Price £', 'Tip £']);
  for (const x of appts)
    a.addRow([
      day(2026, x.m, x.d),
      x.dog,
      x.owner,
      x.svc,
      cell(x.price),
      x.tip ? cell(x.tip) : null,
    ]);
  a.getColumn(1).numFmt = 'dd/mm/yy';
  const e = wb.addWorksheet('Expenses');
  e.addRow(['Month', ...EXP, 'Total']);
  for (let m = 0; m < 6; m++)
    e.addRow([MONTHS[m], ...exp.map((c) => cell(c[m]!)), cell(isum(exp.map((c) => c[m]!)))]);
  const expTot = isum(exp.map((c) => isum(c)));
  e.addRow(['Total', ...exp.map((c) => cell(isum(c))), cell(expTot)]);
  const p = wb.addWorksheet('Price list');
  p.addRow(['Service', 'Price £']);
  for (const [s, pr] of SERVICES) p.addRow([s, cell(pr)]);

  const rev = isum(appts.map((x) => x.price));
  const tips = isum(appts.map((x) => x.tip));
  const svcCount = SERVICES.map(([s]) => appts.filter((x) => x.svc === s).length);
  const popular = argmax(svcCount.map(BigInt));
  const june = appts.filter((x) => x.m === 6);
  const ownerRev = [...new Set(DOGS.map((d) => d[1]))];
  const ownerVals = ownerRev.map((o) =>
    isum(appts.filter((x) => x.owner === o).map((x) => x.price)),
  );
  const topOwner = argmax(ownerVals);
  const monthRev = Array.from({ length: 6 }, (_, m) =>
    isum(appts.filter((x) => x.m === m + 1).map((x) => x.price)),
  );
  const bestM = argmax(monthRev);
  const biscuit = appts.filter((x) => x.dog === 'Biscuit').length;
  const questions: BookQuestion[] = [
    {
      id: 'rev',
      question: 'how much did grooming bring in',
      expect: { value: money(rev) },
      means: 'sum of Price £ (tips apart)',
    },
    { id: 'tips', question: 'total tips', expect: { value: money(tips) }, means: 'sum of Tip £' },
    {
      id: 'n',
      question: 'how many appointments have we had',
      expect: { value: String(appts.length) },
      means: 'count of appointment rows',
    },
    {
      id: 'june',
      question: 'how many dogs did we groom in june',
      expect: { value: String(june.length) },
      means: 'appointments dated June',
    },
    {
      id: 'popular',
      question: 'most popular service',
      expect: { value: String(svcCount[popular]), at: SERVICES[popular]![0] },
      means: 'service booked most often (count)',
    },
    {
      id: 'avg',
      question: 'average price per appointment',
      expect: { value: meanCents(rev, appts.length) },
      means: 'sum of Price / appointments (tips apart)',
    },
    {
      id: 'exp',
      question: 'total expenses',
      expect: { value: money(expTot), abs: true },
      means: 'Expenses sheet, Total row, Total column',
    },
    {
      id: 'fuel',
      question: 'what have we spent on van fuel',
      expect: { value: money(isum(exp[1]!)), abs: true },
      means: 'Expenses, Van fuel total',
    },
    {
      id: 'profit',
      question: 'grooming income minus expenses',
      expect: { value: money(rev - expTot) },
      means:
        'sum of Price minus Expenses Total (tips left out, as the question names grooming income)',
    },
    {
      id: 'owner',
      question: 'which customer spends the most',
      expect: { value: money(ownerVals[topOwner]!), at: ownerRev[topOwner]! },
      means: 'owner with the largest summed Price',
    },
    {
      id: 'biscuit',
      question: 'how many times has biscuit been in',
      expect: { value: String(biscuit) },
      means: 'appointments for dog Biscuit',
    },
    {
      id: 'bestm',
      question: 'best month for grooming revenue',
      expect: { value: money(monthRev[bestM]!), at: MONTHS[bestM]!.slice(0, 3) },
      means: 'month with the largest summed Price',
    },
    {
      id: 'strip',
      question: 'what do we charge for a hand strip',
      expect: { value: money(7000n) },
      means: 'Price list, Hand strip',
    },
    {
      id: 'aprexp',
      question: 'expenses in april',
      expect: { value: money(isum(exp.map((c) => c[3]!))), abs: true },
      means: 'Expenses, April, Total column',
    },
    {
      id: 'breed',
      question: 'which breed do we groom most',
      expect: { refuse: true },
      means: 'no breeds in the book',
    },
    {
      id: 'hours',
      question: 'how many hours did we work in may',
      expect: { refuse: true },
      means: 'no times or durations',
    },
  ];
  return {
    business: 'dog groomer',
    shape: 'multi-sheet: appointments log, expenses month x category with totals, price list',
    bytes: await toBytes(wb),
    questions,
    checks: [{ what: 'months add up to grooming revenue', left: isum(monthRev), right: rev }],
  };
}
