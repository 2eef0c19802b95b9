import { FinanceInputError } from '../errors';
import {
  checkPurchaseRequisition,
  computePurchaseRequisition,
  validatePurchaseRequisition,
} from './purchase-requisition';

describe('computePurchaseRequisition', () => {
  it('applies tax on the discounted amount, like the invoice (DECISIONS.md)', () => {
    const f = computePurchaseRequisition({
      currency: 'MXN',
      items: [
        { item: 'Chairs', description: 'Office chairs', quantity: 4, rate: '45.00' }, // 180
        { item: 'Desk', quantity: 1, rate: '20' }, // 20
      ],
      discount_in_percent: 10, // 20.00
      tax_in_percent: 12, // 12% of 180.00 = 21.60 (not 24.00 on the full subtotal)
    });
    expect(f.sub_total.amount).toBe('200.00');
    expect(f.discount.amount).toBe('20.00');
    expect(f.tax.amount).toBe('21.60');
    expect(f.total.amount).toBe('201.60');
    expect(f.total.formatted).toBe('$201.60');
  });

  it('rejects a negative unit cost, naming it', () => {
    try {
      computePurchaseRequisition({ items: [{ quantity: 1, rate: '-3' }] });
      throw new Error('did not throw');
    } catch (e) {
      expect(e).toBeInstanceOf(FinanceInputError);
      expect((e as FinanceInputError).message).toBe('items.0.rate: Unit cost cannot be negative.');
    }
  });

  it('requires the purpose on submit and checks the date needed', () => {
    const issues = validatePurchaseRequisition({
      date: '2026-05-10',
      date_needed: '2026-05-01',
      items: [{ item: 'Paper', quantity: 1, rate: '' }],
    });
    expect(issues.map((i) => i.field)).toEqual(['purpose', 'date_needed', 'items.0.rate']);
    expect(issues[1]?.message).toBe('Date needed cannot be before the date.');
    expect(issues[2]?.message).toBe('Unit cost is required.');
  });

  it('checks sent totals', () => {
    const r = checkPurchaseRequisition({
      purpose: 'Restock',
      items: [{ item: 'Paper', quantity: 3, rate: '4.99' }],
      total: '14.97',
    });
    expect(r.issues).toEqual([]);
    expect(r.figures?.total.minor).toBe(1497);
  });
});
