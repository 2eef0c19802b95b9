/**
 * A software consultancy's payroll register (€), January..June 2025: a two-row header with
 * "Deductions" grouped over three columns (merged), a subtotal row per month, a grand total.
 */
import { BookKit, MONTHS, cell, int, type BuiltBook } from '../kit/kit';
import { argExtreme, divRound, meanCents, money, pct, total, uniqueExtreme } from '../kit/money';

const STAFF: Array<[string, number]> = [
  ['Anneke de Vries', 6200_00],
  ['Tomás Ruiz', 5400_00],
  ['Leila Haddad', 4800_00],
  ['Piotr Nowak', 4300_00],
  ['Chloé Martin', 3900_00],
];

interface Line {
  month: number;
  name: string;
  gross: number;
  tax: number;
  social: number;
  pension: number;
  net: number;
}

export async function buildConsultancyPayroll(): Promise<BuiltBook> {
  const k = new BookKit(
    'consultancy-payroll',
    'software consultancy',
    'payroll register with grouped deduction headers and monthly subtotals',
  );
  const lines: Line[] = [];
  for (let m = 0; m < 6; m++) {
    for (const [name, base] of STAFF) {
      const gross = base + (k.rng() < 0.3 ? int(k.rng, 2, 9) * 50_00 : 0);
      const tax = Number(divRound(BigInt(gross) * BigInt(int(k.rng, 180, 260)), 1000n));
      const social = Number(divRound(BigInt(gross) * 95n, 1000n));
      const pension = Number(divRound(BigInt(gross) * 50n, 1000n));
      lines.push({
        month: m,
        name,
        gross,
        tax,
        social,
        pension,
        net: gross - tax - social - pension,
      });
    }
  }
  const ws = k.wb.addWorksheet('Payroll H1');
  ws.addRow(['Kodewerk Consulting GmbH - payroll register January-June 2025 (EUR)']);
  ws.addRow([]);
  ws.addRow(['Month', 'Employee', 'Gross pay', 'Deductions', '', '', 'Net pay']);
  ws.mergeCells('D3:F3');
  ws.addRow(['', '', '', 'Income tax', 'Social security', 'Pension', '']);
  const put = (a: string, b: string, xs: number[]): void => {
    const r = ws.addRow([a, b, ...xs.map(cell)]);
    for (let c = 3; c <= 7; c++) r.getCell(c).numFmt = '#,##0.00';
  };
  const vals = (ls: Line[]): number[] =>
    [
      ls.map((l) => l.gross),
      ls.map((l) => l.tax),
      ls.map((l) => l.social),
      ls.map((l) => l.pension),
      ls.map((l) => l.net),
    ].map(total);
  for (let m = 0; m < 6; m++) {
    const ls = lines.filter((l) => l.month === m);
    ls.forEach((l) => put(MONTHS[m]!, l.name, [l.gross, l.tax, l.social, l.pension, l.net]));
    put(`Total ${MONTHS[m]}`, '', vals(ls));
  }
  put('Grand total', '', vals(lines));
  ws.addRow([]);
  ws.addRow(['Employer social contributions are booked separately.']);

  const [gross, tax, social, pension, net] = vals(lines) as [
    number,
    number,
    number,
    number,
    number,
  ];
  k.check('net = gross - deductions', net === gross - tax - social - pension);
  k.check(
    'monthly subtotals add up to the grand total',
    total([0, 1, 2, 3, 4, 5].map((m) => vals(lines.filter((l) => l.month === m))[0]!)) === gross,
  );
  const perGross = STAFF.map(([n]) => total(lines.filter((l) => l.name === n).map((l) => l.gross)));
  k.check('top earner unique', uniqueExtreme(perGross, 'max'));
  const top = argExtreme(perGross, 'max');
  const of = (name: string, f: (l: Line) => number, months = [0, 1, 2, 3, 4, 5]): number =>
    total(lines.filter((l) => l.name === name && months.includes(l.month)).map(f));

  k.ask('total gross payroll so far this year', {
    value: money(gross),
    means: 'Grand total, Gross pay (Jan..Jun)',
  });
  k.ask('how much net pay did we pay out', { value: money(net), means: 'Grand total, Net pay' });
  k.ask('total income tax withheld', { value: money(tax), means: 'Grand total, Income tax' });
  k.ask('what did we pay Leila Haddad net in total', {
    value: money(of('Leila Haddad', (l) => l.net)),
    means: "sum of Leila Haddad's Net pay lines",
  });
  k.ask('gross payroll in march', {
    value: money(vals(lines.filter((l) => l.month === 2))[0]!),
    means: 'Total March, Gross pay',
  });
  k.ask('who earns the most', {
    value: [money(perGross[top]!), money(of(STAFF[top]![0], (l) => l.net))],
    at: STAFF[top]![0],
    means: 'employee with the largest gross pay over Jan..Jun; their gross or net total accepted',
  });
  k.ask("piotr's pension deductions", {
    value: money(of('Piotr Nowak', (l) => l.pension)),
    means: "sum of Piotr Nowak's Pension",
  });
  k.ask('how much in deductions altogether', {
    value: money(tax + social + pension),
    means: 'Income tax + Social security + Pension, grand total',
  });
  k.ask('deductions as a percentage of gross', {
    value: pct(tax + social + pension, gross),
    tol: 0.01,
    means: '(tax + social + pension) / gross * 100',
  });
  k.ask('average monthly net payroll', {
    value: meanCents(net, 6),
    means: 'total Net pay / 6 months',
  });
  k.ask('social security in Q2', {
    value: money(total(lines.filter((l) => l.month >= 3).map((l) => l.social))),
    means: 'Social security, April..June',
  });
  k.ask('Chloé Martin net pay in May', {
    value: money(of('Chloé Martin', (l) => l.net, [4])),
    means: 'her May line, Net pay',
  });
  k.ask('gross pay for Tomás in january', {
    value: money(of('Tomás Ruiz', (l) => l.gross, [0])),
    means: 'his January line, Gross pay',
  });
  k.ask('how many people are on payroll', {
    value: String(STAFF.length),
    means: 'distinct employees',
  });
  k.refuse('how many hours did anneke bill', 'a payroll register has no billed hours');
  k.refuse('payroll for july', 'the register stops at June');
  k.refuse(
    'what does an employee really cost us',
    'employer contributions are not in the sheet; ambiguous which employee',
  );
  return k.done();
}
