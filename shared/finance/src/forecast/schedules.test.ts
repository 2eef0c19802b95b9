import { readForecastInput } from './schema/validate';
import type { ForecastPlan } from './schema/validate';
import type { ForecastInput } from './inputs';
import { grow, revenueSchedule } from './revenue';
import { costOfSalesSchedule } from './cost-of-sales';
import { payrollSchedule } from './payroll-schedule';
import { depreciationSchedule } from './depreciation';
import { workingCapitalSchedule } from './working-capital';
import { operatingExpenseSchedule } from './operating-expenses';

function plan(input: Partial<ForecastInput>): ForecastPlan {
  const { plan: p, issues } = readForecastInput({
    business_type: 'existing',
    start_month: '2025-01',
    last_year: { revenue: '1200' },
    growth_rate: 10,
    ...input,
  });
  if (!p) throw new Error(JSON.stringify(issues));
  return p;
}

describe('revenue schedule', () => {
  it('grows last year by the rate and spreads it evenly without monthly revenues', () => {
    const r = revenueSchedule(plan({}));
    expect(r.yearTargets).toEqual([132000n]);
    expect(r.total).toEqual(new Array(12).fill(11000n));
  });

  it('follows last year’s seasonality when monthly revenues are given', () => {
    const r = revenueSchedule(
      plan({
        last_year: {
          revenue: '1000',
          monthly_revenues: ['0', '0', '0', '0', '0', '0', '0', '0', '0', '0', '100', '300'],
        },
        growth_rate: '20%',
      }),
    );
    // 1,200.00 split 1:3 over November and December
    expect(r.total.slice(10)).toEqual([30000n, 90000n]);
    expect(r.total.slice(0, 10).every((v) => v === 0n)).toBe(true);
  });

  it('adds up to the year exactly even when the shares have remainders', () => {
    const r = revenueSchedule(
      plan({
        last_year: {
          revenue: '1000.01',
          monthly_revenues: Array.from({ length: 12 }, (_, i) => i + 1),
        },
        growth_rate: '30%',
      }),
    );
    const total = r.total.reduce((a, b) => a + b, 0n);
    expect(total).toBe(grow(100001n, 30, 1)); // 1,300.013 → 1,300.01
    expect(total).toBe(130001n);
  });

  it('compounds the growth each year over a longer horizon', () => {
    const r = revenueSchedule(plan({ months: 30, growth_rate: '100%' }));
    expect(r.yearTargets).toEqual([240000n, 480000n, 960000n]);
    expect(r.total).toHaveLength(30);
    expect(r.total[29]).toBe(80000n);
  });

  it('splits each month among products by share, with implied units', () => {
    const r = revenueSchedule(
      plan({
        products: [
          { product: 'A', price: '5', share_percent: '75' },
          { product: 'B', price: '2', share_percent: 25 },
        ],
      }),
    );
    expect(r.byProduct.map((p) => p.revenue[0])).toEqual([8250n, 2750n]);
    expect(r.byProduct.map((p) => p.units[0])).toEqual([16.5, 13.75]);
  });
});

describe('cost of sales schedule', () => {
  it('applies last year’s ratio', () => {
    const p = plan({ last_year: { revenue: '1200', cost_of_sales: '300' } });
    expect(costOfSalesSchedule(p, revenueSchedule(p)).total[0]).toBe(2750n); // 25% of 110
  });
});

describe('operating expenses schedule', () => {
  it('carries fixed lines, scales variable ones and leaves out payroll and depreciation', () => {
    const p = plan({
      last_year: {
        revenue: '1200',
        operating_expenses: [
          { name: 'Rent', amount: '100' },
          { name: 'Commissions', amount: '120', kind: 'variable' },
          { name: 'Wages', amount: '999', kind: 'payroll' },
          { name: 'Depreciation', amount: '50', kind: 'depreciation' },
        ],
      },
      operating_expenses: [{ name: 'Insurance', amount: '12' }],
    });
    const s = operatingExpenseSchedule(p, revenueSchedule(p));
    expect(s.lines.map((l) => [l.name, l.monthly[0]])).toEqual([
      ['Rent', 834n], // 100.00 / 12 → 8.34 in the first months (largest remainder)
      ['Commissions', 1100n], // 10% of 110
      ['Insurance', 100n],
    ]);
    expect(s.lines[0]?.monthly.reduce((a, b) => a + b, 0n)).toBe(10000n);
    expect(s.replaced.map((r) => r.kind)).toEqual(['payroll', 'depreciation']);
  });
});

describe('payroll schedule', () => {
  it('pays current staff from the first month and hires from their start month', () => {
    const p = plan({
      start_month: '2025-10',
      employees: [{ role: 'Manager', salary: '3000' }],
      hires: [
        { role: 'Sales', salary: '2000', month: 'February' }, // Feb 2026: index 4
        { role: 'Dev', salary: '2500', month: '2025-12' }, // index 2
        { role: 'Late', salary: '9999', month: '2027-01' }, // past the horizon
      ],
    });
    const s = payrollSchedule(p);
    expect(s.total.slice(0, 6)).toEqual([300000n, 300000n, 550000n, 550000n, 750000n, 750000n]);
    expect(s.headcount.slice(0, 5)).toEqual([1, 1, 2, 2, 3]);
    expect(s.starting[4]).toEqual(['Sales']);
  });
});

describe('depreciation schedule', () => {
  it('depreciates a purchase from its month, to the cent over its life', () => {
    const p = plan({
      months: 24,
      purchases: [{ purchase: 'Oven', amount: '1000', month: 'March', lifespan: 1.5 }], // 18 months
    });
    const s = depreciationSchedule(p);
    expect(s.additions[2]).toBe(100000n);
    expect(s.total[1]).toBe(0n);
    expect(s.total[2]).toBe(5556n); // 1,000 / 18 = 55.555… → 55.56
    expect(s.total[3]).toBe(5555n);
    expect(s.total.reduce((a, b) => a + b, 0n)).toBe(100000n);
    expect(s.total[20]).toBe(0n);
  });

  it('goes on depreciating the opening assets and stops at the end of their life', () => {
    const p = plan({
      opening_balance_sheet: {
        building_rows: [
          { type: 'Equipment', cost: '6000', numberOfYears: 4.5 }, // 5-year life: 6 months left
          { type: 'Land', cost: '9000', numberOfYears: 1 },
        ],
      },
    });
    const s = depreciationSchedule(p);
    expect(s.total.slice(0, 7)).toEqual([10000n, 10000n, 10000n, 10000n, 10000n, 10000n, 0n]);
    expect(s.assets.map((a) => a.charged)).toEqual([60000n, 0n]);
  });
});

describe('working-capital schedule', () => {
  it('keeps receivables = sales × days to collect / days in month, payables alike', () => {
    const p = plan({ months: 2, payment_terms: { days_to_collect: 45, days_to_pay: 10 } });
    const wc = workingCapitalSchedule(p, [31000n, 28000n], [3100n, 2800n]);
    expect(wc.receivables.slice(0, 2)).toEqual([45000n, 45000n]);
    expect(wc.payables.slice(0, 2)).toEqual([1000n, 1000n]);
  });
});
