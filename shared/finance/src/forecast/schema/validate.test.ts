import { FinanceInputError } from '../../errors';
import { forecast } from '../forecast';
import { validateForecastInput } from './validate';

const base = {
  business_type: 'existing',
  start_month: '2025-01',
  last_year: { revenue: '1200' },
  growth_rate: '10%',
};

function fields(input: unknown): string[] {
  return validateForecastInput(input).map((i) => i.field);
}

describe('forecast input: bad input names the field', () => {
  it('accepts a minimal input', () => {
    expect(validateForecastInput(base)).toEqual([]);
  });

  it('rejects a negative salary', () => {
    const issues = validateForecastInput({
      ...base,
      employees: [{ role: 'Clerk', salary: '-100' }],
    });
    expect(issues).toEqual([
      { field: 'employees.0.salary', message: 'Salary cannot be negative.' },
    ]);
  });

  it('rejects an unknown month', () => {
    const issues = validateForecastInput({
      ...base,
      hires: [{ role: 'Dev', salary: 10, month: 'Janury' }],
    });
    expect(issues).toEqual([
      {
        field: 'hires.0.month',
        message: 'Unknown month "Janury": use a month name (January), a number 1-12 or YYYY-MM.',
      },
    ]);
    expect(
      fields({ ...base, purchases: [{ purchase: 'X', amount: 1, month: 13, lifespan: 1 }] }),
    ).toEqual(['purchases.0.month']);
    expect(
      fields({ ...base, purchases: [{ purchase: 'X', amount: 1, month: '2024-12', lifespan: 1 }] }),
    ).toEqual(['purchases.0.month']);
  });

  it('rejects a growth rate not in the list', () => {
    for (const bad of ['15%', 0.1, 250, 'fast', '']) {
      expect(fields({ ...base, growth_rate: bad })).toEqual(['growth_rate']);
    }
    for (const good of ['10%', '150 %', 200, '20']) {
      expect(fields({ ...base, growth_rate: good })).toEqual([]);
    }
    expect(validateForecastInput({ ...base, growth_rate: '15%' })[0]?.message).toBe(
      'Growth rate must be one of 10%, 20%, 30%, 40%, 50%, 60%, 70%, 80%, 90%, 100%, 150%, 200% (got "15%").',
    );
  });

  it('rejects bad start months, horizons and business types', () => {
    expect(fields({ ...base, start_month: '2025-13' })).toEqual(['start_month']);
    expect(fields({ ...base, months: 0 })).toEqual(['months']);
    expect(fields({ ...base, months: 121 })).toEqual(['months']);
    expect(fields({ ...base, months: 1.5 })).toEqual(['months']);
    expect(fields({ ...base, business_type: 'old' })).toEqual(['business_type']);
    expect(fields(null)).toEqual(['']);
  });

  it('needs last year for an existing business and products for a new one', () => {
    expect(fields({ business_type: 'existing', start_month: '2025-01', growth_rate: 10 })).toEqual([
      'last_year',
    ]);
    expect(fields({ business_type: 'new', start_month: '2025-01' })).toEqual(['products']);
    expect(
      fields({
        business_type: 'new',
        start_month: '2025-01',
        products: [{ product: 'A', price: 1 }],
      }),
    ).toEqual(['products.0.units']);
  });

  it('checks products, shares, lifespans, funding, terms and limits', () => {
    expect(
      fields({
        ...base,
        products: [
          { product: 'A', price: 'x', share_percent: 50 },
          { product: '', price: 1 },
        ],
        purchases: [{ purchase: 'Van', amount: 10, month: 'May', lifespan: 0 }],
        funding: [{ source: 'Bank', amount: 1 }],
        payment_terms: { days_to_collect: -1, days_to_pay: 400 },
        financing: { minimum_cash: '-5' },
        last_year: { revenue: '1200', monthly_revenues: [1, 2, 3] },
      }),
    ).toEqual([
      'last_year.monthly_revenues',
      'products.0.price',
      'products.1.product',
      'purchases.0.lifespan',
      'funding.0.source',
      'payment_terms.days_to_collect',
      'payment_terms.days_to_pay',
      'financing.minimum_cash',
    ]);
    expect(
      fields({
        ...base,
        products: [
          { product: 'A', price: 1, share_percent: 50 },
          { product: 'B', price: 1, share_percent: 40 },
        ],
      }),
    ).toEqual(['products']);
  });

  it('throws a FinanceInputError from forecast(), never NaN', () => {
    expect(() => forecast({ ...base, growth_rate: 'NaN' })).toThrow(FinanceInputError);
    expect(() => forecast({ ...base, last_year: { revenue: Infinity } })).toThrow(
      'last_year.revenue: Revenue must be a number (got Infinity).',
    );
  });
});
