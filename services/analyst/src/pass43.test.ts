/**
 * Issue 13, pass 43: layouts refused again and again on the newest blind sets
 * (pass43-shapes.ts), each asked over a few variants (labels, currencies, sizes). Every figure
 * is computed here from the shape's own data; each question is answered right or refused, never
 * with another figure.
 */
import { bookOf } from './pass5-shapes';
import * as S from './pass43-shapes';
import { ask, expectRefused, expectValue, r2, sum } from './pass-expect';

describe('M1: a register for one period named in its title is that period', () => {
  it.each([
    [
      'Pay period: October 2026 (monthly, paid 30/10/2026)',
      ['Aisha Khan', 'Tom Burke', 'Mei Lin', 'Gareth Price', 'Sofia Rossi'],
      1,
    ],
    [
      'Payroll register — October 2026 (pay date 28/10/2026)',
      ['Ana', 'Ben', 'Cai', 'Dee', 'Eli', 'Fay', 'Gus'],
      1.35,
    ],
    ['Salaries for Oct 2026', ['R. Patel', 'S. Okafor', 'T. Nguyen'], 0.8],
  ] as Array<[string, string[], number]>)('%s', async (title, names, k) => {
    const ps = S.payslips(names, k);
    const wb = await bookOf([{ name: 'Payroll', rows: S.payrollPeriodRows(ps, title) }]);
    const gross = sum(ps.map((p) => p.gross));
    const top = ps.reduce((a, b) => (b.gross > a.gross ? b : a));
    expectValue(wb, 'total gross pay this month', gross);
    expectValue(wb, 'gross pay for october', gross);
    expectValue(wb, 'PAYE this month', sum(ps.map((p) => p.paye)));
    expectValue(wb, 'net pay in october 2026', sum(ps.map((p) => p.net)));
    const a = ask(wb, 'who had the biggest gross pay this month');
    expect([a.refused, a.text]).toEqual([false, expect.stringContaining(top.name)]);
    expectRefused(wb, 'gross pay in september', /October 2026/);
    expectRefused(wb, 'gross pay for october 2025');
  });
  it('a title month long past is no "this month": refused naming it', async () => {
    const ps = S.payslips();
    const wb = await bookOf([
      { name: 'Payroll', rows: S.payrollPeriodRows(ps, 'Payroll register — July 2026') },
    ]);
    expectValue(wb, 'gross pay for july', sum(ps.map((p) => p.gross)));
    expectRefused(wb, 'total gross pay this month', /July 2026/);
    expectRefused(wb, 'gross pay last month', /July 2026/);
  });
});

describe('M3: two header rows, a group over its channels: a group is the sum of its columns', () => {
  it.each([
    [
      [
        ['English', ['Group', '1:1', 'Online']],
        ['Spanish', ['Group', 'Online']],
        ['Japanese', ['Group', 'Online']],
      ],
      1,
      'English',
      'Japanese',
    ],
    [
      [
        ['French', ['Group', 'Online']],
        ['German', ['Group', '1:1', 'Online']],
        ['Italian', ['Group', 'Online']],
        ['English', ['Group', 'Online']],
      ],
      2.5,
      'German',
      'English',
    ],
  ] as Array<[Array<[string, string[]]>, number, string, string]>)(
    'groups %j, scale %d',
    async (groups, k, oneToOne, third) => {
      const cols = S.groupChannels(groups, k);
      const wb = await bookOf([{ name: 'Revenue', rows: S.groupChannelRows(cols).rows }]);
      const total = (f: (c: S.GroupCol) => boolean, months?: number[]) =>
        sum(
          cols.filter(f).flatMap((c) => c.values.filter((_, m) => !months || months.includes(m))),
        );
      const byGroup = groups.map(([g]) => total((c) => c.group === g));
      const top = groups[byGroup.indexOf(Math.max(...byGroup))]![0];
      const a = ask(wb, 'which language earns us the most');
      expect([a.refused, a.figures[0]?.at, r2(Number(a.figures[0]?.value))]).toEqual([
        false,
        top,
        r2(Math.max(...byGroup)),
      ]);
      const all = total(() => true);
      expectValue(
        wb,
        `what share of revenue is one-to-one ${oneToOne.toLowerCase()}`,
        (total((c) => c.group === oneToOne && c.channel === '1:1') / all) * 100,
      );
      expectValue(
        wb,
        'how much came from online classes altogether',
        total((c) => c.channel === 'Online'),
      );
      expectValue(
        wb,
        `${third.toLowerCase()} group lessons in Q1`,
        total((c) => c.group === third && c.channel === 'Group', [0, 1, 2]),
      );
    },
  );
});

describe('M4: weekday columns are the days named; "hours" is the hours column, never the rate', () => {
  it.each([
    [
      7,
      { who: 'Name', hours: 'Total hrs', rate: 'Rate £/hr', pay: 'Pay £' },
      ['Aroha', 'Mei', 'Jonas', 'Priya', 'Luca'],
    ],
    [
      5,
      { who: 'Tech', hours: 'Total hours', rate: 'Rate $/hr', pay: 'Pay $' },
      ['Aroha', 'Mei', 'Wiremu', 'Sam'],
    ],
    [
      6,
      { who: 'Instructor', hours: 'Total hrs', rate: 'Rate €/hr', pay: 'Pay €' },
      ['Aroha', 'Mei', 'Kofi', 'Ines', 'Dan', 'Ola'],
    ],
  ] as Array<[number, { who: string; hours: string; rate: string; pay: string }, string[]]>)(
    '%d days, %j',
    async (n, heads, names) => {
      const rs = S.rota(names, n);
      const wb = await bookOf([{ name: 'Rota', rows: S.rotaRows(rs, heads) }]);
      const hrs = rs.map((r) => sum(r.days));
      const day = (i: number, f: (r: S.RotaRow) => boolean = () => true) =>
        sum(rs.filter(f).map((r) => r.days[i]!));
      expectValue(wb, 'hours on friday', day(4));
      expectValue(
        wb,
        'Aroha hours on thursday',
        day(3, (r) => r.name === 'Aroha'),
      );
      expectValue(wb, 'how many hours on tuesday', day(1));
      if (n >= 6) expectValue(wb, 'saturday hours', day(5));
      const top = Math.max(...hrs);
      if (hrs.filter((h) => h === top).length === 1) {
        const a = ask(wb, 'who did the most hours');
        expect([a.refused, r2(Number(a.figures[0]?.value))]).toEqual([false, top]);
        expect(a.text).toContain(rs[hrs.indexOf(top)]!.name);
        expectValue(wb, 'who put in the most hours', top);
      }
      expectValue(wb, "Mei's hours", hrs[1]!);
      expectValue(wb, 'counter staff hours', sum(hrs.filter((_, i) => rs[i]!.role === 'Counter')));
      const byDay = Array.from({ length: n }, (_, i) => day(i));
      const most = Math.max(...byDay);
      if (byDay.filter((x) => x === most).length === 1)
        expectValue(wb, 'busiest day for staff hours', most);
      // a rate is never hours, and hours are never a rate
      expectValue(wb, "what is Mei's hourly rate", rs[1]!.rate);
    },
  );
});
