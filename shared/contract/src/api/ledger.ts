/**
 * Actuals (issue 12; DECISIONS.md "Record operations"): sales per day, expenses and their
 * categories, the sales workbook, bank statements from any bank (CSV, OFX/QFX, CAMT.053,
 * MT940, xlsx) with preview, the bank lines ("transactions"), category rules and matching to
 * invoices, expenses and sales. Records the user keeps: every call is an account call, scoped to
 * one of the caller's companies (404 for a stranger). Amounts travel as exact decimal text in the
 * company currency ("1234.50", negative for money out on bank lines), never as binary floats.
 */
import { z } from 'zod';
import { defineCall } from './define-call';
import { isoDateField, messageResponse, pageFields, uuidField } from './fields';
import { companyIdParams, currencyField } from './companies';

/** Largest bank statement or sales workbook accepted (bytes); larger files answer 413. */
export const LEDGER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Most lines one bank statement may hold. */
export const BANK_STATEMENT_MAX_LINES = 100_000;
/** Lines (or rows) a preview answers; `total_lines` / `total_rows` gives the full count. */
export const LEDGER_PREVIEW_LINES = 200;
/** Rows of the sales workbook a preview answers. */
export const SALES_PREVIEW_ROWS = 50;
/** Largest page of a list call. */
export const LEDGER_PAGE_MAX = 500;

/** The default expense categories every company has (the user can add their own). */
export const DEFAULT_EXPENSE_CATEGORIES = [
  'Rent',
  'Utilities',
  'Salaries',
  'Supplies',
  'Inventory',
  'Marketing',
  'Travel',
  'Meals',
  'Software',
  'Professional fees',
  'Bank fees',
  'Taxes',
  'Insurance',
  'Other',
] as const;

export const BANK_STATEMENT_FORMATS = ['csv', 'ofx', 'camt053', 'mt940', 'xlsx'] as const;
export type BankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];
/** dmy: 31/01/2026; mdy: 01/31/2026; ymd: 2026-01-31 (never ambiguous). */
export const DATE_ORDERS = ['dmy', 'mdy', 'ymd'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
export const MATCH_KINDS = ['invoice', 'expense', 'sale'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

const text = (name: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${name} is required.` : `${name} must be text.`,
    })
    .trim()
    .max(max, `${name} must be at most ${max} characters.`);

/** An amount typed in a form: text ("12.50", "1,200") or a JSON number; read exactly. */
const amountInput = (name: string) =>
  z.union([z.string().trim().min(1, `${name} is required.`).max(40), z.number()], {
    error: `${name} must be a number.`,
  });

const isoDate = (name: string) => isoDateField(name);

const monthField = z
  .string({ error: 'month is required.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be written YYYY-MM.');

/** Query paging shared by the list calls (query values arrive as text). */
const pageQuery = {
  from: isoDate('from').optional(),
  to: isoDate('to').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(LEDGER_PAGE_MAX, `limit must be at most ${LEDGER_PAGE_MAX}.`)
    .default(100),
  offset: z.coerce
    .number({ error: 'offset must be a number.' })
    .int('offset must be a whole number.')
    .min(0, 'offset must not be negative.')
    .default(0),
};

// ---------------------------------------------------------------- sales

export const saleInput = z.object({
  date: isoDate('date'),
  amount: amountInput('amount'),
  product: text('product', 200).optional(),
  payment_method: text('payment_method', 100).optional(),
});
export type SaleInput = z.input<typeof saleInput>;

export const sale = z.object({
  sale_id: z.string(),
  date: z.string(),
  amount: z.string(),
  product: z.string(),
  payment_method: z.string(),
  currency: currencyField,
  /** Where it came from: typed by hand, or the sales workbook's file name. */
  source: z.string(),
  created_at: z.string(),
});
export type Sale = z.infer<typeof sale>;

export const salesSummary = z.object({
  month: z.string(),
  currency: currencyField,
  /** One entry per day that has sales, in date order. */
  days: z.array(z.object({ date: z.string(), total: z.string(), count: z.number().int() })),
  total: z.string(),
  count: z.number().int(),
});
export type SalesSummary = z.infer<typeof salesSummary>;

const saleIdParams = companyIdParams.extend({ saleId: uuidField('saleId') });

/** Which sheet columns hold the date, amount and (optionally) product; by header text. */
export const salesMapping = z.object({
  date_column: text('date_column', 200).min(1, 'date_column is required.'),
  amount_column: text('amount_column', 200).min(1, 'amount_column is required.'),
  product_column: text('product_column', 200).optional(),
  payment_method_column: text('payment_method_column', 200).optional(),
  sheet: text('sheet', 200).optional(),
  /** Only when text dates fit both dd/mm and mm/dd (the preview's rows say so). */
  date_order: z.enum(DATE_ORDERS, { error: 'date_order must be dmy, mdy or ymd.' }).optional(),
});
export type SalesMapping = z.infer<typeof salesMapping>;

export const salesPreview = z.object({
  /** The header texts of the sheet read. */
  columns: z.array(z.string()),
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  /** Columns guessed from the headers (or the mapping sent); null when no guess is possible. */
  suggested_mapping: salesMapping.nullable(),
  /** True when the date or amount column cannot be guessed: the user picks them. */
  needs_mapping: z.boolean(),
  /** The first rows as read with the mapping: a problem says why a row would be skipped. */
  rows: z.array(
    z.object({
      row: z.number().int(),
      date: z.string().nullable(),
      amount: z.string().nullable(),
      product: z.string(),
      problem: z.string().nullable(),
    }),
  ),
  total_rows: z.number().int(),
});
export type SalesPreview = z.infer<typeof salesPreview>;

export const salesImportResult = z.object({
  imported: z.number().int(),
  /** Rows already recorded from an earlier import of the same lines. */
  duplicates: z.number().int(),
  /** Rows without a readable date or amount (blank, totals, notes). */
  skipped: z.number().int(),
});
export type SalesImportResult = z.infer<typeof salesImportResult>;

// ---------------------------------------------------------------- expenses

export const expenseInput = z.object({
  date: isoDate('date'),
  vendor: text('vendor', 200).min(1, 'vendor is required.'),
  category: text('category', 100).min(1, 'category is required.'),
  /** Total paid, tax included. */
  amount: amountInput('amount'),
  /** The tax part of the amount ("0" when none). */
  tax: amountInput('tax').default('0'),
  note: text('note', 2000).optional(),
});
export type ExpenseInput = z.input<typeof expenseInput>;

export const expense = z.object({
  expense_id: z.string(),
  date: z.string(),
  vendor: z.string(),
  category: z.string(),
  amount: z.string(),
  tax: z.string(),
  note: z.string(),
  currency: currencyField,
  created_at: z.string(),
});
export type Expense = z.infer<typeof expense>;

export const expensesSummary = z.object({
  month: z.string(),
  currency: currencyField,
  days: z.array(z.object({ date: z.string(), total: z.string(), count: z.number().int() })),
  /** Per category, largest first. */
  categories: z.array(z.object({ category: z.string(), total: z.string() })),
  total: z.string(),
  count: z.number().int(),
});
export type ExpensesSummary = z.infer<typeof expensesSummary>;

const expenseIdParams = companyIdParams.extend({ expenseId: uuidField('expenseId') });

export const expenseCategory = z.object({
  name: z.string(),
  /** true for the default list, false for the user's own. */
  is_default: z.boolean(),
});
export type ExpenseCategory = z.infer<typeof expenseCategory>;

// ---------------------------------------------------------------- bank statements

/**
 * How a CSV or xlsx statement's columns are read, by header text. Either `amount_column`
 * (signed: negative is money out) or `debit_column` (money out) and/or `credit_column` (money in).
 */
export const bankMapping = z.object({
  date_column: text('date_column', 200).min(1, 'date_column is required.'),
  /** One or more columns joined (e.g. "Payee" + "Memo"). */
  description_columns: z
    .array(text('description_columns', 200), { error: 'description_columns must be a list.' })
    .min(1, 'Pick at least one description column.')
    .max(5, 'Pick at most 5 description columns.'),
  amount_column: text('amount_column', 200).optional(),
  debit_column: text('debit_column', 200).optional(),
  credit_column: text('credit_column', 200).optional(),
  balance_column: text('balance_column', 200).optional(),
  /** The bank's date order; required only when the file cannot settle it (`needs_date_order`). */
  date_order: z.enum(DATE_ORDERS, { error: 'date_order must be dmy, mdy or ymd.' }).optional(),
  /** Decimal mark of the amounts; detected when absent. */
  decimal_mark: z.enum(['.', ','], { error: "decimal_mark must be '.' or ','." }).optional(),
  /** xlsx only: the sheet to read (the first one otherwise). */
  sheet: text('sheet', 200).optional(),
});
export type BankMapping = z.infer<typeof bankMapping>;

export const bankStatementLine = z.object({
  /** 1-based line (CSV row, OFX transaction, CAMT entry) in the file. */
  row: z.number().int(),
  date: z.string(),
  description: z.string(),
  /** Signed: positive is money in, negative money out. */
  amount: z.string(),
  balance: z.string().nullable(),
  /** True when this line is already recorded (an earlier import of the same statement). */
  duplicate: z.boolean(),
});
export type BankStatementLine = z.infer<typeof bankStatementLine>;

export const bankStatementProblem = z.object({ row: z.number().int(), message: z.string() });

export const bankStatementPreview = z.object({
  format: z.enum(BANK_STATEMENT_FORMATS),
  /** The text encoding read: 'utf-8', 'utf-8-bom', 'windows-1252', 'utf-16le', … */
  encoding: z.string(),
  delimiter: z.string().nullable(),
  /** CSV/xlsx: the header texts found; null for structured formats. */
  columns: z.array(z.string()).nullable(),
  /** CSV/xlsx: the mapping used (sent, remembered for this bank account, or guessed). */
  mapping: bankMapping.nullable(),
  /** Where `mapping` came from. */
  mapping_source: z.enum(['sent', 'remembered', 'guessed']).nullable(),
  needs_mapping: z.boolean(),
  /** The date order used; null when the file cannot settle it and none was sent. */
  date_order: z.enum(DATE_ORDERS).nullable(),
  /** True when every date fits both dd/mm and mm/dd: ask the user and send `date_order`. */
  needs_date_order: z.boolean(),
  /** The account the statement belongs to: sent, or read from the file (IBAN, ACCTID, :25:). */
  bank_account: z.string().nullable(),
  currency: z.string().nullable(),
  /** The first `LEDGER_PREVIEW_LINES` lines as read. */
  lines: z.array(bankStatementLine),
  total_lines: z.number().int(),
  /** Rows that are not transactions (preamble, blank, footer / totals). */
  skipped: z.number().int(),
  /** Lines that cannot be read: the import refuses the file while any remain. */
  problems: z.array(bankStatementProblem),
  opening_balance: z.string().nullable(),
  closing_balance: z.string().nullable(),
  /** opening + sum(lines) = closing: 'ok' / 'mismatch'; 'absent' when the file lacks either. */
  balance_check: z.enum(['ok', 'mismatch', 'absent']),
  new_count: z.number().int(),
  duplicate_count: z.number().int(),
});
export type BankStatementPreview = z.infer<typeof bankStatementPreview>;

export const bankStatementImportResult = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.number().int(),
  /** Transaction lines read from the file (imported + duplicates). */
  lines: z.number().int(),
  /** Imported lines a category rule categorised. */
  categorised: z.number().int(),
  bank_account: z.string(),
  format: z.enum(BANK_STATEMENT_FORMATS),
  balance_check: z.enum(['ok', 'mismatch', 'absent']),
  import_id: z.string(),
});
export type BankStatementImportResult = z.infer<typeof bankStatementImportResult>;

export const bankAccount = z.object({
  bank_account_id: z.string(),
  name: z.string(),
  /** True when a column mapping is remembered for it. */
  has_mapping: z.boolean(),
  last_import_at: z.string().nullable(),
});
export type BankAccount = z.infer<typeof bankAccount>;

// ---------------------------------------------------------------- transactions, rules, matching

export const transactionMatch = z.object({
  kind: z.enum(MATCH_KINDS),
  id: z.string(),
  /** e.g. "Invoice #12 · Acme Ltd" or "Expense · Grab · 2026-01-03". */
  label: z.string(),
});
export type TransactionMatch = z.infer<typeof transactionMatch>;

export const transactionLine = z.object({
  transaction_id: z.string(),
  date: z.string(),
  description: z.string(),
  /** Signed: positive is money in. */
  amount: z.string(),
  currency: z.string(),
  category: z.string().nullable(),
  bank_account: z.string(),
  source_file: z.string(),
  matched: transactionMatch.nullable(),
});
export type TransactionLine = z.infer<typeof transactionLine>;

const transactionIdParams = companyIdParams.extend({
  transactionId: uuidField('transactionId'),
});

export const categoryRuleInput = z.object({
  /** Case-insensitive text the description contains, e.g. "GRAB". */
  contains: text('contains', 200).min(2, 'contains must be at least 2 characters.'),
  /** Only money in, or only money out; both when absent. */
  sign: z.enum(['in', 'out'], { error: "sign must be 'in' or 'out'." }).optional(),
  category: text('category', 100).min(1, 'category is required.'),
});
export type CategoryRuleInput = z.input<typeof categoryRuleInput>;

export const categoryRule = z.object({
  rule_id: z.string(),
  contains: z.string(),
  sign: z.enum(['in', 'out']).nullable(),
  category: z.string(),
  created_at: z.string(),
});
export type CategoryRule = z.infer<typeof categoryRule>;

export const matchCandidate = z.object({
  kind: z.enum(MATCH_KINDS),
  id: z.string(),
  label: z.string(),
  /** The invoice's balance due, or the expense / sale amount. */
  amount: z.string(),
  confidence: z.enum(['exact', 'likely']),
  /** Why it is proposed, e.g. "amount equals the balance due", "invoice number in the text". */
  reasons: z.array(z.string()),
});
export type MatchCandidate = z.infer<typeof matchCandidate>;

export const matchProposal = z.object({
  transaction_id: z.string(),
  date: z.string(),
  description: z.string(),
  amount: z.string(),
  /** Best first. */
  candidates: z.array(matchCandidate),
  /** Several candidates fit equally: the user must pick (never applied by itself). */
  ambiguous: z.boolean(),
});
export type MatchProposal = z.infer<typeof matchProposal>;

export const matchInput = z.object({
  kind: z.enum(MATCH_KINDS, { error: 'kind must be invoice, expense or sale.' }),
  id: uuidField('id'),
});
export type MatchInput = z.infer<typeof matchInput>;

export const ledgerCalls = {
  // sales
  listSales: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/sales',
    access: 'user',
    summary: 'Recorded sales of a company, newest first, paged, optionally within from/to dates.',
    params: companyIdParams,
    query: z.object(pageQuery),
    response: z.object({ total: z.number().int(), sales: z.array(sale) }),
  }),
  createSale: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/sales',
    access: 'user',
    summary: "Record a day's sale (201): date, amount, optional product and payment method.",
    params: companyIdParams,
    body: saleInput,
    response: sale,
  }),
  updateSale: defineCall({
    service: 'account',
    method: 'PUT',
    path: 'company/:companyId/sales/:saleId',
    access: 'user',
    summary: 'Change a recorded sale.',
    params: saleIdParams,
    body: saleInput,
    response: sale,
  }),
  deleteSale: defineCall({
    service: 'account',
    method: 'DELETE',
    path: 'company/:companyId/sales/:saleId',
    access: 'user',
    summary: 'Delete a recorded sale (a bank line matched to it is unmatched).',
    params: saleIdParams,
    response: messageResponse,
  }),
  salesSummary: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/sales/summary',
    access: 'user',
    summary: "A month's sales: the total of each day and of the month.",
    params: companyIdParams,
    query: z.object({ month: monthField }),
    response: salesSummary,
  }),
  salesTemplate: defineCall({
    service: 'account',
    method: 'GET',
    path: 'sales/template.xlsx',
    access: 'user',
    summary: 'The sales workbook template (.xlsx: Date, Amount, Product, Payment method).',
    response: z.unknown(),
  }),
  previewSalesWorkbook: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/sales/preview',
    access: 'user',
    summary:
      'Read a sales workbook (multipart `file`: .xlsx or .csv; optional `mapping` JSON) and ' +
      'answer its columns, the guessed mapping and the first rows. Nothing is saved.',
    params: companyIdParams,
    multipart: true,
    response: salesPreview,
  }),
  importSalesWorkbook: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/sales/import',
    access: 'user',
    summary:
      'Import a sales workbook (multipart `file` + optional `mapping`): every row with a date and ' +
      'an amount becomes a sale; rows already imported are not added again. All or nothing.',
    params: companyIdParams,
    multipart: true,
    response: salesImportResult,
  }),

  // expenses
  listExpenses: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/expenses',
    access: 'user',
    summary: 'Recorded expenses of a company, newest first, paged, optionally within from/to.',
    params: companyIdParams,
    query: z.object({ ...pageQuery, category: text('category', 100).optional() }),
    response: z.object({ total: z.number().int(), expenses: z.array(expense) }),
  }),
  createExpense: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/expenses',
    access: 'user',
    summary: 'Record an expense (201): date, vendor, category, amount (tax included), tax, note.',
    params: companyIdParams,
    body: expenseInput,
    response: expense,
  }),
  updateExpense: defineCall({
    service: 'account',
    method: 'PUT',
    path: 'company/:companyId/expenses/:expenseId',
    access: 'user',
    summary: 'Change a recorded expense.',
    params: expenseIdParams,
    body: expenseInput,
    response: expense,
  }),
  deleteExpense: defineCall({
    service: 'account',
    method: 'DELETE',
    path: 'company/:companyId/expenses/:expenseId',
    access: 'user',
    summary: 'Delete a recorded expense (a bank line matched to it is unmatched).',
    params: expenseIdParams,
    response: messageResponse,
  }),
  expensesSummary: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/expenses/summary',
    access: 'user',
    summary: "A month's expenses: per day, per category and the month total.",
    params: companyIdParams,
    query: z.object({ month: monthField }),
    response: expensesSummary,
  }),
  listExpenseCategories: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/expense_categories',
    access: 'user',
    summary: 'The default expense categories followed by the company’s own.',
    params: companyIdParams,
    query: z.object(pageFields),
    response: z.array(expenseCategory),
  }),
  createExpenseCategory: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/expense_categories',
    access: 'user',
    summary: 'Add a category of the company’s own (201; an existing name is answered unchanged).',
    params: companyIdParams,
    body: z.object({ name: text('name', 100).min(1, 'name is required.') }),
    response: expenseCategory,
  }),

  // bank statements
  previewBankStatement: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/bank_statement/preview',
    access: 'user',
    summary:
      'Read a bank statement (multipart `file`: CSV, OFX/QFX, CAMT.053, MT940 or xlsx, detected ' +
      'by content; optional `mapping` JSON and `bank_account`) and answer the lines as read, ' +
      'the mapping, the balance check and how many lines are new. Nothing is saved.',
    params: companyIdParams,
    multipart: true,
    response: bankStatementPreview,
  }),
  importBankStatement: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/bank_statement',
    access: 'user',
    summary:
      'Import a bank statement (same multipart as the preview). All or nothing: a file with a ' +
      'line that cannot be read saves nothing (400 naming the row). Lines already imported are ' +
      'counted as duplicates, not added again. The mapping is remembered for the bank account.',
    params: companyIdParams,
    multipart: true,
    response: bankStatementImportResult,
  }),
  listBankAccounts: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/bank_accounts',
    access: 'user',
    summary: 'The bank accounts statements were imported for (the preview’s `bank_account` list).',
    params: companyIdParams,
    query: z.object(pageFields),
    response: z.array(bankAccount),
  }),
  listTransactions: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/transactions',
    access: 'user',
    summary:
      'Imported bank lines, newest first, paged, optionally within from/to dates or only the ' +
      'uncategorised ones.',
    params: companyIdParams,
    query: z.object({
      ...pageQuery,
      uncategorised: z
        .enum(['true', 'false', '1', '0'], { error: 'uncategorised must be true or false.' })
        .optional()
        .transform((value) => value === 'true' || value === '1'),
    }),
    response: z.object({ total: z.number().int(), lines: z.array(transactionLine) }),
  }),
  categoriseTransaction: defineCall({
    service: 'account',
    method: 'PUT',
    path: 'company/:companyId/transactions/:transactionId',
    access: 'user',
    summary: 'Set (or clear, with null) the category of a bank line.',
    params: transactionIdParams,
    body: z.object({
      category: text('category', 100).min(1, 'category must not be empty.').nullable(),
    }),
    response: transactionLine,
  }),

  // rules
  listCategoryRules: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/category_rules',
    access: 'user',
    summary: 'The category rules of a company, oldest first (the first that fits wins).',
    params: companyIdParams,
    query: z.object(pageFields),
    response: z.array(categoryRule),
  }),
  createCategoryRule: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/category_rules',
    access: 'user',
    summary:
      'Add a rule ("description contains GRAB → Travel", optionally only money in or out) (201). ' +
      'It categorises the existing uncategorised lines now and later imports; `categorised` says how many.',
    params: companyIdParams,
    body: categoryRuleInput,
    response: z.object({ rule: categoryRule, categorised: z.number().int() }),
  }),
  deleteCategoryRule: defineCall({
    service: 'account',
    method: 'DELETE',
    path: 'company/:companyId/category_rules/:ruleId',
    access: 'user',
    summary: 'Delete a rule (lines it categorised keep their category).',
    params: companyIdParams.extend({ ruleId: uuidField('ruleId') }),
    response: messageResponse,
  }),

  // matching
  listMatchProposals: defineCall({
    service: 'account',
    method: 'GET',
    path: 'company/:companyId/match_proposals',
    access: 'user',
    summary:
      'Unmatched bank lines with their candidates: money in against open invoices (balance due, ' +
      'client name or number in the text, dated on/after the invoice) and sales; money out against ' +
      'expenses. `ambiguous` when several fit equally (never applied by itself).',
    params: companyIdParams,
    query: z.object(pageFields),
    response: z.array(matchProposal),
  }),
  matchTransaction: defineCall({
    service: 'account',
    method: 'POST',
    path: 'company/:companyId/transactions/:transactionId/match',
    access: 'user',
    summary:
      'Confirm a match. For an invoice, records the payment (amount of the line, its date) in the ' +
      'same database transaction; 400 when the amount is over the balance due or the sign is wrong.',
    params: transactionIdParams,
    body: matchInput,
    response: transactionLine,
  }),
  unmatchTransaction: defineCall({
    service: 'account',
    method: 'DELETE',
    path: 'company/:companyId/transactions/:transactionId/match',
    access: 'user',
    summary: 'Undo a match (for an invoice, the payment it recorded is removed).',
    params: transactionIdParams,
    response: transactionLine,
  }),
};
