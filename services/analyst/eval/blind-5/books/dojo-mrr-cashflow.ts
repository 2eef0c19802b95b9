/**
 * A martial-arts school, two sheets ($): a memberships / MRR sheet by month and a cash-flow
 * statement (operating, investing, financing sections, negatives in parentheses).
 */
import { BookKit, MON, MONTHS, cell, int, type BuiltBook } from '../kit/kit';
import { argExtreme, growth, money, pct, total, uniqueExtreme } from '../kit/money';

export async function buildDojoMrrCashflow(): Promise<BuiltBook> {
  const k = new BookKit(
    'dojo-mrr-cashflow',
    'martial-arts school',
    'memberships/MRR sheet + cash-flow statement',
  );
  const fee = (m: number): number => (m < 6 ? 89_00 : 95_00);
  let members = int(k.rng, 140, 170);
  const rows = MONTHS.map((_, m) => {
    const start = members;
    const joined = int(k.rng, 6, 22);
    const left = int(k.rng, 3, 12);
    members = start + joined - left;
    return { start, joined, left, end: members, fee: fee(m), mrr: members * fee(m) };
  });
  const ms = k.wb.addWorksheet('Members');
  ms.addRow(['Iron Crane Dojo - memberships 2025']);
  ms.addRow([
    'Month',
    'Members (start)',
    'New',
    'Cancelled',
    'Members (end)',
    'Monthly fee',
    'MRR',
  ]);
  rows.forEach((r, i) => {
    const x = ms.addRow([
      `${MON[i]} 2025`,
      r.start,
      r.joined,
      r.left,
      r.end,
      cell(r.fee),
      cell(r.mrr),
    ]);
    x.getCell(6).numFmt = '"$"#,##0.00';
    x.getCell(7).numFmt = '"$"#,##0.00';
  });
  ms.addRow([]);
  ms.addRow(['Fee went up from $89 to $95 on 1 July. MRR = members at month end x fee.']);

  const r = (lo: number, hi: number): number => int(k.rng, lo, hi) * 100 + int(k.rng, 0, 99);
  const received = total(rows.map((x) => x.mrr)) - r(1000, 3000);
  const instructors = -r(62000, 70000);
  const rent = -r(36000, 36000);
  const otherOp = -r(9000, 14000);
  const operating = received + instructors + rent + otherOp;
  const mats = -r(6000, 9000);
  const investing = mats;
  const loan = -r(7200, 7200);
  const drawings = -r(24000, 30000);
  const financing = loan + drawings;
  const change = operating + investing + financing;
  const opening = r(15000, 22000);
  const closing = opening + change;

  const cs = k.wb.addWorksheet('Cash flow');
  const fmt = '#,##0.00;(#,##0.00)';
  cs.addRow(['Iron Crane Dojo']);
  cs.addRow(['Statement of cash flows, year ended 31 Dec 2025 (USD)']);
  cs.addRow([]);
  const line = (label: string, v?: number): void => {
    const x = cs.addRow(v === undefined ? [label] : [label, cell(v)]);
    if (v !== undefined) x.getCell(2).numFmt = fmt;
  };
  line('Cash flows from operating activities');
  line('Cash received from members', received);
  line('Paid to instructors', instructors);
  line('Rent paid', rent);
  line('Other operating payments', otherOp);
  line('Net cash from operating activities', operating);
  cs.addRow([]);
  line('Cash flows from investing activities');
  line('Purchase of mats and equipment', mats);
  line('Net cash used in investing activities', investing);
  cs.addRow([]);
  line('Cash flows from financing activities');
  line('Loan repayments', loan);
  line("Owner's drawings", drawings);
  line('Net cash used in financing activities', financing);
  cs.addRow([]);
  line('Net increase (decrease) in cash', change);
  line('Cash at beginning of year', opening);
  line('Cash at end of year', closing);

  const joined = rows.map((x) => x.joined);
  k.check(
    'members roll forward: first start + new - cancelled = last end',
    rows[0]!.start + total(joined) - total(rows.map((x) => x.left)) === rows[11]!.end,
  );
  k.check(
    'sections add up to the net change',
    change === received + instructors + rent + otherOp + mats + loan + drawings,
  );
  k.check('busiest sign-up month unique', uniqueExtreme(joined, 'max'));
  const bestJoin = argExtreme(joined, 'max');

  k.ask('whats our MRR in december', { value: money(rows[11]!.mrr), means: 'MRR, Dec 2025' });
  k.ask('how many new members did we sign in 2025', {
    value: String(total(joined)),
    means: 'sum of New',
  });
  k.ask('how many cancellations this year', {
    value: String(total(rows.map((x) => x.left))),
    means: 'sum of Cancelled',
  });
  k.ask('churn in march', {
    value: pct(rows[2]!.left, rows[2]!.start),
    tol: 0.01,
    means: 'March Cancelled / March Members (start) * 100',
  });
  k.ask('how many members did we end the year with', {
    value: String(rows[11]!.end),
    means: 'Members (end), Dec 2025',
  });
  k.ask('MRR growth from january to december', {
    value: growth(rows[0]!.mrr, rows[11]!.mrr),
    tol: 0.01,
    means: '(Dec MRR - Jan MRR) / Jan MRR * 100',
  });
  k.ask('which month had the most sign ups', {
    value: String(joined[bestJoin]!),
    at: [MON[bestJoin]!, MONTHS[bestJoin]!],
    means: 'largest New',
  });
  k.ask('annual recurring revenue based on december', {
    value: money(rows[11]!.mrr * 12),
    means: 'Dec MRR * 12',
  });
  k.ask('net cash from operations', {
    value: money(operating),
    means: 'Net cash from operating activities',
  });
  k.ask('how much cash did we have at year end', {
    value: money(closing),
    means: 'Cash at end of year',
  });
  k.ask('what did we spend on equipment', {
    value: money(mats),
    abs: true,
    means: 'Purchase of mats and equipment (an outflow)',
  });
  k.ask('how much did the owner take out', {
    value: money(drawings),
    abs: true,
    means: "Owner's drawings (an outflow)",
  });
  k.ask('net change in cash for the year', {
    value: money(change),
    abs: true,
    means: 'Net increase (decrease) in cash',
  });
  k.ask('cash paid to instructors', {
    value: money(instructors),
    abs: true,
    means: 'Paid to instructors (an outflow)',
  });
  k.ask('members at the start of june', {
    value: String(rows[5]!.start),
    means: 'Members (start), Jun 2025',
  });
  k.refuse(
    'whats our churn rate',
    'ambiguous: one month, an average of months, or the year; a question back is fair',
  );
  k.refuse('what is the lifetime value of a member', 'no tenure or margin data');
  return k.done();
}
