/**
 * A mobile mechanic's QuickBooks-style "Profit and Loss" export in ringgit: company / report /
 * period title rows, an indented account column with account numbers, months as columns
 * ("Jan 2025") and a Total column, "Total ..." lines, Gross Profit and Net Income.
 */
import { growth, pct } from '../../expect';
import { hundredths } from '../../expect';
import {
  argMax,
  cell,
  monthPlaces,
  newBook,
  questionList,
  sumOf,
  toBytes,
  type BookDef,
  type Rng,
} from '../lib';

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const INCOME: Array<[string, number, number]> = [
  ['4000 Labour income', 6000, 11000],
  ['4100 Parts resold', 3000, 7000],
  ['4200 Call-out fees', 400, 1200],
];
const COGS: Array<[string, number, number]> = [['5000 Parts purchased', 2000, 5000]];
const EXP: Array<[string, number, number]> = [
  ['6100 Fuel', 500, 1100],
  ['6200 Phone & internet', 120, 180],
  ['6300 Van insurance', 350, 350],
  ['6400 Tools & equipment', 0, 1500],
  ['6500 Bank charges', 20, 60],
];

export const mobileMechanicQb: BookDef = {
  name: 'mobile-mechanic-qb',
  business: 'mobile mechanic',
  shape: 'QuickBooks-style P&L export by month, indented accounts, RM',
  async build(rng: Rng) {
    const gen = (ls: Array<[string, number, number]>): bigint[][] =>
      ls.map(([, lo, hi]) => SHORT.map(() => BigInt(rng.int(lo * 100, hi * 100))));
    const inc = gen(INCOME);
    const cogs = gen(COGS);
    const exp = gen(EXP);
    const col = (rows: bigint[][]): bigint[] => SHORT.map((_, m) => sumOf(rows.map((r) => r[m]!)));
    const incT = col(inc);
    const cogsT = col(cogs);
    const expT = col(exp);
    const gp = incT.map((v, m) => v - cogsT[m]!);
    const net = gp.map((v, m) => v - expT[m]!);
    const tot = (r: bigint[]): bigint => sumOf(r);

    const wb = newBook();
    const ws = wb.addWorksheet('Profit and Loss');
    ws.addRow(['Ah Seng Mobile Auto Services']);
    ws.addRow(['Profit and Loss']);
    ws.addRow(['January - December 2025']);
    ws.addRow([]);
    ws.addRow(['', ...SHORT.map((s) => `${s} 2025`), 'Total']);
    const line = (label: string, r: bigint[]): void => {
      ws.addRow([label, ...r.map(cell), cell(tot(r))]);
    };
    ws.addRow(['Income']);
    INCOME.forEach(([l], i) => line(`   ${l}`, inc[i]!));
    line('Total Income', incT);
    ws.addRow(['Cost of Goods Sold']);
    COGS.forEach(([l], i) => line(`   ${l}`, cogs[i]!));
    line('Total Cost of Goods Sold', cogsT);
    line('Gross Profit', gp);
    ws.addRow(['Expenses']);
    EXP.forEach(([l], i) => line(`   ${l}`, exp[i]!));
    line('Total Expenses', expT);
    line('Net Operating Income', net);
    line('Net Income', net);
    ws.addRow([]);
    ws.addRow(['Cash Basis  Monday, 5 January 2026 09:14 AM GMT+08:00']);

    const Q = questionList('mobile-mechanic-qb');
    const bestNet = argMax(net);
    const expTot = EXP.map((_, i) => tot(exp[i]!));
    const bigExp = argMax(expTot);
    Q.ask('net income for 2025', { value: hundredths(tot(net)) }, 'Net Income, Total column');
    Q.ask(
      'how much labour did we bill',
      { value: hundredths(tot(inc[0]!)) },
      'Labour income, Total',
    );
    Q.ask('fuel for the year', { value: hundredths(tot(exp[0]!)) }, 'Fuel, Total');
    Q.ask(
      'total expenses',
      { value: hundredths(tot(expT)) },
      'Total Expenses, Total column (COGS not included: QuickBooks keeps it apart)',
    );
    Q.ask(
      'gross profit margin %',
      { value: pct(tot(gp), tot(incT)) },
      'Gross Profit / Total Income * 100, Total column',
    );
    Q.ask(
      'what is our biggest expense',
      { value: hundredths(expTot[bigExp]!), at: EXP[bigExp]![0].slice(5) },
      'expense account with the largest Total',
    );
    Q.ask('how did we do in march', { value: hundredths(net[2]!) }, 'Net Income, Mar 2025');
    Q.ask(
      'best month for profit',
      { value: hundredths(net[bestNet]!), at: monthPlaces(bestNet, 2025) },
      'month with the largest Net Income',
    );
    Q.ask(
      'total income in q3',
      { value: hundredths(incT[6]! + incT[7]! + incT[8]!) },
      'Total Income Jul+Aug+Sep',
    );
    Q.ask(
      'parts purchased in june',
      { value: hundredths(cogs[0]![5]!) },
      'Parts purchased, Jun 2025',
    );
    Q.ask('call out fees total', { value: hundredths(tot(inc[2]!)) }, 'Call-out fees, Total');
    Q.ask(
      'how much did income grow from january to december %',
      { value: growth(incT[0]!, incT[11]!) },
      '(Dec Total Income - Jan) / Jan * 100',
    );
    Q.ask('what did we pay in tax', { refuse: true }, 'no tax account in the report');
    Q.ask('how many cars did we fix', { refuse: true }, 'no job counts');

    return {
      bytes: await toBytes(wb),
      questions: Q.all,
      checks: [
        {
          what: 'net = income - cogs - expenses',
          a: tot(net),
          b: tot(incT) - tot(cogsT) - tot(expT),
        },
      ],
    };
  },
};
