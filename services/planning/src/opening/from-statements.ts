/**
 * The statements' balance sheet (as read and confirmed) → the engine's opening balance sheet
 * (the prepare wizard's rows). Every row is non-negative, as the wizard's: an overdraft goes
 * to loans, accumulated depreciation nets the fixed assets (one row, depreciated over 5
 * years from the start), and retained earnings is left to the engine as the balancing figure
 * (assets − liabilities − owner investment), so only capital lines become investment rows.
 */
import type { BalanceSheetInput } from '@fina/finance';
import type { StatementLine } from '@fina/contract';
import { fromMicro, toMicro } from '../shared/decimal-text';

/** Useful life given to the statements' net fixed assets (the engine's "other equipment"). */
export const OPENING_FIXED_ASSET_LIFE_YEARS = '5';

type Line = Pick<StatementLine, 'key' | 'label' | 'amount'>;

const RETAINED =
  /retained|net income|net profit|current year|profit for|drawings?|distributions?|dividends?/i;

export function openingFromStatements(
  lines: readonly Line[],
  date: string | null,
): BalanceSheetInput {
  type Row = Record<string, string>;
  const rows = {
    cib_rows: [] as Row[],
    client_rows: [] as Row[],
    inventory_rows: [] as Row[],
    other_asset_rows: [] as Row[],
    building_rows: [] as Row[],
    supplier_rows: [] as Row[],
    other_loan_rows: [] as Row[],
    investment_rows: [] as Row[],
  };
  let fixed = 0n;
  for (const line of lines) {
    const micro = toMicro(line.amount);
    const amount = fromMicro(micro < 0n ? -micro : micro);
    if (micro === 0n) continue;
    switch (line.key) {
      case 'cash':
        if (micro > 0n) rows.cib_rows.push({ nameOfBank: line.label, amount });
        else
          rows.other_loan_rows.push({
            typeOfLoan: `${line.label} (overdraft)`,
            lender: '',
            amount,
          });
        break;
      case 'receivables':
        if (micro > 0n) rows.client_rows.push({ name: line.label, amount });
        break;
      case 'inventory':
        if (micro > 0n)
          rows.inventory_rows.push({
            productName: line.label,
            numberOfItems: '1',
            costPerItem: amount,
          });
        break;
      case 'other_current_assets':
        if (micro > 0n) rows.other_asset_rows.push({ nameOfAsset: line.label, amount });
        break;
      case 'fixed_assets':
        fixed += micro;
        break;
      case 'payables':
        if (micro > 0n) rows.supplier_rows.push({ nameOfSupplier: line.label, amount });
        break;
      case 'loans':
      case 'other_liabilities':
        if (micro > 0n) rows.other_loan_rows.push({ typeOfLoan: line.label, lender: '', amount });
        break;
      case 'equity':
        if (micro > 0n && !RETAINED.test(line.label))
          rows.investment_rows.push({ name: line.label, typeOfInvestment: 'Capital', amount });
        break;
      default:
        break;
    }
  }
  if (fixed > 0n) {
    rows.building_rows.push({
      type: 'Fixed assets (net, from the statements)',
      cost: fromMicro(fixed),
      numberOfYears: '0',
      usefulLife: OPENING_FIXED_ASSET_LIFE_YEARS,
    });
  }
  return { date, cash_on_hand: '0', ...rows };
}
