/**
 * Gym (USD): a memberships / MRR sheet: month, members at start, new sign-ups, cancellations,
 * members at end, and monthly recurring revenue (Basic and Premium plans, and their total).
 */
import { growth, meanCents, money, pct } from '../../expect';
import { argmax, bsum, questionsFor } from '../q';
import { makeRng } from '../rng';
import { FMT, M, MONTHS, SheetWriter, newBook, toBytes } from '../sheet';
import type { Blind3Book } from '../types';

export async function gym(): Promise<Blind3Book> {
  const rng = makeRng(14);
  let members = 412;
  const rows = MONTHS.map((month, i) => {
    const start = members;
    const signups = i === 0 ? 71 : i === 8 ? 58 : rng.int(18, 52); // New Year's resolutions, back-to-routine September
    const cancelled = i === 1 ? 44 : rng.int(10, 34);
    members = start + signups - cancelled;
    const premium = Math.round(members * (0.22 + i * 0.006));
    const basic = members - premium;
    const basicMrr = BigInt(basic) * 4900n;
    const premiumMrr = BigInt(premium) * 8900n;
    return {
      month,
      start,
      signups,
      cancelled,
      end: members,
      basicMrr,
      premiumMrr,
      mrr: basicMrr + premiumMrr,
    };
  });
  const wb = newBook();
  const S = 'Memberships 2025';
  const w = new SheetWriter(wb.addWorksheet(S), FMT.usd);
  w.add(['Iron Harbor Fitness - memberships and MRR, 2025'], { bold: true });
  w.add(['Basic $49/mo, Premium $89/mo'], {});
  w.blank();
  w.add(
    [
      'Month',
      'Members (start)',
      'New sign-ups',
      'Cancellations',
      'Members (end)',
      'Basic MRR',
      'Premium MRR',
      'Total MRR',
    ],
    { bold: true },
  );
  const first = w.row + 1;
  for (const r of rows)
    w.add([
      r.month,
      r.start,
      r.signups,
      r.cancelled,
      r.end,
      M(r.basicMrr),
      M(r.premiumMrr),
      M(r.mrr),
    ]);
  const last = w.row;

  const jan = rows[0]!;
  const dec = rows[11]!;
  const mostCancel = argmax(rows, (r) => BigInt(r.cancelled));
  const bestSignups = argmax(rows.slice(1), (r) => BigInt(r.signups));
  const june = rows[5]!;
  const signups = rows.reduce((s, r) => s + r.signups, 0);
  const cancels = rows.reduce((s, r) => s + r.cancelled, 0);
  const totalMrr = bsum(rows.map((r) => r.mrr));

  const { list, ask, refuse } = questionsFor('gym');
  ask('mrr in december', { value: money(dec.mrr) }, 'Total MRR, December', {
    sheet: S,
    range: `H${last}`,
    op: 'value',
  });
  ask(
    'how much did MRR grow over the year in %',
    { value: growth(jan.mrr, dec.mrr) },
    '(Dec Total MRR - Jan Total MRR) / Jan Total MRR',
  );
  ask('total new sign ups this year', { value: String(signups) }, 'sum of New sign-ups', {
    sheet: S,
    range: `C${first}:C${last}`,
    op: 'sum',
  });
  ask('how many people cancelled in 2025', { value: String(cancels) }, 'sum of Cancellations', {
    sheet: S,
    range: `D${first}:D${last}`,
    op: 'sum',
  });
  ask(
    'churn rate in june',
    { value: pct(june.cancelled, june.start) },
    'June Cancellations / June Members (start), percent',
  );
  ask(
    'which month had the most cancellations',
    { value: String(mostCancel.cancelled), at: mostCancel.month.slice(0, 3) },
    'month with the largest Cancellations',
  );
  ask(
    'members at the end of september',
    { value: String(rows[8]!.end) },
    'Members (end), September',
  );
  ask('average MRR', { value: meanCents(totalMrr, 12) }, 'mean of Total MRR over the 12 months', {
    sheet: S,
    range: `H${first}:H${last}`,
    op: 'mean',
  });
  ask(
    'whats our annual run rate',
    { value: money(dec.mrr * 12n) },
    'latest (December) Total MRR x 12',
  );
  ask(
    'net member growth for the year',
    { value: String(dec.end - jan.start) },
    'Members (end) December - Members (start) January',
  );
  ask('premium mrr in march', { value: money(rows[2]!.premiumMrr) }, 'Premium MRR, March');
  ask(
    'apart from january, which month had the most sign ups',
    { value: String(bestSignups.signups), at: bestSignups.month.slice(0, 3) },
    'largest New sign-ups, February to December',
  );
  ask(
    'total recurring revenue billed in 2025',
    { value: money(totalMrr) },
    'sum of Total MRR over the 12 months',
    { sheet: S, range: `H${first}:H${last}`, op: 'sum' },
  );
  refuse(
    'whats the lifetime value of a member',
    'needs a churn model and margins, not in the sheet',
  );
  refuse('how many check ins did we have', 'no visits');
  refuse('revenue from personal training', 'memberships only');

  return {
    name: 'gym',
    business: 'gym',
    shape: 'memberships and MRR by month, counts and money side by side',
    bytes: await toBytes(wb),
    questions: list,
    totals: rows.map((_, i) => ({
      sheet: S,
      total: `H${first + i}`,
      parts: `F${first + i}:G${first + i}`,
    })),
  };
}
