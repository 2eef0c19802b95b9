/** SEO agency ($): QuickBooks-style Profit and Loss by quarter, title rows, numbered indented accounts, footer. */
import { growth, meanCents, money, pct, sum } from '../../expect';
import { argMax, asker, cell, int, refuse, rng, SEED, type BookSpec, type Cell } from '../lib';

export function seoAgency(): BookSpec {
  const r = rng(SEED + 5);
  const qLabels = ['Jan - Mar 2025', 'Apr - Jun 2025', 'Jul - Sep 2025', 'Oct - Dec 2025'];
  const g = (lo: number, hi: number): number[] => qLabels.map(() => int(r, lo, hi));
  const inc: Array<[string, number[]]> = [
    ['4000 Retainers', g(9000000, 13000000)],
    ['4100 Audits', g(1500000, 4000000)],
    ['4200 Link building', g(2000000, 5000000)],
  ];
  const exp: Array<[string, number[]]> = [
    ['6000 Contractors', g(4000000, 6500000)],
    ['6100 Software subscriptions', g(600000, 1100000)],
    ['6200 Advertising', g(300000, 1500000)],
    ['6300 Office rent', g(900000, 950000)],
  ];
  const tot = (sec: Array<[string, number[]]>): bigint[] =>
    qLabels.map((_, i) => sum(sec.map(([, v]) => v[i]!)));
  const ti = tot(inc);
  const te = tot(exp);
  const ni = qLabels.map((_, i) => ti[i]! - te[i]!);
  const line = (l: string, v: Array<number | bigint>): Cell[] => [l, ...v.map(cell), cell(sum(v))];
  const rows: Cell[][] = [
    ['Rankwell Digital LLC'],
    ['Profit and Loss'],
    ['January - December 2025'],
    [],
    [null, ...qLabels, 'Total'],
    ['Income'],
    ...inc.map(([l, v]) => line(`   ${l}`, v)),
    line('Total Income', ti),
    line('Gross Profit', ti),
    ['Expenses'],
    ...exp.map(([l, v]) => line(`   ${l}`, v)),
    line('Total Expenses', te),
    line('Net Operating Income', ni),
    line('Net Income', ni),
    [],
    ['Accrual basis  Monday, January 12, 2026 09:14 AM GMT-05:00'],
  ];
  const expTot = exp.map(([, v]) => sum(v));
  const { qs, q } = asker('seo-agency');
  q(
    'retainer revenue for the year',
    { value: money(sum(inc[0]![1])) },
    '4000 Retainers, Total column',
  );
  q('total income Q3', { value: money(ti[2]!) }, 'Total Income, Jul - Sep 2025');
  q('net income for 2025', { value: money(sum(ni)) }, 'Net Income, Total column');
  q(
    'best quarter?',
    {
      at: [qLabels[argMax(ni)]!, `Q${argMax(ni) + 1}`, qLabels[argMax(ti)]!, `Q${argMax(ti) + 1}`],
    },
    'quarter with the largest Net Income or Total Income (both readings of "best" accepted)',
  );
  q(
    'how much did we pay for software this year',
    { value: money(expTot[1]!) },
    '6100 Software subscriptions, Total',
  );
  q(
    'contractors as a percentage of income',
    { value: pct(expTot[0]!, sum(ti)) },
    'Contractors total / Total Income total',
  );
  q('biggest expense', { at: ['Contractors'] }, 'account with the largest total expense');
  q('audits in q1', { value: money(inc[1]![1][0]!) }, 'single cell');
  q(
    'total expenses in the last quarter',
    { value: money(te[3]!) },
    'Total Expenses, Oct - Dec 2025',
  );
  q(
    'link building second half of the year',
    { value: money(inc[2]![1][2]! + inc[2]![1][3]!) },
    'Link building Q3 + Q4',
  );
  q(
    'how much did net income grow from q1 to q4',
    { value: growth(ni[0]!, ni[3]!) },
    '(Q4-Q1)/|Q1| of Net Income',
  );
  q('average quarterly income', { value: meanCents(sum(ti), 4) }, 'Total Income total / 4');
  q('advertising full year', { value: money(expTot[2]!) }, '6200 Advertising total');
  q('how many clients are on retainer', refuse, 'no client counts');
  q('what is our churn rate', refuse, 'no client or subscription data');
  q('advertising in may', refuse, 'quarterly columns only; May alone is not on the sheet');
  if (argMax(expTot) !== 0) throw new Error('seo-agency: contractors must be the largest expense');
  return {
    name: 'seo-agency',
    business: 'SEO agency',
    sheets: [{ name: 'Profit and Loss', rows }],
    questions: qs,
    checks: [
      [
        'quarters sum = accounts sum',
        sum(ti) - sum(te),
        sum(inc.map(([, v]) => sum(v))) - sum(expTot),
      ],
    ],
  };
}
