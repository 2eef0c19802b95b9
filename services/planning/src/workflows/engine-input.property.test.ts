/**
 * Property: whatever a company saved (random statements, products, hires, purchases,
 * growth; or a random new business), the generated forecast balances every month and its
 * cash flow ties to the change in cash, to the cent.
 */
import fc from 'fast-check';
import { GROWTH_RATE_LABELS } from '@fina/contract';
import type { StatementLineKey } from '@fina/contract';
import { runEngine } from '../forecast/company-forecast';
import { existingEngineInput, newEngineInput } from './engine-input';

const amount = (max: number) =>
  fc.integer({ min: 0, max: max * 100 }).map((c) => (c / 100).toFixed(2));
const month = fc.constantFrom('January', 'March', 'June', 'September', 'December', 4, 11);
const hire = fc.record({
  role: fc.constantFrom('Baker', 'Clerk', 'Engineer'),
  salary: amount(8000),
  month,
});
const purchase = fc.record({
  purchase: fc.constantFrom('Van', 'Oven', 'Laptop'),
  amount: amount(50000),
  month,
  lifespan: fc.constantFrom('1', '2.5', '5', '10'),
});
const line = (key: StatementLineKey, max: number) =>
  fc.record({ key: fc.constant(key), label: fc.constantFrom('A', 'B', 'C'), amount: amount(max) });

function checkTies(exact: ReturnType<typeof runEngine>): void {
  exact.balance_sheet.forEach((m, i) => {
    expect(m.total_assets).toBe(m.total_liabilities_and_equity);
    const cf = exact.cash_flow[i];
    expect(cf?.closing_cash).toBe(m.cash);
    expect((cf?.closing_cash ?? 0n) - (cf?.opening_cash ?? 0n)).toBe(cf?.net_change_in_cash);
  });
}

describe('every generated forecast balances', () => {
  it('existing businesses', () => {
    fc.assert(
      fc.property(
        fc.record({
          revenue: fc.array(line('revenue', 500000), { minLength: 1, maxLength: 3 }),
          cogs: fc.array(line('cost_of_sales', 200000), { maxLength: 2 }),
          opex: fc.array(line('operating_expense', 80000), { maxLength: 4 }),
          balance: fc.array(
            fc.oneof(
              line('cash', 90000),
              line('receivables', 30000),
              line('fixed_assets', 60000),
              line('payables', 20000),
              line('loans', 40000),
              line('equity', 50000),
            ),
            { maxLength: 6 },
          ),
          growth: fc.constantFrom(...GROWTH_RATE_LABELS),
          products: fc.array(
            fc.record({
              product: fc.constantFrom('P', 'Q'),
              price: amount(500).filter((p) => p !== '0.00'),
            }),
            { minLength: 1, maxLength: 3 },
          ),
          hires: fc.array(hire, { maxLength: 3 }),
          purchases: fc.array(purchase, { maxLength: 3 }),
          employees: fc.array(
            fc.record({ name: fc.constant(''), role: fc.constant('Staff'), salary: amount(5000) }),
            { maxLength: 3 },
          ),
        }),
        (s) => {
          const input = existingEngineInput({
            fields: {
              company_id: '00000000-0000-4000-8000-000000000000',
              growth_rate: s.growth,
              product_table: s.products,
              operations_hiring_table: s.hires,
              sales_marketing_hiring_table: [],
              technology_hiring_table: [],
              ppe_table: s.purchases,
              growth_plan: { new_branch: true },
            },
            statements: {
              income: {
                period_end: '2025-12',
                monthly_revenues: null,
                lines: [...s.revenue, ...s.cogs, ...s.opex],
              },
              balance: { date: '2025-12-31', lines: s.balance },
            },
            monthlyRevenues: null,
            employees: s.employees,
            currency: 'USD',
            today: new Date('2026-02-01'),
          });
          checkTies(runEngine(input, 'existing'));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('new businesses', () => {
    fc.assert(
      fc.property(
        fc.record({
          products: fc.array(
            fc.record({
              product: fc.constant('P'),
              price: amount(300),
              units: fc.integer({ min: 0, max: 50000 }).map(String),
            }),
            { minLength: 1, maxLength: 3 },
          ),
          employees: fc.array(hire, { maxLength: 3 }),
          purchases: fc.array(purchase, { maxLength: 3 }),
          funding: fc.array(
            fc.record({
              source: fc.constantFrom('Own money' as const, 'Lenders' as const, 'VCs' as const),
              amount: amount(100000),
            }),
            { maxLength: 3 },
          ),
        }),
        (s) => {
          const input = newEngineInput(
            { ...s, plan: { new_product_line: true } },
            'PHP',
            new Date('2026-02-01'),
          );
          checkTies(runEngine(input, 'new'));
        },
      ),
      { numRuns: 150 },
    );
  });
});
