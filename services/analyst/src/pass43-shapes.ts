/**
 * Issue 13, pass 43: layouts refused again and again on the newest blind sets, built with
 * made-up figures from the lead's description (see pass43.test.ts). Each builder takes a few
 * knobs so the tests can ask the same question of variants (other labels, currencies, sizes).
 */
import type { ShapeRow } from './pass5-shapes';

const c2 = (n: number): number => Math.round(n * 100) / 100;
const add = (xs: number[]): number => c2(xs.reduce((a, b) => a + b, 0));

/** M1: a payroll register for one pay period named in its title, no date column, TOTALS row. */
export interface Payslip {
  name: string;
  gross: number;
  paye: number;
  ni: number;
  pension: number;
  net: number;
  erNi: number;
}
export function payslips(
  names = ['Aisha Khan', 'Tom Burke', 'Mei Lin', 'Gareth Price', 'Sofia Rossi'],
  scale = 1,
): Payslip[] {
  const base = [3_250.5, 2_480, 4_105.25, 1_960.75, 2_875];
  return names.map((name, i) => {
    const gross = c2(base[i % base.length]! * scale * (1 + Math.floor(i / 5) * 0.07));
    const paye = c2(gross * 0.2 - 41.9 * scale);
    const ni = c2(gross * 0.08 - 20.1 * scale);
    const pension = c2(gross * 0.05);
    return {
      name,
      gross,
      paye,
      ni,
      pension,
      net: c2(gross - paye - ni - pension),
      erNi: c2(gross * 0.138 - 25 * scale),
    };
  });
}
export function payrollPeriodRows(
  ps: Payslip[],
  title = 'Pay period: October 2026 (monthly, paid 30/10/2026)',
  company = 'Harbour Lights Café Ltd',
  cols = ['Gross Pay', 'PAYE Tax', 'Employee NI', 'Pension (EE)', 'Net Pay', 'Employer NI'],
): ShapeRow[] {
  const row = (p: Payslip): number[] => [p.gross, p.paye, p.ni, p.pension, p.net, p.erNi];
  const rs = ps.map(row);
  return [
    [company],
    [title],
    [],
    ['Employee', 'Tax code', ...cols],
    ...ps.map((p, i): ShapeRow => [p.name, '1257L', ...rs[i]!]),
    ['TOTALS', null, ...[0, 1, 2, 3, 4, 5].map((j) => add(rs.map((r) => r[j]!)))],
  ];
}

/** M3: two header rows, a group (language) over its channels, months down, a Total row. */
export const MONTHS_TO_OCT = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
];
export interface GroupCol {
  group: string;
  channel: string;
  values: number[];
}
export function groupChannels(
  groups: Array<[string, string[]]> = [
    ['English', ['Group', '1:1', 'Online']],
    ['Spanish', ['Group', 'Online']],
    ['Japanese', ['Group', 'Online']],
  ],
  scale = 1,
): GroupCol[] {
  const base = [5_120.5, 3_870, 2_410.25, 1_980, 1_240.75, 860, 640.5, 1_105, 2_990.4, 730];
  let k = 0;
  return groups.flatMap(([group, chans]) =>
    chans.map((channel) => {
      const b = base[k++ % base.length]!;
      return {
        group,
        channel,
        values: MONTHS_TO_OCT.map((_, m) => c2(b * scale * (1 + ((m * 7 + k) % 5) * 0.04))),
      };
    }),
  );
}
export function groupChannelRows(
  cols: GroupCol[],
  title = 'Lingua Hub: class revenue 2026 (€)',
): {
  rows: ShapeRow[];
} {
  const tot = MONTHS_TO_OCT.map((_, m) => add(cols.map((c) => c.values[m]!)));
  return {
    rows: [
      [title],
      ['Month', ...cols.map((c) => c.group), 'Total'],
      [null, ...cols.map((c) => c.channel), null],
      ...MONTHS_TO_OCT.map((mo, m): ShapeRow => [mo, ...cols.map((c) => c.values[m]!), tot[m]!]),
      ['Total', ...cols.map((c) => add(c.values)), add(tot)],
    ],
  };
}

/** M4: weekday columns, a Total hrs column and a rate per hour (a rota or a timesheet). */
export interface RotaRow {
  name: string;
  role: string;
  days: number[];
  rate: number;
}
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export function rota(
  names = ['Aroha', 'Mei', 'Jonas', 'Priya', 'Luca'],
  days = 7,
  rates = [12.5, 14.75, 11.9, 18.2, 13],
): RotaRow[] {
  const base = [
    [8, 7.5, 0, 8, 6, 5, 0],
    [6, 0, 8, 8, 8, 4.5, 3],
    [0, 8, 7, 6.5, 8, 8, 0],
    [7.5, 7.5, 7.5, 7.5, 4, 0, 0],
    [4, 5, 6, 0, 8, 9, 6],
  ];
  return names.map((name, i) => ({
    name,
    role: i % 2 ? 'Counter' : 'Kitchen',
    days: base[i % base.length]!.slice(0, days).map((h) => h + Math.floor(i / 5) * 0.5),
    rate: rates[i % rates.length]!,
  }));
}
export function rotaRows(
  rs: RotaRow[],
  heads = { who: 'Name', hours: 'Total hrs', rate: 'Rate £/hr', pay: 'Pay £' },
  title = 'Café rota: week commencing 16/11/2026',
): ShapeRow[] {
  const n = rs[0]!.days.length;
  return [
    [title],
    [heads.who, 'Role', ...WEEKDAYS.slice(0, n), heads.hours, heads.rate, heads.pay],
    ...rs.map((r): ShapeRow => {
      const h = add(r.days);
      return [r.name, r.role, ...r.days, h, r.rate, c2(h * r.rate)];
    }),
  ];
}
