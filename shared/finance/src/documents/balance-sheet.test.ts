import { FinanceInputError } from '../errors';
import { computeBalanceSheet, validateBalanceSheet } from './balance-sheet';
import type { BalanceSheetInput } from './balance-sheet';

const input: BalanceSheetInput = {
  currency: 'USD',
  date: '2025-12-31',
  cash_on_hand: '1000',
  cib_rows: [
    { nameOfBank: 'First', amount: '2500.50' },
    { nameOfBank: 'Second', amount: 499.5 },
  ],
  client_rows: [
    { name: 'A', amount: '1200' },
    { name: 'B', amount: '300' },
  ],
  inventory_rows: [
    { productName: 'Beans', costPerItem: '12.50', numberOfItems: 10 }, // 125.00
    { productName: 'Cups', costPerItem: '7.333', numberOfItems: '' }, // default 1 → 7.33
  ],
  cash_advance_rows: [{ typeOfDeposit: 'Rent deposit', paidToWhom: 'Landlord', amount: 600 }],
  loan_rows: [{ typeOfLoan: 'Staff loan', loanedTo: 'Ana', amount: 400 }],
  other_asset_rows: [{ nameOfAsset: 'Software licence', amount: 250 }],
  building_rows: [
    { type: 'Office building', cost: '100000', numberOfYears: 5 }, // 20-year life: 25,000 depreciated
    { type: 'Land', cost: '50000', numberOfYears: 10 }, // not depreciated
    { type: 'Laptop', cost: '1500', numberOfYears: 1, usefulLife: 3 }, // 500 depreciated
  ],
  supplier_rows: [{ nameOfSupplier: 'Roaster', amount: '2000' }],
  other_loan_rows: [{ typeOfLoan: 'Bank', lender: 'BPI', amount: '30000' }],
  investment_rows: [
    { name: 'Maria', typeOfInvestment: 'Owner', amount: '50000' },
    { name: 'Jo', typeOfInvestment: 'Partner', amount: '10000' },
  ],
};

describe('computeBalanceSheet: hand-checked figures', () => {
  const f = computeBalanceSheet(input);

  it('adds cash on hand and cash in banks', () => {
    expect(f.assets.cash_on_hand.amount).toBe('1000.00');
    expect(f.assets.cash_in_banks.amount).toBe('3000.00');
    expect(f.assets.cash.amount).toBe('4000.00');
  });

  it('values inventory at cost per item × number of items, default 1', () => {
    expect(f.inventory_lines.map((l) => l.amount)).toEqual(['125.00', '7.33']);
    expect(f.assets.inventory.amount).toBe('132.33');
  });

  it('sums receivables, advances, loans given and other assets', () => {
    expect(f.assets.receivables.amount).toBe('1500.00');
    expect(f.assets.cash_advances.amount).toBe('600.00');
    expect(f.assets.loans_receivable.amount).toBe('400.00');
    expect(f.assets.other_assets.amount).toBe('250.00');
  });

  it('depreciates buildings and equipment straight-line by years of use', () => {
    expect(f.property_lines.map((p) => [p.type, p.useful_life_years, p.net.amount])).toEqual([
      ['Office building', 20, '75000.00'],
      ['Land', null, '50000.00'],
      ['Laptop', 3, '1000.00'],
    ]);
    expect(f.assets.property_cost.amount).toBe('151500.00');
    expect(f.assets.accumulated_depreciation.amount).toBe('25500.00');
    expect(f.assets.property_net.amount).toBe('126000.00');
  });

  it('totals the sections and balances with retained earnings', () => {
    expect(f.assets.total.amount).toBe('132882.33');
    expect(f.liabilities.suppliers.amount).toBe('2000.00');
    expect(f.liabilities.other_loans.amount).toBe('30000.00');
    expect(f.liabilities.total.amount).toBe('32000.00');
    expect(f.equity.owner_investment.amount).toBe('60000.00');
    // retained earnings = assets − liabilities − investment
    expect(f.equity.retained_earnings.amount).toBe('40882.33');
    expect(f.equity.total.amount).toBe('100882.33');
    expect(f.total_liabilities_and_equity.amount).toBe('132882.33');
    expect(f.balances).toBe(true);
  });

  it('gives negative retained earnings when debts exceed assets', () => {
    const g = computeBalanceSheet({
      date: '2025-01-01',
      cash_on_hand: 100,
      cib_rows: [{ amount: 0 }],
      other_loan_rows: [{ amount: 500 }],
      investment_rows: [{ amount: 1000 }],
    });
    expect(g.equity.retained_earnings.amount).toBe('-1400.00');
    expect(g.balances).toBe(true);
  });

  it('reads row lists sent as JSON text (the spec sends them so)', () => {
    const g = computeBalanceSheet({
      date: '2025-01-01',
      cash_on_hand: '0',
      cib_rows: '[{"nameOfBank":"X","amount":"10.10"}]',
      client_rows: '[]',
    });
    expect(g.assets.cash.amount).toBe('10.10');
  });
});

describe('balance sheet: bad input', () => {
  it('names the row and field of a negative amount', () => {
    expect(() =>
      computeBalanceSheet({ ...input, client_rows: [{ amount: 1 }, { amount: -5 }] }),
    ).toThrow('client_rows.1.amount: Amount cannot be negative.');
  });

  it('enforces the wizard required steps: date, cash on hand, cash in bank', () => {
    expect(validateBalanceSheet({}).map((i) => i.field)).toEqual([
      'date',
      'cash_on_hand',
      'cib_rows',
    ]);
    expect(validateBalanceSheet({}, { requireWizardFields: false })).toEqual([]);
  });

  it('reports unreadable JSON rows, bad dates and bad years', () => {
    const issues = validateBalanceSheet({
      ...input,
      date: '2025-13-01',
      supplier_rows: '[{bad json',
      building_rows: [{ type: 'Van', cost: 10, numberOfYears: -1 }],
    });
    expect(issues.map((i) => i.field)).toEqual([
      'date',
      'building_rows.0.numberOfYears',
      'supplier_rows',
    ]);
  });

  it('throws FinanceInputError with every issue', () => {
    expect.assertions(2);
    try {
      computeBalanceSheet({ cash_on_hand: 'x' });
    } catch (e) {
      expect(e).toBeInstanceOf(FinanceInputError);
      expect((e as FinanceInputError).issues.length).toBe(3);
    }
  });
});
