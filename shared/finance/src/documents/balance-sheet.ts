/**
 * The balance sheet from the prepare-wizard rows (spec sections 3 and 9):
 *   cash = cash on hand + Σ cash in banks
 *   receivables = Σ client rows
 *   inventory = Σ cost per item × number of items (default 1), each rounded half-up
 *   cash advances and deposits, loans given, other assets = Σ their rows
 *   property and equipment = Σ cost − straight-line accumulated depreciation by years of use
 *   liabilities = Σ suppliers + Σ other loans
 *   owner investment = Σ investment rows
 *   retained earnings = total assets − total liabilities − owner investment
 *   equity = owner investment + retained earnings, so assets = liabilities + equity.
 */
import type { FinanceIssue } from '../errors';
import { fieldPath, IssueCollector } from '../errors';
import { parseIsoDate } from '../calendar/month';
import type { Currency } from '../money/currency';
import { pow10 } from '../money/currency';
import type { Decimal } from '../money/decimal';
import { decimalFromInteger, divRoundHalfUp } from '../money/decimal';
import { accumulatedDepreciation, defaultUsefulLifeYears } from '../depreciation/straight-line';
import {
  isRecord,
  readAmount,
  readCurrency,
  readDecimalField,
  readList,
  readText,
} from '../validation/read-fields';
import type { MoneyFigure } from './figures';
import { figure } from './figures';
import type { FormNumber } from './line-items';
import { lineAmountMinor } from './line-items';

type Rows<T> = readonly T[] | string | null | undefined;

export interface AmountRow {
  amount?: FormNumber;
}

/** The balance-sheet submission of the spec (row lists as arrays or JSON text). */
export interface BalanceSheetInput {
  currency?: string | null;
  company_id?: string | number | null;
  /** 'YYYY-MM-DD' */
  date?: string | null;
  cash_on_hand?: FormNumber;
  cib_rows?: Rows<AmountRow & { nameOfBank?: string }>;
  client_rows?: Rows<AmountRow & { name?: string }>;
  inventory_rows?: Rows<{
    productName?: string;
    numberOfItems?: FormNumber;
    costPerItem?: FormNumber;
  }>;
  cash_advance_rows?: Rows<AmountRow & { typeOfDeposit?: string; paidToWhom?: string }>;
  loan_rows?: Rows<AmountRow & { typeOfLoan?: string; loanedTo?: string }>;
  other_asset_rows?: Rows<AmountRow & { nameOfAsset?: string }>;
  /** Equipment, land and buildings: cost and years of use; usefulLife (years) overrides the default table. */
  building_rows?: Rows<{
    type?: string;
    cost?: FormNumber;
    numberOfYears?: FormNumber;
    usefulLife?: FormNumber;
  }>;
  supplier_rows?: Rows<AmountRow & { nameOfSupplier?: string }>;
  other_loan_rows?: Rows<AmountRow & { typeOfLoan?: string; lender?: string }>;
  investment_rows?: Rows<AmountRow & { name?: string; typeOfInvestment?: string }>;
}

/** A fixed asset as read: whole months used and of life (null life: land). */
export interface FixedAssetRow {
  readonly label: string;
  readonly cost: bigint;
  readonly monthsUsed: number;
  readonly lifeMonths: number | null;
  readonly accumulated: bigint;
}

/** The balance sheet in minor units. */
export interface BalanceSheetData {
  readonly currency: Currency;
  readonly date: string | null;
  readonly cashOnHand: bigint;
  readonly cashInBanks: bigint;
  readonly receivables: bigint;
  readonly inventory: bigint;
  readonly inventoryLines: readonly bigint[];
  readonly cashAdvances: bigint;
  readonly loansReceivable: bigint;
  readonly otherAssets: bigint;
  readonly fixedAssets: readonly FixedAssetRow[];
  readonly suppliers: bigint;
  readonly otherLoans: bigint;
  readonly ownerInvestment: bigint;
}

export interface BalanceSheetTotals {
  readonly cash: bigint;
  readonly propertyCost: bigint;
  readonly accumulatedDepreciation: bigint;
  readonly propertyNet: bigint;
  readonly totalAssets: bigint;
  readonly totalLiabilities: bigint;
  readonly retainedEarnings: bigint;
  readonly totalEquity: bigint;
}

export interface ReadBalanceSheetOptions {
  /** Enforce the wizard's required steps: date, cash on hand, cash in bank (DECISIONS.md). */
  requireWizardFields?: boolean;
  /** Prefix for field paths, e.g. 'opening_balance_sheet'. */
  prefix?: string;
  /** Currency when the input names none (the forecast passes its own). */
  currency?: Currency;
}

function sumRows(
  issues: IssueCollector,
  value: unknown,
  field: string,
  currency: Currency,
  label: string,
  required = false,
): bigint {
  const rows = readList(issues, value, field, { label, required }) ?? [];
  if (required && rows.length === 0 && !issues.issues.some((i) => i.field === field)) {
    issues.add(field, `${label}: add at least one row (an amount of 0 is fine).`);
  }
  let total = 0n;
  rows.forEach((row, index) => {
    const at = fieldPath(field, index);
    if (!isRecord(row)) {
      issues.add(at, 'Each row must be an object.');
      return;
    }
    total +=
      readAmount(issues, row.amount, fieldPath(at, 'amount'), currency, {
        label: 'Amount',
        required: true,
      }) ?? 0n;
  });
  return total;
}

const ONE = decimalFromInteger(1);
const ZERO = decimalFromInteger(0);
const MAX_YEARS = decimalFromInteger(200);

/** Reads the wizard rows into minor units; problems go to `issues`. */
export function readBalanceSheet(
  issues: IssueCollector,
  input: unknown,
  options: ReadBalanceSheetOptions = {},
): BalanceSheetData {
  const prefix = options.prefix ?? '';
  const at = (key: string): string => fieldPath(prefix, key);
  const src = isRecord(input) ? input : {};
  if (!isRecord(input)) issues.add(prefix, 'The balance sheet must be an object.');
  const currency =
    src.currency === undefined && options.currency
      ? options.currency
      : readCurrency(issues, src.currency, at('currency'));
  const required = options.requireWizardFields ?? false;

  let date: string | null = null;
  if (src.date !== undefined && src.date !== null && src.date !== '') {
    if (parseIsoDate(src.date)) date = String(src.date).trim();
    else issues.add(at('date'), 'Date must be a real date written YYYY-MM-DD.');
  } else if (required) {
    issues.add(at('date'), 'Date is required.');
  }

  const cashOnHand =
    readAmount(issues, src.cash_on_hand, at('cash_on_hand'), currency, {
      label: 'Cash on hand',
      required,
    }) ?? 0n;
  const cashInBanks = sumRows(
    issues,
    src.cib_rows,
    at('cib_rows'),
    currency,
    'Cash in bank',
    required,
  );
  const receivables = sumRows(issues, src.client_rows, at('client_rows'), currency, 'Clients');

  const inventoryLines: bigint[] = [];
  const inventoryRows = readList(issues, src.inventory_rows, at('inventory_rows'), {
    label: 'Inventory',
  });
  (inventoryRows ?? []).forEach((row, index) => {
    const rowAt = fieldPath(at('inventory_rows'), index);
    if (!isRecord(row)) {
      issues.add(rowAt, 'Each row must be an object.');
      return;
    }
    const count = readDecimalField(issues, row.numberOfItems, fieldPath(rowAt, 'numberOfItems'), {
      label: 'Number of items',
      min: ZERO,
      fallback: ONE,
    });
    const cost = readDecimalField(issues, row.costPerItem, fieldPath(rowAt, 'costPerItem'), {
      label: 'Cost per item',
      required: true,
      min: ZERO,
    });
    if (count && cost) inventoryLines.push(lineAmountMinor(cost, count, currency));
  });
  const inventory = inventoryLines.reduce((a, b) => a + b, 0n);

  const cashAdvances = sumRows(
    issues,
    src.cash_advance_rows,
    at('cash_advance_rows'),
    currency,
    'Cash advances',
  );
  const loansReceivable = sumRows(issues, src.loan_rows, at('loan_rows'), currency, 'Loans given');
  const otherAssets = sumRows(
    issues,
    src.other_asset_rows,
    at('other_asset_rows'),
    currency,
    'Other assets',
  );

  const fixedAssets: FixedAssetRow[] = [];
  const buildingRows = readList(issues, src.building_rows, at('building_rows'), {
    label: 'Equipment, land and buildings',
  });
  (buildingRows ?? []).forEach((row, index) => {
    const rowAt = fieldPath(at('building_rows'), index);
    if (!isRecord(row)) {
      issues.add(rowAt, 'Each row must be an object.');
      return;
    }
    const label = readText(issues, row.type, fieldPath(rowAt, 'type'), { label: 'Type' }) ?? '';
    const cost = readAmount(issues, row.cost, fieldPath(rowAt, 'cost'), currency, {
      label: 'Cost',
      required: true,
    });
    const years = readDecimalField(issues, row.numberOfYears, fieldPath(rowAt, 'numberOfYears'), {
      label: 'Years of use',
      min: ZERO,
      max: MAX_YEARS,
      rangeMessage: 'Years of use must be between 0 and 200.',
    });
    const hasLife = !(
      row.usefulLife === undefined ||
      row.usefulLife === null ||
      row.usefulLife === ''
    );
    const life = hasLife
      ? readDecimalField(issues, row.usefulLife, fieldPath(rowAt, 'usefulLife'), {
          label: 'Useful life',
          min: ONE,
          max: MAX_YEARS,
          rangeMessage: 'Useful life must be between 1 and 200 years.',
        })
      : undefined;
    if (cost === undefined || !years || (hasLife && !life)) return;
    const monthsUsed = yearsToMonths(years);
    const lifeYears = life ? null : defaultUsefulLifeYears(label);
    const lifeMonths = life ? yearsToMonths(life) : lifeYears === null ? null : lifeYears * 12;
    fixedAssets.push({
      label,
      cost,
      monthsUsed,
      lifeMonths,
      accumulated: accumulatedDepreciation(cost, lifeMonths, monthsUsed),
    });
  });

  const suppliers = sumRows(issues, src.supplier_rows, at('supplier_rows'), currency, 'Suppliers');
  const otherLoans = sumRows(
    issues,
    src.other_loan_rows,
    at('other_loan_rows'),
    currency,
    'Bank and other loans',
  );
  const ownerInvestment = sumRows(
    issues,
    src.investment_rows,
    at('investment_rows'),
    currency,
    'Initial investment',
  );

  return {
    currency,
    date,
    cashOnHand,
    cashInBanks,
    receivables,
    inventory,
    inventoryLines,
    cashAdvances,
    loansReceivable,
    otherAssets,
    fixedAssets,
    suppliers,
    otherLoans,
    ownerInvestment,
  };
}

/** Years (exact decimal) to whole months, rounded half-up: 2.5 years is 30 months. */
export function yearsToMonths(years: Decimal): number {
  return Number(divRoundHalfUp(years.coef * 12n, pow10(years.scale)));
}

/** Section totals and the retained-earnings figure that makes the sheet balance. */
export function balanceSheetTotals(data: BalanceSheetData): BalanceSheetTotals {
  const cash = data.cashOnHand + data.cashInBanks;
  let propertyCost = 0n;
  let accumulated = 0n;
  for (const asset of data.fixedAssets) {
    propertyCost += asset.cost;
    accumulated += asset.accumulated;
  }
  const propertyNet = propertyCost - accumulated;
  const totalAssets =
    cash +
    data.receivables +
    data.inventory +
    data.cashAdvances +
    data.loansReceivable +
    data.otherAssets +
    propertyNet;
  const totalLiabilities = data.suppliers + data.otherLoans;
  const retainedEarnings = totalAssets - totalLiabilities - data.ownerInvestment;
  return {
    cash,
    propertyCost,
    accumulatedDepreciation: accumulated,
    propertyNet,
    totalAssets,
    totalLiabilities,
    retainedEarnings,
    totalEquity: data.ownerInvestment + retainedEarnings,
  };
}

export interface BalanceSheetFigures {
  readonly currency: Currency;
  readonly date: string | null;
  readonly assets: {
    readonly cash_on_hand: MoneyFigure;
    readonly cash_in_banks: MoneyFigure;
    readonly cash: MoneyFigure;
    readonly receivables: MoneyFigure;
    readonly inventory: MoneyFigure;
    readonly cash_advances: MoneyFigure;
    readonly loans_receivable: MoneyFigure;
    readonly other_assets: MoneyFigure;
    readonly property_cost: MoneyFigure;
    readonly accumulated_depreciation: MoneyFigure;
    readonly property_net: MoneyFigure;
    readonly total: MoneyFigure;
  };
  readonly liabilities: {
    readonly suppliers: MoneyFigure;
    readonly other_loans: MoneyFigure;
    readonly total: MoneyFigure;
  };
  readonly equity: {
    readonly owner_investment: MoneyFigure;
    readonly retained_earnings: MoneyFigure;
    readonly total: MoneyFigure;
  };
  readonly total_liabilities_and_equity: MoneyFigure;
  /** assets = liabilities + equity, to the cent. */
  readonly balances: boolean;
  /** Row detail: inventory line values and each fixed asset's depreciation. */
  readonly inventory_lines: readonly MoneyFigure[];
  readonly property_lines: readonly {
    readonly type: string;
    readonly cost: MoneyFigure;
    readonly years_used: number;
    /** null for land (not depreciated). */
    readonly useful_life_years: number | null;
    readonly accumulated_depreciation: MoneyFigure;
    readonly net: MoneyFigure;
  }[];
}

/**
 * Computes the balance sheet from the wizard's submission. Row lists may be
 * arrays or JSON text. Throws FinanceInputError naming the field (e.g.
 * `client_rows.1.amount`) for negative or unreadable amounts, and for the
 * wizard's required steps when `requireWizardFields` is true (the default).
 */
export function computeBalanceSheet(
  input: BalanceSheetInput,
  options: ReadBalanceSheetOptions & { locale?: string } = {},
): BalanceSheetFigures {
  const issues = new IssueCollector();
  const data = readBalanceSheet(issues, input, {
    ...options,
    requireWizardFields: options.requireWizardFields ?? true,
  });
  issues.throwIfAny();
  return presentBalanceSheet(data, options.locale);
}

/** All problems with a balance-sheet submission (wizard rules); never throws. */
export function validateBalanceSheet(
  input: unknown,
  options: ReadBalanceSheetOptions = {},
): FinanceIssue[] {
  const issues = new IssueCollector();
  readBalanceSheet(issues, input, {
    ...options,
    requireWizardFields: options.requireWizardFields ?? true,
  });
  return issues.issues;
}

export function presentBalanceSheet(data: BalanceSheetData, locale?: string): BalanceSheetFigures {
  const t = balanceSheetTotals(data);
  const f = (minor: bigint): MoneyFigure => figure(minor, data.currency, locale);
  if (t.totalAssets !== t.totalLiabilities + t.totalEquity) {
    throw new Error('Internal error: the balance sheet does not balance.');
  }
  return {
    currency: data.currency,
    date: data.date,
    assets: {
      cash_on_hand: f(data.cashOnHand),
      cash_in_banks: f(data.cashInBanks),
      cash: f(t.cash),
      receivables: f(data.receivables),
      inventory: f(data.inventory),
      cash_advances: f(data.cashAdvances),
      loans_receivable: f(data.loansReceivable),
      other_assets: f(data.otherAssets),
      property_cost: f(t.propertyCost),
      accumulated_depreciation: f(t.accumulatedDepreciation),
      property_net: f(t.propertyNet),
      total: f(t.totalAssets),
    },
    liabilities: {
      suppliers: f(data.suppliers),
      other_loans: f(data.otherLoans),
      total: f(t.totalLiabilities),
    },
    equity: {
      owner_investment: f(data.ownerInvestment),
      retained_earnings: f(t.retainedEarnings),
      total: f(t.totalEquity),
    },
    total_liabilities_and_equity: f(t.totalLiabilities + t.totalEquity),
    balances: t.totalAssets === t.totalLiabilities + t.totalEquity,
    inventory_lines: data.inventoryLines.map(f),
    property_lines: data.fixedAssets.map((a) => ({
      type: a.label,
      cost: f(a.cost),
      years_used: a.monthsUsed / 12,
      useful_life_years: a.lifeMonths === null ? null : a.lifeMonths / 12,
      accumulated_depreciation: f(a.accumulated),
      net: f(a.cost - a.accumulated),
    })),
  };
}
