import type { FinanceInputError } from '../errors';
import { computePayroll, PAYDAY_OPTIONS, payDaysInMonth, validatePayroll } from './payroll';
import { monthSerial } from '../calendar/month';

describe('payDaysInMonth', () => {
  const feb2024 = monthSerial(2024, 2);
  const feb2025 = monthSerial(2025, 2);
  const apr = monthSerial(2025, 4);

  it('has the spec options exactly', () => {
    expect(PAYDAY_OPTIONS).toEqual([
      'Every 15th and 30th of the month',
      'Every 5th and 20th of the month',
      'Every end of the month',
      'Others',
    ]);
  });

  it('pays the 15th and 30th, or the last day of February', () => {
    expect(payDaysInMonth(feb2024, 'Every 15th and 30th of the month')).toEqual([15, 29]);
    expect(payDaysInMonth(feb2025, 'Every 15th and 30th of the month')).toEqual([15, 28]);
    expect(payDaysInMonth(apr, 'Every 15th and 30th of the month')).toEqual([15, 30]);
  });

  it('pays the 5th and 20th, or the end of the month', () => {
    expect(payDaysInMonth(apr, 'Every 5th and 20th of the month')).toEqual([5, 20]);
    expect(payDaysInMonth(feb2025, 'Every end of the month')).toEqual([28]);
    expect(payDaysInMonth(monthSerial(2025, 1), 'Every end of the month')).toEqual([31]);
  });

  it('uses the given days for Others, moving past-the-end days to the last day', () => {
    expect(payDaysInMonth(apr, 'Others', [31, 10])).toEqual([10, 30]);
    expect(payDaysInMonth(feb2025, 'Others', [30, 31])).toEqual([28]);
  });
});

describe('computePayroll: hand-checked figures', () => {
  const f = computePayroll({
    currency: 'PHP',
    employees: [
      { name: 'Ana', role: 'Barista', salary: '30000.01' },
      { name: 'Ben', role: 'Baker', salary: 20000 },
    ],
    payday: 'Every 15th and 30th of the month',
    start_month: '2024-02',
  });

  it('lists the pay dates of the next 12 months', () => {
    expect(f.pay_dates).toHaveLength(24);
    expect(f.pay_dates.slice(0, 4).map((p) => p.date)).toEqual([
      '2024-02-15',
      '2024-02-29',
      '2024-03-15',
      '2024-03-30',
    ]);
    expect(f.pay_dates[23]?.date).toBe('2025-01-30');
  });

  it('splits the monthly gross half-up with the remainder on the last pay date', () => {
    // 50,000.01 / 2 = 25,000.005 → 25,000.01, last 25,000.00
    expect(f.monthly_total.amount).toBe('50000.01');
    expect(f.pay_dates[0]?.gross.amount).toBe('25000.01');
    expect(f.pay_dates[1]?.gross.amount).toBe('25000.00');
    expect(f.pay_dates[0]?.gross.formatted).toBe('₱25,000.01');
    expect(f.period_total.amount).toBe('600000.12');
    for (const month of f.months) expect(month.total.amount).toBe('50000.01');
  });

  it('pays once a month at the end of the month', () => {
    const g = computePayroll({
      employees: [{ name: 'A', role: 'Clerk', salary: '1000' }],
      payday: 'Every end of the month',
      start_month: '2025-01',
      months: 3,
    });
    expect(g.pay_dates.map((p) => [p.date, p.gross.amount])).toEqual([
      ['2025-01-31', '1000.00'],
      ['2025-02-28', '1000.00'],
      ['2025-03-31', '1000.00'],
    ]);
  });

  it('splits three ways for Others with three days', () => {
    const g = computePayroll({
      employees: [{ name: 'A', role: 'Clerk', salary: '100' }],
      payday: 'Others',
      custom_days: [1, 10, 20],
      start_month: '2025-01',
      months: 1,
    });
    expect(g.pay_dates.map((p) => p.gross.amount)).toEqual(['33.33', '33.33', '33.34']);
  });
});

describe('payroll: bad input', () => {
  it('rejects a negative salary, naming the employee', () => {
    expect(() =>
      computePayroll({
        employees: [{ name: 'A', role: 'Clerk', salary: '-1' }],
        payday: 'Every end of the month',
        start_month: '2025-01',
      }),
    ).toThrow('employees.0.salary: Gross salary cannot be negative.');
  });

  it('requires the employee list and the payday (DECISIONS.md)', () => {
    expect(validatePayroll({ employees: [], start_month: '2025-01' }).map((i) => i.field)).toEqual([
      'employees',
      'payday',
    ]);
    expect(
      validatePayroll({
        employees: [{ name: 'A', role: 'Clerk', salary: 1 }],
        payday: 'Weekly',
        start_month: '2025-1',
      }).map((i) => i.field),
    ).toEqual(['payday', 'start_month']);
  });

  it('requires days for Others, each 1-31', () => {
    try {
      computePayroll({
        employees: [{ name: 'A', role: 'Clerk', salary: 1 }],
        payday: 'Others',
        custom_days: [0, 15],
        start_month: '2025-01',
      });
      throw new Error('did not throw');
    } catch (e) {
      expect((e as FinanceInputError).field).toBe('custom_days.0');
    }
  });
});
