/** A climbing wall: a QuickBooks-style Profit and Loss export (title rows, indented accounts, one Total column). */
import { money, meanCents, pct, sum } from '../../expect';
import { asker, cell, refuse, type BlindBookDef } from '../kit';

export const climbing: BlindBookDef = {
  name: 'climbing',
  business: 'bouldering / climbing wall (CAD)',
  shape: 'QuickBooks-style P&L export, title rows, indented account column, cash-basis footer',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Profit and Loss');
    ws.addRow(['Crux Climbing Centre Inc.']);
    ws.addRow(['Profit and Loss']);
    ws.addRow(['January - December 2025']);
    ws.addRow([]);
    ws.addRow(['', 'Total']);
    const v = (lo: number, hi: number): bigint => BigInt(rnd.int(lo, hi) * 100 + rnd.int(0, 99));
    const inc = {
      day: v(60000, 110000),
      members: v(150000, 260000),
      courses: v(20000, 45000),
      cafe: v(15000, 30000),
    };
    const cogs = { cafe: v(6000, 12000) };
    const exp = {
      setting: v(18000, 30000),
      insurance: v(9000, 14000),
      rent: v(96000, 120000),
      wages: v(140000, 190000),
      utilities: v(12000, 22000),
    };
    const other = { interest: v(200, 900) };
    const ti = sum(Object.values(inc));
    const tc = sum(Object.values(cogs));
    const gp = ti - tc;
    const te = sum(Object.values(exp));
    const noi = gp - te;
    const net = noi + other.interest;
    const r = (label: string, x?: bigint): void =>
      void ws.addRow(x === undefined ? [label] : [label, cell(x)]);
    r('Income');
    r('   4000 Day Passes', inc.day);
    r('   4010 Memberships', inc.members);
    r('   4020 Courses & Coaching', inc.courses);
    r('   4100 Cafe Sales', inc.cafe);
    r('Total Income', ti);
    r('Cost of Goods Sold');
    r('   5000 Cafe Stock', cogs.cafe);
    r('Total Cost of Goods Sold', tc);
    r('Gross Profit', gp);
    r('Expenses');
    r('   6010 Route Setting', exp.setting);
    r('   6020 Insurance', exp.insurance);
    r('   6100 Rent', exp.rent);
    r('   6200 Staff Wages', exp.wages);
    r('   6300 Utilities', exp.utilities);
    r('Total Expenses', te);
    r('Net Operating Income', noi);
    r('Other Income');
    r('   7000 Interest Earned', other.interest);
    r('Total Other Income', other.interest);
    r('Net Income', net);
    ws.addRow([]);
    ws.addRow(['Cash Basis Monday, January 12, 2026 09:14 AM GMT-05:00']);

    const a = asker('climbing');
    a.q('what was our income in 2025', {
      value: [money(ti), money(ti + other.interest)],
      means: 'Total Income line, or Total Income plus Other Income (interest); both fair',
    });
    a.q('net income', { value: money(net), means: 'Net Income line' });
    a.q('how much did memberships bring in', {
      value: money(inc.members),
      means: '4010 Memberships',
    });
    a.q('total expenses', { value: money(te), means: 'Total Expenses' });
    a.q('what do we pay in rent', { value: money(exp.rent), means: '6100 Rent, year' });
    a.q('biggest expense', {
      value: money(exp.wages),
      at: 'Wages',
      means: 'largest line under Expenses (wages 140k+ vs rent up to 120k)',
    });
    a.q('what percent of income is memberships', {
      value: pct(inc.members, ti),
      means: 'Memberships / Total Income',
    });
    a.q('cafe profit', { value: money(inc.cafe - cogs.cafe), means: 'Cafe Sales - Cafe Stock' });
    a.q('net margin', { value: pct(net, ti), means: 'Net Income / Total Income' });
    a.q('gross profit', { value: money(gp), means: 'Gross Profit line' });
    a.q('how much interest did we earn', {
      value: money(other.interest),
      means: 'Interest Earned',
    });
    a.q('monthly average spend on wages', {
      value: meanCents(exp.wages, 12),
      means: 'Staff Wages / 12, to the cent',
    });
    a.q('how much did we make in june', refuse('the export is one column for the whole year'));
    a.q('how many members do we have', refuse('no counts of members'));
    return {
      questions: a.list,
      checks: [
        {
          what: 'net = income - cogs - expenses + other',
          a: net,
          b: ti - tc - te + other.interest,
        },
      ],
    };
  },
};
