/**
 * Issue 13, pass 34: the twenty-seventh blind set's layouts as the lead described them, with
 * made-up figures (see pass34.test.ts). Each builder takes a few knobs so the tests can ask
 * the same question of variants (other labels, currencies, sizes).
 */
import type { ShapeRow } from './pass5-shapes';

/** W1: an income & expenditure statement whose label column has no header. */
export interface IeSection {
  head: string;
  lines: Array<[string, number]>;
  total: string;
}
export function ieSections(scale = 1): IeSection[] {
  const s = (n: number) => Math.round(n * scale * 100) / 100;
  return [
    {
      head: 'Income',
      lines: [
        ['Shop sales', s(84_200)],
        ['Online sales', s(21_450)],
        ['Workshop fees', s(3_900)],
      ],
      total: 'Total income',
    },
    {
      head: 'Cost of goods',
      lines: [
        ['Stock purchases', s(38_600)],
        ['Packaging', s(2_140)],
      ],
      total: 'Total cost of goods',
    },
    {
      head: 'Operating expenses',
      lines: [
        ['Rent', s(14_400)],
        ['Wages', s(26_300)],
        ['Electricity', s(3_180)],
        ['Card fees', s(1_270)],
      ],
      total: 'Total operating expenses',
    },
  ];
}
export const sectionTotal = (s: IeSection): number =>
  Math.round(s.lines.reduce((a, l) => a + l[1], 0) * 100) / 100;
export function ieRows(shop = 'Ade Fabrics', cur = '₦', scale = 1): ShapeRow[] {
  const [inc, cogs, opex] = ieSections(scale);
  const gross = sectionTotal(inc!) - sectionTotal(cogs!);
  const net = gross - sectionTotal(opex!);
  const block = (s: IeSection): ShapeRow[] => [
    [s.head],
    ...s.lines.map(([l, v]) => [l, v] as ShapeRow),
    [s.total, sectionTotal(s)],
  ];
  return [
    [shop],
    ['Statement of income and expenditure, year to 31 March 2026'],
    [`Amounts in ${cur}`],
    [null, `Amount (${cur})`],
    ...block(inc!),
    [],
    ...block(cogs!),
    ['Gross surplus', gross],
    [],
    ...block(opex!),
    [],
    ['Net surplus', net],
  ];
}

/** W2: one sheet per term plus a Summary whose last row ("Year") holds the sums. */
export const TERMS: Array<[string, number, number, number]> = [
  ['Autumn', 12_400, 1_850, 6_200],
  ['Spring', 10_950.5, 1_640, 6_200],
  ['Summer', 8_320.25, 2_110, 5_400],
];
export const termSurplus = (t: [string, number, number, number]): number =>
  Math.round((t[1] - t[2] - t[3]) * 100) / 100;
export function summaryRows(yearLabel = 'Year'): ShapeRow[] {
  const rows = TERMS.map((t) => [t[0], t[1], t[2], t[3], termSurplus(t)] as ShapeRow);
  const tot = [1, 2, 3, 4].map(
    (i) => Math.round(rows.reduce((a, r) => a + (r[i] as number), 0) * 100) / 100,
  );
  return [['Term', 'Fees', 'Hall hire', 'Teacher pay', 'Surplus'], ...rows, [yearLabel, ...tot]];
}
export function termSheetRows(t: [string, number, number, number]): ShapeRow[] {
  return [
    ['Item', 'Amount'],
    ['Fees', t[1]],
    ['Hall hire', t[2]],
    ['Teacher pay', t[3]],
  ];
}

/** W3: a Shopify-style orders export, one line item per order. */
export interface ShopOrder {
  name: string;
  status: 'paid' | 'refunded';
  at: Date;
  subtotal: number;
  discount: number;
  taxes: number;
  item: string;
  qty: number;
  price: number;
}
export function shopOrders(shows = ['Hamlet', 'The Tempest'], refunds = true): ShopOrder[] {
  const out: ShopOrder[] = [];
  for (let i = 0; i < 16; i++) {
    const qty = 1 + (i % 4);
    const price = 18 + (i % 2) * 6;
    const subtotal = qty * price;
    const discount = i % 5 === 0 ? 4 : 0;
    out.push({
      name: `#${2001 + i}`,
      status: refunds && i % 5 === 3 ? 'refunded' : 'paid',
      at: new Date(Date.UTC(2026, 2 + (i % 6), 3 + i)),
      subtotal,
      discount,
      taxes: Math.round((subtotal - discount) * 0.18 * 100) / 100,
      item: `${shows[i % shows.length]} - Adult ticket`,
      qty,
      price,
    });
  }
  return out;
}
export const shopTotal = (o: ShopOrder): number =>
  Math.round((o.subtotal - o.discount + o.taxes) * 100) / 100;
export function shopRows(os: ShopOrder[], cur = 'TRY'): ShapeRow[] {
  return [
    [
      'Name',
      'Email',
      'Financial Status',
      'Paid at',
      'Currency',
      'Subtotal',
      'Discount Amount',
      'Taxes',
      'Total',
      'Lineitem name',
      'Lineitem quantity',
      'Lineitem price',
    ],
    ...os.map((o, i) => [
      o.name,
      `buyer${i}@example.com`,
      o.status,
      o.at,
      cur,
      o.subtotal,
      o.discount,
      o.taxes,
      shopTotal(o),
      o.item,
      o.qty,
      o.price,
    ]),
  ];
}

/** W4: a loan schedule under a terms block, with a Total row. */
export interface LoanLine {
  due: Date;
  open: number;
  pay: number;
  interest: number;
  principal: number;
  close: number;
}
export function loanLines(amount = 24_000, rate = 0.09, months = 24, start = 2025): LoanLine[] {
  const r = rate / 12;
  const pay = Math.round(((amount * r) / (1 - (1 + r) ** -months)) * 100) / 100;
  const out: LoanLine[] = [];
  let bal = amount;
  for (let i = 0; i < months; i++) {
    const interest = Math.round(bal * r * 100) / 100;
    const last = i === months - 1;
    const principal = last ? bal : Math.round((pay - interest) * 100) / 100;
    const p = last ? Math.round((principal + interest) * 100) / 100 : pay;
    const close = Math.round((bal - principal) * 100) / 100;
    out.push({
      due: new Date(Date.UTC(start, 6 + i, 28)),
      open: bal,
      pay: p,
      interest,
      principal,
      close,
    });
    bal = close;
  }
  return out;
}
export function loanRows(amount = 24_000, rate = 0.09, months = 24): ShapeRow[] {
  const ls = loanLines(amount, rate, months);
  const tot = (k: 'pay' | 'interest' | 'principal') =>
    Math.round(ls.reduce((a, l) => a + l[k], 0) * 100) / 100;
  return [
    ['Amount', amount],
    ['Annual rate', rate],
    ['Term (months)', months],
    [],
    ['No.', 'Due date', 'Opening balance', 'Payment', 'Interest', 'Principal', 'Closing balance'],
    ...ls.map((l, i) => [i + 1, l.due, l.open, l.pay, l.interest, l.principal, l.close]),
    ['Total', null, null, tot('pay'), tot('interest'), tot('principal'), null],
  ];
}

/** W5: job costing with hyphenated job codes and a labour rate in the title row. */
export interface JobLine {
  job: string;
  materials: number;
  hours: number;
  sub: number;
  quoted: number;
}
export const JOB_RATE = 42;
export function jobLines(prefix = 'J-', from = 101): JobLine[] {
  return Array.from({ length: 8 }, (_, i) => ({
    job: `${prefix}${from + i}`,
    materials: 1_200 + i * 310,
    hours: 20 + (i % 3) * 6,
    sub: i % 2 ? 850 : 0,
    quoted: 5_000 + i * 640,
  }));
}
export const jobCost = (j: JobLine): number => j.materials + j.hours * JOB_RATE + j.sub;
export function jobRows(prefix = 'J-', from = 101): ShapeRow[] {
  const js = jobLines(prefix, from);
  const line = (j: JobLine) => {
    const cost = jobCost(j);
    return [
      j.job,
      j.materials,
      j.hours,
      j.hours * JOB_RATE,
      j.sub,
      cost,
      j.quoted,
      j.quoted - cost,
      null,
    ];
  };
  const rows = js.map(line);
  const tot = [1, 2, 3, 4, 5, 6, 7].map((i) => rows.reduce((a, r) => a + (r[i] as number), 0));
  return [
    ['Job costing', null, null, null, null, null, 'Labour rate €/h', JOB_RATE],
    [],
    [
      'Job',
      'Materials',
      'Labour hours',
      'Labour cost',
      'Subcontract',
      'Total cost',
      'Quoted price',
      'Margin',
      'Notes',
    ],
    ...rows,
    ['Totals', ...tot, null],
  ];
}

/** W6: MRR by plan over a July–June season, then a members table. */
export const SEASON = [
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
];
export const PLANS = ['Basic', 'Plus', 'Pro'];
export const mrr = (p: number, m: number): number => 900 + p * 700 + m * 35 + p * m * 11;
export function mrrRows(): ShapeRow[] {
  const plan = PLANS.map((name, p) => [name, ...SEASON.map((_, m) => mrr(p, m))] as ShapeRow);
  const tot = SEASON.map((_, m) => PLANS.reduce((a, _p, p) => a + mrr(p, m), 0));
  return [
    ['Plan', ...SEASON],
    ...plan,
    ['Total MRR', ...tot],
    [],
    ['Members', ...SEASON],
    ...PLANS.map((name, p) => [name, ...SEASON.map((_, m) => 30 + p * 12 + m)] as ShapeRow),
  ];
}
