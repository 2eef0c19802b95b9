/** Vet clinic (Busan), payroll register in ₩ (no decimals): two-row header with grouped Deductions, month blocks. */
import ExcelJS from 'exceljs';
import {
  argmax,
  asker,
  hundredths as m,
  int,
  meanCents,
  pct,
  PCT,
  rng,
  SEED,
  sum,
  type BlindBook,
  type BlindQuestion,
} from '../common';

export function vet(): BlindBook {
  const r = rng(SEED + 8);
  const staff = ['Kim Min-jun', 'Lee Seo-yeon', 'Park Ji-ho', 'Choi Yu-na', 'Jung Ha-eun'];
  const base = staff.map(() => int(r, 2_600, 6_200) * 1000); // won per month
  const months = ['2025-09', '2025-10', '2025-11'];
  interface P {
    mo: number;
    who: number;
    gross: number;
    tax: number;
    pension: number;
    health: number;
    net: number;
  }
  const ps: P[] = [];
  months.forEach((_, mo) =>
    staff.forEach((_, who) => {
      const gross = base[who]! + (r() < 0.3 ? int(r, 1, 40) * 10_000 : 0);
      const tax = Math.round((gross * 0.05) / 10) * 10;
      const pension = Math.round((gross * 0.045) / 10) * 10;
      const health = Math.round((gross * 0.0354) / 10) * 10;
      ps.push({ mo, who, gross, tax, pension, health, net: gross - tax - pension - health });
    }),
  );
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('급여대장 Payroll');
  ws.addRow(['Haeundae Animal Hospital — payroll register (KRW)']);
  ws.addRow(['Month', 'Employee', 'Gross pay', 'Deductions', '', '', 'Net pay']);
  ws.addRow(['', '', '', 'Income tax', 'National pension', 'Health ins.', '']);
  ws.mergeCells('D2:F2');
  for (const p of ps)
    ws.addRow([months[p.mo], staff[p.who], p.gross, p.tax, p.pension, p.health, p.net]);
  const tot = (f: (p: P) => number, xs = ps): bigint => sum(xs.map(f));
  ws.addRow([
    'Total',
    '',
    Number(tot((p) => p.gross)),
    Number(tot((p) => p.tax)),
    Number(tot((p) => p.pension)),
    Number(tot((p) => p.health)),
    Number(tot((p) => p.net)),
  ]);

  const out: BlindQuestion[] = [];
  const q = asker('vet', out);
  const W = (won: bigint | number): string => m(BigInt(won) * 100n);
  q('total gross payroll', 'sum of Gross pay, 3 months', { value: W(tot((p) => p.gross)) });
  q('how much net pay went out in october', 'Net pay for 2025-10', {
    value: W(
      tot(
        (p) => p.net,
        ps.filter((p) => p.mo === 1),
      ),
    ),
  });
  q('total income tax withheld', 'sum of Income tax', { value: W(tot((p) => p.tax)) });
  q('how much did we pay in pension contributions in november', 'National pension for 2025-11', {
    value: W(
      tot(
        (p) => p.pension,
        ps.filter((p) => p.mo === 2),
      ),
    ),
  });
  const grossBy = staff.map((_, w) =>
    tot(
      (p) => p.gross,
      ps.filter((p) => p.who === w),
    ),
  );
  q('who earns the most', 'employee with the largest total Gross pay', {
    at: staff[grossBy.indexOf(argmax(grossBy, (x) => x))]!,
  });
  q('what did park ji-ho take home in september', 'Net pay, Park Ji-ho, 2025-09', {
    value: W(ps.find((p) => p.mo === 0 && p.who === 2)!.net),
  });
  q('total deductions', 'tax + pension + health, all rows', {
    value: W(tot((p) => p.tax + p.pension + p.health)),
  });
  q('average gross salary per month per person', 'total gross / 15 rows', {
    value: meanCents(tot((p) => p.gross) * 100n, 15),
    tol: 1,
  });
  q('deductions as % of gross', 'total deductions / total gross', {
    value: pct(
      tot((p) => p.tax + p.pension + p.health),
      tot((p) => p.gross),
    ),
    tol: PCT,
  });
  q(
    'health insurance for choi yu-na over the three months',
    'Health ins., Choi Yu-na, all months',
    {
      value: W(
        tot(
          (p) => p.health,
          ps.filter((p) => p.who === 3),
        ),
      ),
    },
  );
  q(
    'monthly payroll cost in november',
    'ambiguous: gross pay or gross plus employer costs (employer costs are not on the sheet)',
    { refuse: true },
  );
  q('how many hours did lee seo-yeon work', 'no hours on the sheet', { refuse: true });
  q('gross pay in september', 'Gross pay 2025-09, all staff', {
    value: W(
      tot(
        (p) => p.gross,
        ps.filter((p) => p.mo === 0),
      ),
    ),
  });
  return {
    name: 'vet',
    business: 'vet clinic, ₩, payroll with grouped deductions',
    workbook: wb,
    questions: out,
  };
}
