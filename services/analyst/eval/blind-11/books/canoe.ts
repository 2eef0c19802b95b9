/** A canoe club: cash-flow statement in thousands, numeric year headers newest first, negatives shown in brackets. */
import { growth } from '../../expect';
import { asker, refuse, type BlindBookDef } from '../kit';

/** Whole thousands: the statement's own figure, or the same in units (both fair readings of "in thousands"). */
const k = (x: number): string[] => [String(x), String(x * 1000)];

export const canoe: BlindBookDef = {
  name: 'canoe',
  business: 'canoe club (CAD, in thousands)',
  shape:
    'cash-flow statement, sections, in thousands, year columns newest first, brackets for negatives',
  build(wb, rnd) {
    const ws = wb.addWorksheet('Cash flow');
    ws.addRow(['Riverbend Canoe Club']);
    ws.addRow(['Statement of cash flows for the years ended 31 March']);
    ws.addRow(['(in thousands of Canadian dollars)']);
    ws.addRow([]);
    ws.addRow([null, 2025, 2024]);
    const y = (lo: number, hi: number, sign = 1): [number, number] => [
      sign * rnd.int(lo, hi),
      sign * rnd.int(lo, hi),
    ];
    const op = {
      fees: y(80, 140),
      hire: y(30, 70),
      coaches: y(40, 70, -1),
      boats: y(8, 25, -1),
      insurance: y(6, 12, -1),
    };
    const inv = { canoes: y(15, 60, -1), sale: y(1, 9) };
    const fin = { grant: y(5, 30), loan: y(6, 12, -1) };
    const tot = (o: Record<string, [number, number]>): [number, number] =>
      [0, 1].map((i) => Object.values(o).reduce((s, v) => s + v[i]!, 0)) as [number, number];
    const nop = tot(op);
    const ninv = tot(inv);
    const nfin = tot(fin);
    const inc: [number, number] = [nop[0] + ninv[0] + nfin[0], nop[1] + ninv[1] + nfin[1]];
    const start24 = rnd.int(20, 60);
    const end24 = start24 + inc[1];
    const start25 = end24;
    const end25 = start25 + inc[0];
    const r = (label: string, v?: [number, number]): void =>
      void ws.addRow(v ? [label, ...v] : [label]);
    r('Cash flows from operating activities');
    r('Membership fees received', op.fees);
    r('Boat hire and courses', op.hire);
    r('Payments to coaches', op.coaches);
    r('Boat repairs and maintenance', op.boats);
    r('Insurance', op.insurance);
    r('Net cash from operating activities', nop);
    r('Cash flows from investing activities');
    r('Purchase of canoes and kayaks', inv.canoes);
    r('Proceeds from sale of old boats', inv.sale);
    r('Net cash used in investing activities', ninv);
    r('Cash flows from financing activities');
    r('Provincial grant received', fin.grant);
    r('Loan repayments', fin.loan);
    r('Net cash from financing activities', nfin);
    r('Net increase (decrease) in cash', inc);
    r('Cash at beginning of year', [start25, start24]);
    r('Cash at end of year', [end25, end24]);
    ws.getColumn(2).numFmt = '#,##0;(#,##0)';
    ws.getColumn(3).numFmt = '#,##0;(#,##0)';

    const a = asker('canoe');
    a.q('how much cash did operations generate this year', {
      value: k(nop[0]),
      means: 'Net cash from operating activities, 2025 (thousands)',
    });
    a.q('cash at the end of 2025', { value: k(end25), means: 'Cash at end of year, 2025' });
    a.q('what did we spend on new boats last year', {
      value: k(inv.canoes[1]),
      abs: true,
      means: 'Purchase of canoes and kayaks, 2024 (an outflow; sign either way)',
    });
    a.q('membership fees 2025 vs 2024 growth', {
      value: growth(op.fees[1], op.fees[0]),
      means: '(2025-2024)/2024 membership fees, percent',
    });
    a.q('net change in cash 2024', {
      value: k(inc[1]),
      means: 'Net increase (decrease) in cash, 2024',
    });
    a.q('how much grant money did we get in 2025', {
      value: k(fin.grant[0]),
      means: 'Provincial grant received 2025',
    });
    a.q('total paid to coaches over both years', {
      value: k(op.coaches[0] + op.coaches[1]),
      abs: true,
      means: 'Payments to coaches 2025 + 2024 (outflow)',
    });
    a.q('investing cash flow this year', {
      value: k(ninv[0]),
      means: 'Net cash used in investing activities 2025 (negative = out)',
    });
    a.q('opening cash 2024', { value: k(start24), means: 'Cash at beginning of year, 2024' });
    a.q('what did insurance cost this year', {
      value: k(op.insurance[0]),
      abs: true,
      means: 'Insurance 2025 (outflow)',
    });
    a.q('financing cash flow last year', {
      value: k(nfin[1]),
      means: 'Net cash from financing activities 2024',
    });
    a.q('how many members do we have', refuse('no member counts'));
    a.q('what was our surplus', refuse('a cash-flow statement; no income statement surplus'));
    return {
      questions: a.list,
      checks: [{ what: 'start + change = end', a: BigInt(start25 + inc[0]), b: BigInt(end25) }],
    };
  },
};
