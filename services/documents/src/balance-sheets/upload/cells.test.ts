import { numberText, readAmountCell, readDateCell } from './cells';
import { sectionOf, targetOf } from './label-rules';
import { addDecimalText } from './upload-result';

describe('amount cells', () => {
  it('reads numbers at Excel precision and text amounts exactly', () => {
    expect(numberText(0.1 + 0.2)).toBe('0.3');
    expect(numberText(1200.5)).toBe('1200.5');
    expect(readAmountCell('₱1,200.50')).toEqual({
      kind: 'amount',
      text: '1200.50',
      negative: false,
    });
    expect(readAmountCell('USD 300')).toEqual({ kind: 'amount', text: '300', negative: false });
    expect(readAmountCell('(2,000)')).toEqual({ kind: 'amount', text: '2000', negative: true });
    expect(readAmountCell(-15)).toEqual({ kind: 'amount', text: '15', negative: true });
    expect(readAmountCell('-')).toEqual({ kind: 'amount', text: '0', negative: false });
    expect(readAmountCell('.5')).toEqual({ kind: 'amount', text: '0.5', negative: false });
    expect(readAmountCell('twelve')).toEqual({ kind: 'not-a-number', text: 'twelve' });
    expect(readAmountCell(null)).toEqual({ kind: 'blank' });
  });

  it('adds decimal texts without floating point', () => {
    expect(addDecimalText('0.1', '0.2')).toBe('0.3');
    expect(addDecimalText('', '5')).toBe('5');
    expect(addDecimalText('999.99', '0.01')).toBe('1000.00');
  });
});

describe('date cells', () => {
  it('reads serial numbers, ISO and written dates; refuses impossible ones', () => {
    expect(readDateCell(46022)).toBe('2025-12-31');
    expect(readDateCell('2025-12-31')).toBe('2025-12-31');
    expect(readDateCell('Balance sheet as of December 31, 2025')).toBe('2025-12-31');
    expect(readDateCell('As at 30 June 2026')).toBe('2026-06-30');
    expect(readDateCell('2025-02-30')).toBeNull();
    expect(readDateCell('31/12/2025')).toBeNull();
  });
});

describe('label rules', () => {
  it('puts each usual line in its table, specific rules first', () => {
    const list = (section: 'assets' | 'liabilities' | 'equity', label: string) => {
      const target = targetOf(section, label);
      return target.kind === 'row' ? target.list : target.kind;
    };
    expect(list('assets', 'Petty cash')).toBe('cash_on_hand');
    expect(list('assets', 'Cash advances to staff')).toBe('cash_advance_rows');
    expect(list('assets', 'Cash and cash equivalents')).toBe('cib_rows');
    expect(list('assets', 'Notes receivable')).toBe('loan_rows');
    expect(list('assets', 'Trade debtors')).toBe('client_rows');
    expect(list('assets', 'Delivery van')).toBe('building_rows');
    expect(list('assets', 'Accumulated depreciation')).toBe('skip');
    expect(list('liabilities', 'Loans payable')).toBe('other_loan_rows');
    expect(list('liabilities', 'Accounts payable')).toBe('supplier_rows');
    expect(list('equity', 'Retained earnings')).toBe('skip');
    expect(list('equity', "Partner's capital")).toBe('investment_rows');
    expect(list('equity', 'Total equity')).toBe('skip');
  });

  it('reads section headings', () => {
    expect(sectionOf('Current Assets')).toBe('assets');
    expect(sectionOf('Liabilities and Equity')).toBe('liabilities');
    expect(sectionOf("Owner's equity")).toBe('equity');
    expect(sectionOf('Total assets')).toBeNull();
  });
});
