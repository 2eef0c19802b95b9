/** Yoga studio (Bengaluru), memberships / MRR in ₹: plans down, months across as "2025-01", stacked member-count table below. */
import ExcelJS from 'exceljs';
import {
  argmax,
  asker,
  cell,
  growth,
  hundredths as m,
  int,
  monthAt,
  pct,
  PCT,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function yoga(): BlindBook {
  const r = rng(SEED + 10);
  const plans: Array<[string, number]> = [
    ['Drop-in pack', 1_800_00],
    ['Monthly unlimited', 3_499_00],
    ['Morning only', 2_199_00],
    ['Corporate', 2_750_00],
  ];
  const months = Array.from({ length: 9 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);
  const members = plans.map(() => {
    let n = int(r, 15, 60);
    return months.map(() => (n = Math.max(3, n + int(r, -6, 9))));
  });
  const mrr = members.map((row, p) => row.map((n) => n * plans[p]![1]));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('MRR');
  ws.addRow(['Prana Loft — monthly recurring revenue (₹)']);
  ws.addRow(['Plan', ...months, 'Jan–Sep total']);
  mrr.forEach((row, p) => ws.addRow([plans[p]![0], ...row.map(cell), cell(sum(row))]));
  const colM = months.map((_, k) => sum(mrr.map((row) => row[k]!)));
  ws.addRow(['MRR', ...colM.map(cell), cell(sum(colM))]);
  ws.addRow([]);
  ws.addRow(['Active members']);
  ws.addRow(['Plan', ...months]);
  members.forEach((row, p) => ws.addRow([plans[p]![0], ...row]));
  const colN = months.map((_, k) => sum(members.map((row) => row[k]!)));
  ws.addRow(['Total members', ...colN.map(Number)]);
  ws.addRow([]);
  ws.addRow(['Prices incl. GST. Corporate = billed to employer.']);

  const out: BlindQuestion[] = [];
  const q = asker('yoga', out);
  q('what is our mrr now', 'MRR in the latest month (2025-09)', { value: m(colM[8]!) });
  q('mrr growth since january', 'growth = (MRR Sep - MRR Jan) / MRR Jan', {
    value: growth(colM[0]!, colM[8]!),
    tol: PCT,
  });
  q('how many members do we have', 'Total members, latest month (2025-09)', {
    value: String(colN[8]),
  });
  q('how many monthly unlimited members in june', 'Active members, Monthly unlimited, 2025-06', {
    value: String(members[1]![5]),
  });
  q('total recurring revenue jan to sep', 'sum of MRR row over 9 months', { value: m(sum(colM)) });
  q('which plan brings in the most', 'plan with the largest Jan–Sep total', {
    at: plans[argmaxIdx(mrr.map((x) => sum(x)))]![0],
  });
  q('best month for revenue', 'month with the largest MRR', { at: monthAt(argmaxIdx(colM)) });
  q('corporate revenue in q2', 'Corporate Apr+May+Jun', { value: m(sum(mrr[3]!.slice(3, 6))) });
  q('share of mrr from morning only in september', 'Morning only Sep / MRR Sep', {
    value: pct(mrr[2]![8]!, colM[8]!),
    tol: PCT,
  });
  q('how many members did we gain from jan to sep', 'Total members Sep - Jan', {
    value: String(colN[8]! - colN[0]!),
  });
  q('average revenue per member in september', 'MRR Sep / Total members Sep, to the paisa', {
    value: m((colM[8]! * 1n + colN[8]! / 2n) / colN[8]!),
    tol: 0.01,
  });
  q('what is our churn rate', 'joins and cancellations are not on the sheet; only net counts', {
    refuse: true,
  });
  q('mrr in october', 'no October column', { refuse: true });
  return {
    name: 'yoga',
    business: 'yoga studio, ₹, MRR with stacked member table',
    workbook: wb,
    questions: out,
  };

  function argmaxIdx(xs: bigint[]): number {
    return xs.indexOf(argmax(xs, (x) => x));
  }
}
