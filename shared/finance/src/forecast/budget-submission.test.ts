import { FinanceInputError } from '../errors';
import { existingBusinessForecastInput, newBusinessForecastInput } from './budget-submission';
import { forecast } from './forecast';

describe('budget submissions of the spec', () => {
  it('maps the existing-business questionnaire, tables as JSON text, to a forecast', () => {
    const input = existingBusinessForecastInput(
      {
        growth_rate: '20%',
        product_table: JSON.stringify([{ product: 'Coffee', price: '4.5' }]),
        operations_hiring_table: [{ role: 'Barista', salary: '2000', month: 'March' }],
        sales_marketing_hiring_table: '[{"role":"Sales","salary":"2500","month":"June"}]',
        technology_hiring_table: '',
        ppe_table: [{ purchase: 'Oven', amount: '6000', month: 'May', lifespan: '5' }],
        growth_plan: '{"add_a_salesperson":true}',
      },
      { start_month: '2026-01', last_year: { revenue: '100000', cost_of_sales: '40000' } },
    );
    expect(input.hires?.map((h) => h.department)).toEqual(['operations', 'sales and marketing']);
    const f = forecast(input);
    expect(f.years[0]?.revenue).toBe(12000000);
    expect(f.schedules.payroll.headcount[5]).toBe(2);
    expect(f.notes.some((n) => n.includes('salesperson'))).toBe(false);
  });

  it('maps the new-business tables', () => {
    const f = forecast(
      newBusinessForecastInput(
        {
          product_table: [{ product: 'Soap', price: '5', units: '1200' }],
          employee_table: [{ role: 'Maker', salary: '300', month: 'January' }],
          funding_table: [{ source: 'Own money', amount: '1000' }],
        },
        { start_month: '2026-01', currency: 'PHP' },
      ),
    );
    expect(f.income_statement[0]?.revenue).toBe(50000);
    expect(f.cash_flow[0]?.equity_received).toBe(100000);
  });

  it('names the table that cannot be read', () => {
    expect(() =>
      existingBusinessForecastInput({ ppe_table: '[oops' }, { start_month: '2026-01' }),
    ).toThrow(FinanceInputError);
    expect(() =>
      existingBusinessForecastInput({ ppe_table: '[oops' }, { start_month: '2026-01' }),
    ).toThrow('ppe_table: The table could not be read (invalid JSON).');
  });
});
