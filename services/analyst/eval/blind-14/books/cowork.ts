/**
 * A coworking space's memberships / MRR sheet (R): months as columns "Jan 2025".."Dec 2025",
 * a two-row block per plan (members; MRR), the plan name only on the first row of each block,
 * an MRR total row, and a "churned members" line under the table.
 */
import ExcelJS from 'exceljs';
import {
  asker,
  cell,
  growth,
  int,
  money,
  pct,
  rng,
  sum,
  toBytes,
  argmax,
  MONTHS,
  type BlindBook,
} from '../kit';

const PLANS: Array<[string, number]> = [
  ['Hot desk', 185000],
  ['Fixed desk', 320000],
  ['Private office (4)', 1450000],
  ['Virtual office', 45000],
];

export async function coworkBook(): Promise<BlindBook> {
  const r = rng(15);
  const members = PLANS.map((_, i) => {
    let m = int(r, [20, 10, 2, 15][i]!, [35, 18, 5, 30][i]!);
    return MONTHS.map(() => (m = Math.max(0, m + int(r, -3, 4))));
  });
  const mrr = PLANS.map(([, price], i) => members[i]!.map((n) => BigInt(n * price)));
  const mrrTotal = MONTHS.map((_, k) => sum(mrr.map((p) => p[k]!)));
  const churn = MONTHS.map(() => int(r, 0, 6));

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('MRR');
  ws.addRow(['The Bench Coworking, Cape Town — memberships 2025']);
  ws.addRow(['Plan', 'Measure', ...MONTHS.map((m) => `${m} 2025`)]);
  PLANS.forEach(([name], i) => {
    ws.addRow([name, 'Members', ...members[i]!]);
    ws.addRow([null, 'MRR (R)', ...mrr[i]!.map(cell)]);
  });
  ws.addRow(['Total MRR', 'R', ...mrrTotal.map(cell)]);
  ws.addRow([]);
  ws.addRow(['Churned members', '', ...churn]);

  const best = argmax(mrrTotal);
  const dec = 11;
  const totalMembers = (k: number): number => members.reduce((s, m) => s + m[k]!, 0);
  const { q, list } = asker('cowork');
  q('what is our MRR in december', { value: money(mrrTotal[dec]!) }, 'Total MRR, Dec 2025');
  q(
    'how much did MRR grow over the year',
    { value: growth(mrrTotal[0]!, mrrTotal[dec]!) },
    '(Dec - Jan)/Jan of Total MRR, %',
  );
  q(
    'best month for mrr',
    { value: money(mrrTotal[best]!), at: MONTHS[best]! },
    'month with the largest Total MRR',
  );
  q(
    'how many hot desk members in june',
    { value: String(members[0]![5]!) },
    'Hot desk, Members, Jun 2025',
  );
  q(
    'private office MRR in september',
    { value: money(mrr[2]![8]!) },
    'Private office (4), MRR, Sep 2025',
  );
  q(
    'total members at the end of the year',
    { value: String(totalMembers(dec)) },
    'sum of Members rows, Dec 2025',
  );
  q('annual run rate in december', { value: money(mrrTotal[dec]! * 12n) }, 'Dec Total MRR x 12');
  q(
    'total membership revenue for 2025',
    { value: money(sum(mrrTotal)) },
    'sum of Total MRR over the 12 months',
  );
  q(
    'how many members churned during the year',
    { value: String(churn.reduce((a, b) => a + b, 0)) },
    'sum of Churned members',
  );
  q(
    'virtual office mrr in january',
    { value: money(mrr[3]![0]!) },
    'Virtual office, MRR, Jan 2025',
  );
  q(
    'what share of december MRR comes from fixed desks',
    { value: pct(mrr[1]![dec]!, mrrTotal[dec]!) },
    'Fixed desk MRR Dec / Total MRR Dec, %',
  );
  q(
    'MRR change from march to april',
    { value: money(mrrTotal[3]! - mrrTotal[2]!) },
    'Total MRR Apr - Mar',
  );
  q(
    'fixed desk members in oct',
    { value: String(members[1]![9]!) },
    'Fixed desk, Members, Oct 2025',
  );
  q(
    'what is our churn rate',
    { refuse: true },
    'ambiguous: monthly or yearly, over which base; the sheet does not define it',
  );
  q(
    'what is the lifetime value of a member',
    { refuse: true },
    'needs assumptions not in the sheet',
  );
  q(
    'how many new members joined in may',
    { refuse: true },
    'sign-ups are not recorded (only members and churn)',
  );
  return {
    name: 'cowork',
    business: 'coworking memberships / MRR (R)',
    bytes: await toBytes(wb),
    questions: list,
    checks: [{ what: 'plan MRR sums to total', a: sum(mrr.map((p) => sum(p))), b: sum(mrrTotal) }],
  };
}
