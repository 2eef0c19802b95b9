/**
 * Balance sheet calls (spec sections 2, 3 and 7; DECISIONS.md): the prepare wizard's
 * submission (`update_balance_sheet`, multipart, row lists as JSON text), the read with the
 * engine's statement and the version history, the .xlsx upload parser and its template.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { isoDateField, uuidField } from './fields';
import { currencyField } from './companies';

/** Largest number of rows in one table (a small business's balance sheet, with room). */
export const BALANCE_SHEET_MAX_ROWS = 200;
/** Largest .xlsx accepted by `parse_upload`. */
export const BALANCE_SHEET_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const BALANCE_SHEET_NOT_FOUND = 'No balance sheet yet.';
export const CASH_IN_BANK_REQUIRED =
  'Cash in bank: add at least one bank (an amount of 0 is fine).';

const DECIMAL_TEXT = /^\d{1,13}(\.\d{1,6})?$/;

function checkDecimal(label: string, value: string, ctx: z.RefinementCtx, required: boolean) {
  if (value === '') {
    if (required) ctx.addIssue({ code: 'custom', message: `${label} is required.` });
  } else if (value.startsWith('-')) {
    ctx.addIssue({ code: 'custom', message: `${label} cannot be negative.` });
  } else if (!DECIMAL_TEXT.test(value)) {
    ctx.addIssue({
      code: 'custom',
      message: `${label} must be a number like 1200.50 (at most 13 digits, 6 decimals).`,
    });
  }
}

const toDecimalText = (value: string | number | null | undefined): string =>
  value === undefined || value === null
    ? ''
    : (typeof value === 'number' ? String(value) : value.trim()).replace(/,/g, '');

/**
 * A non-negative decimal, kept as exact text (never a float): `"1200.50"`, `1200.5` or
 * `"1,200.50"` in; `"1200.50"` out. The engine rounds it half-up to the currency's cents.
 */
export const decimalText = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a number.` })
    .transform(toDecimalText)
    .superRefine((value, ctx) => checkDecimal(label, value, ctx, true));

/** Like decimalText, but blank (or missing) is allowed and reads as ''. */
const optionalDecimalText = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: `${label} must be a number.` })
    .optional()
    .transform(toDecimalText)
    .superRefine((value, ctx) => checkDecimal(label, value, ctx, false));

const label = (name: string) =>
  z
    .union([z.string(), z.null()], { error: `${name} must be text.` })
    .optional()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(200, `${name} must be at most 200 characters.`));

/** The spec's row field names (section 3), one schema per table. */
export const balanceSheetRowSchemas = {
  cib_rows: z.object({ nameOfBank: label('Name of bank'), amount: decimalText('Amount') }),
  client_rows: z.object({ name: label('Name'), amount: decimalText('Amount') }),
  inventory_rows: z.object({
    productName: label('Product name'),
    /** Blank counts as 1 (spec section 9). */
    numberOfItems: optionalDecimalText('Number of items'),
    costPerItem: decimalText('Cost per item'),
  }),
  cash_advance_rows: z.object({
    typeOfDeposit: label('Type of deposit'),
    paidToWhom: label('Paid to whom'),
    amount: decimalText('Amount'),
  }),
  loan_rows: z.object({
    typeOfLoan: label('Type of loan'),
    loanedTo: label('Loaned to'),
    amount: decimalText('Amount'),
  }),
  /** Bound and persisted (DECISIONS.md: the earlier client bound it to nothing). */
  other_asset_rows: z.object({
    nameOfAsset: label('Name of asset'),
    amount: decimalText('Amount'),
  }),
  building_rows: z.object({
    type: label('Type'),
    cost: decimalText('Cost'),
    /** Years already in use; blank is 0 (a new asset). */
    numberOfYears: optionalDecimalText('Years of use'),
    /** Useful life in years; blank takes the engine's table by type (land: none). */
    usefulLife: optionalDecimalText('Useful life'),
  }),
  supplier_rows: z.object({
    nameOfSupplier: label('Name of supplier'),
    amount: decimalText('Amount'),
  }),
  other_loan_rows: z.object({
    typeOfLoan: label('Type of loan'),
    lender: label('Lender'),
    amount: decimalText('Amount'),
  }),
  investment_rows: z.object({
    name: label('Name'),
    typeOfInvestment: label('Type of investment'),
    amount: decimalText('Amount'),
  }),
} as const;

export type BalanceSheetRowList = keyof typeof balanceSheetRowSchemas;
/** The tables in the wizard's order. */
export const BALANCE_SHEET_ROW_LISTS = [
  'cib_rows',
  'client_rows',
  'inventory_rows',
  'cash_advance_rows',
  'loan_rows',
  'other_asset_rows',
  'building_rows',
  'supplier_rows',
  'other_loan_rows',
  'investment_rows',
] as const satisfies readonly BalanceSheetRowList[];

/** One column of a table: the spec's field name and the label a person reads. */
export interface BalanceSheetColumn {
  key: string;
  header: string;
  /** A number (amount, count, years) rather than text. */
  numeric: boolean;
  /** Must be filled in a row that is not blank. */
  required: boolean;
  /** Shown when blank is allowed and means something (e.g. "1"). */
  blankMeans?: string;
}

export interface BalanceSheetTable {
  list: BalanceSheetRowList;
  /** The wizard's title for the table, and the template's sheet name. */
  title: string;
  columns: readonly BalanceSheetColumn[];
}

const text = (key: string, header: string): BalanceSheetColumn => ({
  key,
  header,
  numeric: false,
  required: false,
});
const amountColumn = (key = 'amount', header = 'Amount'): BalanceSheetColumn => ({
  key,
  header,
  numeric: true,
  required: true,
});

/**
 * The ten tables, in the wizard's order: their titles and columns. The wizard's tables,
 * the .xlsx template (one sheet per table, these headers in row 1) and its reader all use
 * this one definition.
 */
export const BALANCE_SHEET_TABLES: readonly BalanceSheetTable[] = [
  {
    list: 'cib_rows',
    title: 'Cash in bank',
    columns: [text('nameOfBank', 'Name of bank'), amountColumn()],
  },
  {
    list: 'client_rows',
    title: 'Clients who owe you',
    columns: [text('name', 'Name'), amountColumn()],
  },
  {
    list: 'inventory_rows',
    title: 'Inventory',
    columns: [
      text('productName', 'Product name'),
      {
        key: 'numberOfItems',
        header: 'Number of items',
        numeric: true,
        required: false,
        blankMeans: '1',
      },
      amountColumn('costPerItem', 'Cost per item'),
    ],
  },
  {
    list: 'cash_advance_rows',
    title: 'Cash advances and deposits',
    columns: [
      text('typeOfDeposit', 'Type of deposit'),
      text('paidToWhom', 'Paid to whom'),
      amountColumn(),
    ],
  },
  {
    list: 'loan_rows',
    title: 'Loans you gave',
    columns: [text('typeOfLoan', 'Type of loan'), text('loanedTo', 'Loaned to'), amountColumn()],
  },
  {
    list: 'other_asset_rows',
    title: 'Other assets',
    columns: [text('nameOfAsset', 'Name of asset'), amountColumn()],
  },
  {
    list: 'building_rows',
    title: 'Equipment, land and buildings',
    columns: [
      text('type', 'Type'),
      amountColumn('cost', 'Cost'),
      {
        key: 'numberOfYears',
        header: 'Years of use',
        numeric: true,
        required: false,
        blankMeans: '0',
      },
      {
        key: 'usefulLife',
        header: 'Useful life (years)',
        numeric: true,
        required: false,
        blankMeans: 'by type',
      },
    ],
  },
  {
    list: 'supplier_rows',
    title: 'Suppliers you owe',
    columns: [text('nameOfSupplier', 'Name of supplier'), amountColumn()],
  },
  {
    list: 'other_loan_rows',
    title: 'Bank and other loans',
    columns: [text('typeOfLoan', 'Type of loan'), text('lender', 'Lender'), amountColumn()],
  },
  {
    list: 'investment_rows',
    title: 'Initial investment',
    columns: [text('name', 'Name'), text('typeOfInvestment', 'Type of investment'), amountColumn()],
  },
];

/** A row as a form holds it (every value text) and as the server answers it. */
export type BalanceSheetRow<K extends BalanceSheetRowList> = z.output<
  (typeof balanceSheetRowSchemas)[K]
>;
export type BalanceSheetRows = { [K in BalanceSheetRowList]: BalanceSheetRow<K>[] };

/** A row as answered: plain text fields (responses are encoded, so no transforms here). */
const plainRow = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>);

/** The row lists in an answer (parse_upload); the same shapes as the input schemas' output. */
export const balanceSheetRowsAnswer = z.object({
  cib_rows: z.array(plainRow('nameOfBank', 'amount')),
  client_rows: z.array(plainRow('name', 'amount')),
  inventory_rows: z.array(plainRow('productName', 'numberOfItems', 'costPerItem')),
  cash_advance_rows: z.array(plainRow('typeOfDeposit', 'paidToWhom', 'amount')),
  loan_rows: z.array(plainRow('typeOfLoan', 'loanedTo', 'amount')),
  other_asset_rows: z.array(plainRow('nameOfAsset', 'amount')),
  building_rows: z.array(plainRow('type', 'cost', 'numberOfYears', 'usefulLife')),
  supplier_rows: z.array(plainRow('nameOfSupplier', 'amount')),
  other_loan_rows: z.array(plainRow('typeOfLoan', 'lender', 'amount')),
  investment_rows: z.array(plainRow('name', 'typeOfInvestment', 'amount')),
});
// The answer's rows and the checked input's rows must stay the same shape.
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const rowsMatch: SameShape<z.output<typeof balanceSheetRowsAnswer>, BalanceSheetRows> = true;
void rowsMatch;

const rows = <K extends BalanceSheetRowList>(key: K, name: string) =>
  z
    .array(balanceSheetRowSchemas[key], { error: `${key} must be a list of rows.` })
    .max(BALANCE_SHEET_MAX_ROWS, `${name}: at most ${BALANCE_SHEET_MAX_ROWS} rows.`);
/** An optional table: missing reads as no rows. */
const rowList = <K extends BalanceSheetRowList>(key: K, name: string) =>
  rows(key, name).default([]);

/** The rows of a balance sheet, without the company: what a form edits and an upload finds. */
export const balanceSheetRowsSchema = z.object({
  cib_rows: rowList('cib_rows', 'Cash in bank'),
  client_rows: rowList('client_rows', 'Clients'),
  inventory_rows: rowList('inventory_rows', 'Inventory'),
  cash_advance_rows: rowList('cash_advance_rows', 'Cash advances'),
  loan_rows: rowList('loan_rows', 'Loans given'),
  other_asset_rows: rowList('other_asset_rows', 'Other assets'),
  building_rows: rowList('building_rows', 'Buildings and equipment'),
  supplier_rows: rowList('supplier_rows', 'Suppliers'),
  other_loan_rows: rowList('other_loan_rows', 'Other loans'),
  investment_rows: rowList('investment_rows', 'Initial investment'),
});

/**
 * update_balance_sheet's fields (spec section 3). Required (DECISIONS.md, client and
 * server): company, date, cash on hand, cash in bank (at least one row; 0 is fine).
 * `total_*` are optional: when sent they must equal the engine's figures, to the cent.
 */
export const balanceSheetSubmission = balanceSheetRowsSchema.extend({
  company_id: uuidField('company_id'),
  date: isoDateField('date'),
  cash_on_hand: decimalText('Cash on hand'),
  cib_rows: z
    .array(balanceSheetRowSchemas.cib_rows, {
      error: (issue) =>
        issue.input === undefined ? CASH_IN_BANK_REQUIRED : 'cib_rows must be a list of rows.',
    })
    .min(1, CASH_IN_BANK_REQUIRED)
    .max(BALANCE_SHEET_MAX_ROWS, `Cash in bank: at most ${BALANCE_SHEET_MAX_ROWS} rows.`),
  total_assets: decimalText('total_assets').optional(),
  total_liabilities: decimalText('total_liabilities').optional(),
  total_equity: decimalText('total_equity').optional(),
});
export type BalanceSheetSubmission = z.input<typeof balanceSheetSubmission>;
export type BalanceSheetSubmissionParsed = z.output<typeof balanceSheetSubmission>;

/** The totals a client may send for the server to check. */
export const BALANCE_SHEET_SENT_TOTALS = [
  'total_assets',
  'total_liabilities',
  'total_equity',
] as const;

/** One amount as the engine presents it: exact cents, exact text, formatted in the currency. */
export const moneyFigure = z.object({
  minor: z.number().int(),
  amount: z.string(),
  formatted: z.string(),
});

/** The engine's balance sheet (`computeBalanceSheet`): sections, their lines and totals. */
export const balanceSheetStatement = z.object({
  currency: currencyField,
  date: z.string().nullable(),
  assets: z.object({
    cash_on_hand: moneyFigure,
    cash_in_banks: moneyFigure,
    cash: moneyFigure,
    receivables: moneyFigure,
    inventory: moneyFigure,
    cash_advances: moneyFigure,
    loans_receivable: moneyFigure,
    other_assets: moneyFigure,
    property_cost: moneyFigure,
    accumulated_depreciation: moneyFigure,
    property_net: moneyFigure,
    total: moneyFigure,
  }),
  liabilities: z.object({ suppliers: moneyFigure, other_loans: moneyFigure, total: moneyFigure }),
  equity: z.object({
    owner_investment: moneyFigure,
    retained_earnings: moneyFigure,
    total: moneyFigure,
  }),
  total_liabilities_and_equity: moneyFigure,
  /** assets = liabilities + equity, to the cent. */
  balances: z.boolean(),
  inventory_lines: z.array(moneyFigure),
  property_lines: z.array(
    z.object({
      type: z.string(),
      cost: moneyFigure,
      years_used: z.number(),
      useful_life_years: z.number().nullable(),
      accumulated_depreciation: moneyFigure,
      net: moneyFigure,
    }),
  ),
});
export type BalanceSheetStatement = z.infer<typeof balanceSheetStatement>;

export const balanceSheetVersion = z.object({
  id: z.string(),
  /** The balance sheet's date (YYYY-MM-DD). */
  date: z.string(),
  /** When this version was saved (ISO date-time). */
  saved_at: z.string(),
});
export type BalanceSheetVersion = z.infer<typeof balanceSheetVersion>;

/**
 * GET company/{companyId}/balance-sheet: the spec's read fields (row lists as JSON text),
 * the statement computed by the engine, and the company's versions, newest first.
 */
export const balanceSheetRead = z.object({
  id: z.string(),
  company_id: z.string(),
  date: z.string(),
  saved_at: z.string(),
  currency: currencyField,
  cash_on_hand: z.string(),
  cib_rows: z.string(),
  client_rows: z.string(),
  inventory_rows: z.string(),
  cash_advance_rows: z.string(),
  loan_rows: z.string(),
  other_asset_rows: z.string(),
  building_rows: z.string(),
  supplier_rows: z.string(),
  other_loan_rows: z.string(),
  investment_rows: z.string(),
  statement: balanceSheetStatement,
  /** true when assets = liabilities + equity (the statement's check). */
  balanced: z.boolean(),
  versions: z.array(balanceSheetVersion),
});
export type BalanceSheetRead = z.infer<typeof balanceSheetRead>;

/** The row lists of a read, decoded from their JSON text with the row schemas. */
export function decodeBalanceSheetRows(
  read: Pick<BalanceSheetRead, BalanceSheetRowList>,
): BalanceSheetRows {
  const decoded: Partial<Record<BalanceSheetRowList, unknown>> = {};
  for (const key of BALANCE_SHEET_ROW_LISTS) {
    try {
      decoded[key] = JSON.parse(read[key]) as unknown;
    } catch {
      decoded[key] = [];
    }
  }
  return balanceSheetRowsSchema.parse(decoded);
}

/** Where an uploaded line went: one of the tables, cash on hand, the date, or nowhere. */
export const uploadTarget = z.union([
  z.enum(BALANCE_SHEET_ROW_LISTS),
  z.literal('cash_on_hand'),
  z.literal('date'),
  z.literal('skipped'),
]);

export const balanceSheetUploadResult = z.object({
  /** 'template': Fina's template; 'common': a two-column sheet under Assets/Liabilities/Equity. */
  layout: z.enum(['template', 'common']),
  /** '' when the file names no date. */
  date: z.string(),
  /** '' when the file has no cash on hand. */
  cash_on_hand: z.string(),
  rows: balanceSheetRowsAnswer,
  /** Every line read, with where it went (or why it was skipped), for the review. */
  lines: z.array(
    z.object({
      sheet: z.string(),
      row: z.number().int(),
      label: z.string(),
      amount: z.string(),
      target: uploadTarget,
      note: z.string(),
    }),
  ),
});
export type BalanceSheetUploadResult = z.infer<typeof balanceSheetUploadResult>;

const versionQuery = z.object({
  version_id: uuidField('version_id').optional(),
});

export const balanceSheetCalls = {
  updateBalanceSheet: defineCall({
    service: 'account',
    method: 'POST',
    path: 'update_balance_sheet',
    access: 'user',
    summary:
      'Save a new version of a company balance sheet (multipart: fields, row lists as JSON text). ' +
      'Totals are computed by the engine; sent totals must match. 404 if the company is not the caller’s.',
    multipart: true,
    body: balanceSheetSubmission,
    response: z.object({ message: z.string(), balance_sheet: balanceSheetRead }),
  }),
  getBalanceSheet: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'company/:companyId/balance-sheet',
    access: 'user',
    summary:
      "A company's latest balance sheet (or `version_id`), its statement and versions. " +
      '404 when it has none or the company is not the caller’s.',
    params: z.object({ companyId: uuidField('companyId') }),
    query: versionQuery,
    response: balanceSheetRead,
  }),
  parseBalanceSheetUpload: defineCall({
    service: 'chat',
    method: 'POST',
    path: 'company/:companyId/balance-sheet/parse_upload',
    access: 'user',
    summary:
      'Read an .xlsx balance sheet (the template or a two-column layout) and answer the rows ' +
      'found, for review; nothing is saved. 400 for a file that is not a workbook or has the wrong columns.',
    multipart: true,
    params: z.object({ companyId: uuidField('companyId') }),
    response: balanceSheetUploadResult,
  }),
  balanceSheetTemplate: defineCall({
    service: 'chat',
    method: 'GET',
    path: 'balance-sheet/template.xlsx',
    access: 'user',
    summary:
      'The .xlsx template the upload reads (one sheet per table; see mfe-statements/README.md).',
    response: z.unknown(),
  }),
};
