import { FinanceInputError } from '../errors';
import { checkInvoice, computeInvoice, validateInvoice } from './invoice';

const minor = (f: { minor: number }): number => f.minor;

describe('computeInvoice: hand-checked figures', () => {
  const input = {
    currency: 'USD',
    items: [
      { item: 'Coffee (kg)', quantity: '2', rate: '19.99' }, // 39.98
      { item: 'Consulting (h)', quantity: 1.5, rate: '10.01' }, // 15.015 → 15.02
      { item: 'Stickers', quantity: '3', rate: '0.333' }, // 0.999 → 1.00
    ],
    discount_in_percent: '12.5', // 7.00
    tax_in_percent: 12, // 12% of 49.00 = 5.88
    shipping_cost: '4.50',
    amount_paid: '20',
  };

  it('rounds each line half-up and sums the lines', () => {
    const f = computeInvoice(input);
    expect(f.lines.map((l) => l.amount.amount)).toEqual(['39.98', '15.02', '1.00']);
    expect(f.sub_total.amount).toBe('56.00');
  });

  it('applies the discount, then tax on the discounted amount, then shipping', () => {
    const f = computeInvoice(input);
    expect(f.discount.amount).toBe('7.00');
    expect(f.discounted_sub_total.amount).toBe('49.00');
    expect(f.tax.amount).toBe('5.88');
    expect(f.shipping_cost.amount).toBe('4.50');
    expect(f.total.amount).toBe('59.38');
    expect(f.amount_paid.amount).toBe('20.00');
    expect(f.balance_due.amount).toBe('39.38');
    expect(minor(f.balance_due)).toBe(3938);
    expect(f.total.formatted).toBe('$59.38');
    expect(f.discount_in_percent).toBe('12.5');
  });

  it('rounds the discount and tax half-up at the total', () => {
    const f = computeInvoice({
      currency: 'PHP',
      items: [{ quantity: 1, rate: '100.05' }],
      discount_in_percent: '10', // 10.005 → 10.01
      tax_in_percent: '7.5', // 7.5% of 90.04 = 6.753 → 6.75
    });
    expect(f.discount.amount).toBe('10.01');
    expect(f.tax.amount).toBe('6.75');
    expect(f.total.amount).toBe('96.79');
    expect(f.total.formatted).toBe('₱96.79');
    expect(f.balance_due.amount).toBe('96.79');
  });

  it('counts blank form fields as 0 for a live preview', () => {
    const f = computeInvoice({
      items: [
        { item: 'New row', quantity: '', rate: '' },
        { quantity: '2', rate: '5' },
      ],
      discount_in_percent: '',
      tax_in_percent: null,
    });
    expect(f.currency).toBe('USD');
    expect(f.sub_total.amount).toBe('10.00');
    expect(f.total.amount).toBe('10.00');
  });

  it('accepts the items list as JSON text and 100% discount', () => {
    const f = computeInvoice({
      items: JSON.stringify([{ quantity: 4, rate: 2.5 }]),
      discount_in_percent: 100,
      shipping_cost: 3,
    });
    expect(f.total.amount).toBe('3.00');
  });
});

describe('computeInvoice: bad input', () => {
  const fieldOf = (fn: () => unknown): string[] => {
    try {
      fn();
    } catch (e) {
      expect(e).toBeInstanceOf(FinanceInputError);
      return (e as FinanceInputError).issues.map((i) => i.field);
    }
    throw new Error('did not throw');
  };

  it('rejects negative quantities and rates, naming the item', () => {
    expect(
      fieldOf(() =>
        computeInvoice({
          items: [
            { quantity: 1, rate: 1 },
            { quantity: '-1', rate: '-2' },
          ],
        }),
      ),
    ).toEqual(['items.1.quantity', 'items.1.rate']);
  });

  it('rejects percentages over 100 or below 0', () => {
    expect(fieldOf(() => computeInvoice({ items: [], discount_in_percent: '100.01' }))).toEqual([
      'discount_in_percent',
    ]);
    expect(fieldOf(() => computeInvoice({ items: [], tax_in_percent: -1 }))).toEqual([
      'tax_in_percent',
    ]);
  });

  it('rejects an amount paid over the total, with the total in the message', () => {
    try {
      computeInvoice({ items: [{ quantity: 1, rate: 10 }], amount_paid: '10.01' });
      throw new Error('did not throw');
    } catch (e) {
      const err = e as FinanceInputError;
      expect(err.field).toBe('amount_paid');
      expect(err.message).toBe('amount_paid: Amount paid cannot be more than the total (10.00).');
    }
  });

  it('rejects non-numbers, unknown currencies and negative shipping', () => {
    expect(
      fieldOf(() =>
        computeInvoice({
          currency: 'EUR',
          items: [{ quantity: 'two', rate: 1 }],
          shipping_cost: '-1',
        }),
      ),
    ).toEqual(['currency', 'items.0.quantity', 'shipping_cost']);
  });
});

describe('validateInvoice and checkInvoice', () => {
  const good = {
    client_name: 'Acme',
    date: '2026-03-01',
    due_date: '2026-03-31',
    items: [{ item: 'Widget', quantity: 2, rate: '10' }],
    tax_in_percent: 10,
  };

  it('is empty for a good invoice', () => {
    expect(validateInvoice(good)).toEqual([]);
  });

  it('requires the client name and item names on submit, not in preview', () => {
    const bad = { ...good, client_name: '  ', items: [{ item: '', quantity: 1, rate: 1 }] };
    expect(validateInvoice(bad).map((i) => i.field)).toEqual(['client_name', 'items.0.item']);
    expect(validateInvoice(bad, 'preview')).toEqual([]);
  });

  it('checks dates', () => {
    expect(validateInvoice({ ...good, due_date: '2026-02-30' }).map((i) => i.field)).toEqual([
      'due_date',
    ]);
    expect(validateInvoice({ ...good, due_date: '2026-02-28' })[0]?.message).toBe(
      'Due date cannot be before the date.',
    );
  });

  it('checks the totals a client sent against the computed ones', () => {
    expect(
      checkInvoice({ ...good, sub_total: '20', total: 22, balance_due: '22.00' }).issues,
    ).toEqual([]);
    const { figures, issues } = checkInvoice({ ...good, total: '22.01' });
    expect(figures?.total.amount).toBe('22.00');
    expect(issues).toEqual([
      { field: 'total', message: 'The total sent (22.01) differs from the computed 22.00.' },
    ]);
  });
});
