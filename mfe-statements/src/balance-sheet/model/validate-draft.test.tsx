import { CASH_IN_BANK_REQUIRED } from '@fina/contract';
import { submissionForm } from '../api/submit-balance-sheet';
import { emptyDraft } from './draft';
import type { BalanceSheetDraft } from './draft';
import { previewFigures } from './preview';
import { cellIssues, issuesFor, validateDraft } from './validate-draft';

const COMPANY_ID = '0b6f8a4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';

function filled(): BalanceSheetDraft {
  const draft = emptyDraft(COMPANY_ID);
  draft.date = '2025-12-31';
  draft.cash_on_hand = '100';
  draft.rows.cib_rows = [{ nameOfBank: 'BPI', amount: '50.25' }];
  return draft;
}

describe('validateDraft', () => {
  it('asks for the required steps with the spec messages', () => {
    const issues = validateDraft(emptyDraft(''));
    expect(issues.get('company_id')).toBe('Please select an option.');
    expect(issues.get('date')).toBe('Please fill in the required field.');
    expect(issues.get('cash_on_hand')).toBe('Please fill in the required field.');
    expect(issues.get('cib_rows')).toBe(CASH_IN_BANK_REQUIRED);
  });

  it('accepts a complete draft, ignoring rows left blank', () => {
    expect(validateDraft(filled()).size).toBe(0);
  });

  it('refuses impossible dates', () => {
    expect(validateDraft({ ...filled(), date: '2025-02-30' }).get('date')).toBe(
      'date must be a real date.',
    );
  });

  it("points a row's problem at the row the user sees, blank rows in between", () => {
    const draft = filled();
    draft.rows.client_rows = [
      { name: '', amount: '' }, // blank: skipped when sent
      { name: 'Acme', amount: '' },
    ];
    draft.rows.inventory_rows = [{ productName: 'Beans', numberOfItems: '2', costPerItem: '' }];
    const issues = validateDraft(draft);
    expect(issues.get('client_rows.1.amount')).toBe('Amount is required.');
    expect(issues.get('inventory_rows.0.costPerItem')).toBe('Cost per item is required.');
    expect(issuesFor(issues, 'client_rows')).toHaveLength(1);
    expect(cellIssues(issues, 'client_rows')).toEqual({ '1.amount': 'Amount is required.' });
  });
});

describe('the preview and the submission', () => {
  it('computes exact totals with the engine (inventory: cost × items, blank count = 1)', () => {
    const draft = filled();
    draft.rows.inventory_rows = [
      { productName: 'Beans', numberOfItems: '3', costPerItem: '0.1' },
      { productName: 'Cups', numberOfItems: '', costPerItem: '0.2' },
    ];
    const figures = previewFigures(draft, 'USD');
    expect(figures?.assets.inventory.amount).toBe('0.50');
    expect(figures?.assets.total.amount).toBe('150.75');
  });

  it('sends row lists as JSON text without blank rows, with the totals to check', () => {
    const draft = filled();
    draft.rows.other_asset_rows = [
      { nameOfAsset: 'Licence', amount: '10' },
      { nameOfAsset: '', amount: '' },
    ];
    const form = submissionForm(draft, previewFigures(draft, 'USD'));
    expect(form.get('company_id')).toBe(COMPANY_ID);
    expect(form.get('cib_rows')).toBe('[{"nameOfBank":"BPI","amount":"50.25"}]');
    expect(form.get('other_asset_rows')).toBe('[{"nameOfAsset":"Licence","amount":"10"}]');
    expect(form.get('client_rows')).toBe('[]');
    expect(form.get('total_assets')).toBe('160.25');
    expect(form.get('total_liabilities')).toBe('0.00');
  });
});
