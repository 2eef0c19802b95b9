/**
 * The statements workbook reader: a Profit and Loss and a Balance Sheet as owners have them
 * (Fina's template, QuickBooks Online and Xero exports with title rows, section headers,
 * "Total …" rows, a Total column, months across or one period, or a plain "line item |
 * amount" sheet) → each line by meaning, with its sheet and cell. Sums (Total…, Gross
 * Profit, Net Income) are never lines; a cash-flow statement is skipped.
 *
 * A workbook without a Profit and Loss, or one without revenue, is refused (400 naming what
 * is missing, field `financial_statement`); anything else the owner should check is a warning.
 */
import type { StatementLayout, StatementLine, StatementsRead } from '@fina/contract';
import { badRequest } from '@fina/service-kit';
import { fromMicro, readAmount, sumDecimals, toMicro } from '../shared/decimal-text';
import type { GridSheet, GridValue } from './grid-source';
import { cellAddress } from './grid-source';
import type { Section, StatementKind } from './line-meaning';
import {
  balanceMeaning,
  incomeMeaning,
  isTotalRow,
  looksLikeBalanceLine,
  normalizeLabel,
  sectionHeader,
  sectionStatement,
  statementTitle,
} from './line-meaning';
import { addMonths, headerMonth, looksLikePeriod, periodEnd, statementDate } from './periods';
import { TEMPLATE_MARKER } from './template-marker';

export const STATEMENT_FIELD = 'financial_statement';

interface Header {
  months: { column: number; month: string }[];
  totalColumn: number | null;
  amountColumn: number | null;
}

interface Block {
  sheet: string;
  periodLabel: string;
  periodEnd: string | null;
  date: string | null;
  header: Header | null;
  income: StatementLine[];
  balance: StatementLine[];
  /** Months across: revenue per month column, as decimal text lists per line. */
  revenueByMonth: string[][];
  /** The statements a title (or the sheet's name) says this block is. */
  titled: Set<StatementKind>;
}

interface RowCells {
  label: string;
  labelColumn: number;
  amounts: { column: number; value: string }[];
  texts: { column: number; text: string }[];
}

function splitRow(row: readonly GridValue[]): RowCells {
  const amounts: RowCells['amounts'] = [];
  const texts: RowCells['texts'] = [];
  row.forEach((value, column) => {
    if (value === null) return;
    const amount = typeof value === 'number' ? readAmount(value) : null;
    if (amount !== null) amounts.push({ column, value: amount });
    else if (typeof value === 'string') {
      const asAmount = readAmount(value);
      if (asAmount !== null && /\d/.test(value)) amounts.push({ column, value: asAmount });
      else texts.push({ column, text: value.trim() });
    }
  });
  const firstAmount = amounts[0]?.column ?? Number.POSITIVE_INFINITY;
  const label = texts.find((t) => t.column < firstAmount);
  return {
    label: label?.text ?? '',
    labelColumn: label?.column ?? -1,
    amounts,
    texts,
  };
}

const HEADER_TEXT = /^(total|amount|amounts|balance|ytd|year to date|actual|current( year)?)$/i;
const LABEL_HEADERS =
  /^(account|accounts|line item|line items|item|description|particulars|name)$/i;

/** A column header row: month, Total, Amount, year or date headers and nothing else. */
function readHeader(row: readonly GridValue[], cells: RowCells): Header | null {
  if (cells.label && !LABEL_HEADERS.test(cells.label)) return null;
  const months: Header['months'] = [];
  let totalColumn: number | null = null;
  let amountColumn: number | null = null;
  let headers = 0;
  row.forEach((value, column) => {
    if (value === null || column <= cells.labelColumn) return;
    const month = headerMonth(value);
    if (month) {
      months.push({ column, month });
      headers += 1;
    } else if (typeof value === 'string' && /^total$/i.test(value.trim())) {
      totalColumn = column;
      headers += 1;
    } else if (
      (typeof value === 'string' && (HEADER_TEXT.test(value.trim()) || looksLikePeriod(value))) ||
      (typeof value === 'number' && Number.isInteger(value) && value >= 1990 && value <= 2100)
    ) {
      amountColumn ??= column;
      headers += 1;
    }
  });
  const others = row.filter((v, c) => v !== null && c > cells.labelColumn).length;
  if (headers === 0 || headers !== others) return null;
  const consecutive = months.every(
    (m, i) => i === 0 || m.month === addMonths(months[i - 1]?.month ?? '', 1),
  );
  if (months.length === 1 || !consecutive) {
    // One month-like header ("31 Dec 25") is the period's column, and "31 Dec 25 | 31 Dec 24"
    // are comparative years: not months across. The first column is the current period.
    amountColumn ??= months[0]?.column ?? null;
    months.length = 0;
  }
  return { months: months.length >= 2 ? months : [], totalColumn, amountColumn };
}

function newBlock(sheet: string): Block {
  return {
    sheet,
    periodLabel: '',
    periodEnd: null,
    date: null,
    header: null,
    income: [],
    balance: [],
    revenueByMonth: [],
    titled: new Set(),
  };
}

/** The row's amount: the Total column, else the months' sum, else the amount column. */
function rowAmount(
  r: number,
  cells: RowCells,
  header: Header | null,
): { amount: string; cell: string; byMonth: string[] | null } | null {
  const at = (column: number) => cells.amounts.find((a) => a.column === column);
  if (header?.months.length) {
    const byMonth = header.months.map((m) => at(m.column)?.value ?? '0');
    const total = header.totalColumn !== null ? at(header.totalColumn) : undefined;
    if (total) return { amount: total.value, cell: cellAddress(r, total.column), byMonth };
    const first = header.months[0]?.column ?? 0;
    const last = header.months[header.months.length - 1]?.column ?? first;
    if (!header.months.some((m) => at(m.column))) return null;
    return {
      amount: sumDecimals(byMonth),
      cell: `${cellAddress(r, first)}:${cellAddress(r, last)}`,
      byMonth,
    };
  }
  const chosen =
    (header?.totalColumn != null ? at(header.totalColumn) : undefined) ??
    (header?.amountColumn != null ? at(header.amountColumn) : undefined) ??
    cells.amounts[0];
  if (!chosen) return null;
  return { amount: chosen.value, cell: cellAddress(r, chosen.column), byMonth: null };
}

interface SheetReading {
  blocks: Block[];
  warnings: string[];
  texts: string[];
}

function readSheet(sheet: GridSheet, useSections: boolean): SheetReading {
  const warnings: string[] = [];
  const texts: string[] = [];
  const blocks: Block[] = [newBlock(sheet.name)];
  let block = blocks[0] as Block;
  let context: StatementKind | null = statementTitle(normalizeLabel(sheet.name));
  if (context) block.titled.add(context);
  let section: Section | null = null;
  let seenLines = false;

  sheet.rows.forEach((row, r) => {
    const cells = splitRow(row);
    for (const t of cells.texts) texts.push(t.text.toLowerCase());
    if (!cells.label && cells.amounts.length === 0) return;
    const header = readHeader(row, cells);
    if (header && (!seenLines || !block.header)) {
      block.header = header;
      return;
    }
    const label = normalizeLabel(cells.label);
    if (cells.amounts.length === 0) {
      const title = statementTitle(label);
      if (title) {
        if (seenLines || block.periodLabel) {
          block = newBlock(sheet.name);
          blocks.push(block);
          seenLines = false;
        }
        context = title;
        block.titled.add(title);
        section = null;
        return;
      }
      // The template's blank lines ("Cost of sales" left empty) are lines, not headers.
      const opened = useSections ? sectionHeader(label) : null;
      if (opened) {
        section = opened;
        if (context !== 'cash_flow') context = sectionStatement(opened);
        return;
      }
      if (looksLikePeriod(cells.label) && !block.periodLabel) {
        block.periodLabel = cells.label;
        block.periodEnd = periodEnd(cells.label);
        block.date = statementDate(cells.label);
      }
      return;
    }
    if (!label || context === 'cash_flow') return;
    const kind: StatementKind = context ?? (looksLikeBalanceLine(label) ? 'balance' : 'income');
    const read = rowAmount(r, cells, block.header);
    if (!read) return;
    const equityProfit =
      kind === 'balance' &&
      section === 'equity' &&
      /^(net (income|profit|loss)|profit for)/.test(label);
    if (isTotalRow(label) && !equityProfit) return;
    if (toMicro(read.amount) === 0n) return;
    seenLines = true;
    const meaning =
      kind === 'income' ? incomeMeaning(label, section) : balanceMeaning(label, section);
    const where = `“${cells.label}” (${sheet.name}!${read.cell}, ${read.amount})`;
    if (meaning === 'other_income') {
      warnings.push(`${where} is other income: it is not used in the forecast.`);
      return;
    }
    if (meaning === null) {
      warnings.push(`I could not tell what ${where} is: it is not used. Correct it if it matters.`);
      return;
    }
    const line: StatementLine = {
      key: meaning,
      label: cells.label,
      amount: read.amount,
      sheet: sheet.name,
      cell: read.cell,
    };
    if (kind === 'income') {
      block.income.push(line);
      if (meaning === 'revenue' && read.byMonth) block.revenueByMonth.push(read.byMonth);
    } else {
      block.balance.push(line);
    }
  });
  return { blocks, warnings, texts };
}

function isTemplate(sheets: readonly GridSheet[]): boolean {
  return sheets.some((s) =>
    s.rows.some((row) => row.some((v) => typeof v === 'string' && v.includes(TEMPLATE_MARKER))),
  );
}

function detectLayout(
  template: boolean,
  texts: readonly string[],
  months: boolean,
): StatementLayout {
  if (template) return 'template';
  if (months) return 'months_across';
  const has = (pattern: RegExp) => texts.some((t) => pattern.test(t));
  if (has(/^(total )?trading income$|^net profit$|^for the (year|month|period) ended|^as at /))
    return 'xero';
  if (has(/^net operating income$|^(accrual|cash) basis|^total income$/)) return 'quickbooks';
  return 'two_column';
}

function sumKeys(lines: readonly StatementLine[], keys: readonly string[]): bigint {
  return lines.filter((l) => keys.includes(l.key)).reduce((t, l) => t + toMicro(l.amount), 0n);
}

const formatMicro = fromMicro;

/** Reads the statements; throws 400 naming the statement or line it could not find. */
export function readStatements(sheets: readonly GridSheet[]): StatementsRead {
  const template = isTemplate(sheets);
  const readings = sheets.map((sheet) => readSheet(sheet, !template));
  const blocks = readings.flatMap((r) => r.blocks);
  const warnings = readings.flatMap((r) => r.warnings);
  const incomeBlocks = blocks.filter((b) => b.income.length > 0);
  const income =
    incomeBlocks.find((b) => b.income.some((l) => l.key === 'revenue')) ??
    incomeBlocks[0] ??
    blocks.find((b) => b.titled.has('income'));
  if (!income) {
    throw badRequest(
      'I could not find a Profit and Loss (income statement) in this workbook: name its sheet “Profit and Loss”, or use Fina’s template.',
      STATEMENT_FIELD,
    );
  }
  if (!income.income.some((l) => l.key === 'revenue')) {
    throw badRequest(
      `I could not find revenue in the Profit and Loss (sheet “${income.sheet}”): add a line named Sales or Revenue.`,
      STATEMENT_FIELD,
    );
  }
  const balance = blocks.find((b) => b.balance.length > 0);
  if (!income.income.some((l) => l.key === 'cost_of_sales')) {
    warnings.push('No cost of sales found in the Profit and Loss: the forecast assumes none.');
  }
  if (!balance) {
    warnings.push(
      'No balance sheet found in the workbook: the forecast opens from your saved balance sheet, or from zero.',
    );
  } else {
    const assets = sumKeys(balance.balance, [
      'cash',
      'receivables',
      'inventory',
      'other_current_assets',
      'fixed_assets',
    ]);
    const claims = sumKeys(balance.balance, ['payables', 'loans', 'other_liabilities', 'equity']);
    if (assets !== claims) {
      warnings.push(
        `The balance sheet does not balance as read: assets ${formatMicro(assets)}, liabilities and equity ${formatMicro(claims)}. Check the lines below.`,
      );
    }
  }
  const months = income.header?.months.length ? income.header.months.map((m) => m.month) : null;
  let periodEndMonth = income.periodEnd;
  if (months) periodEndMonth = months[months.length - 1] ?? periodEndMonth;
  if (!periodEndMonth) {
    warnings.push(
      'The Profit and Loss names no period (e.g. “January - December 2025”): the forecast starts next month.',
    );
  }
  const monthlyRevenues =
    months && income.revenueByMonth.length > 0
      ? months.map((_, i) => sumDecimals(income.revenueByMonth.map((line) => line[i] ?? '0')))
      : null;
  return {
    layout: detectLayout(
      template,
      readings.flatMap((r) => r.texts),
      months !== null,
    ),
    income: {
      sheet: income.sheet,
      period_label: income.periodLabel,
      period_end: periodEndMonth,
      months,
      monthly_revenues: monthlyRevenues,
      lines: income.income,
    },
    balance: {
      sheet: balance?.sheet ?? '',
      date: balance?.date ?? null,
      lines: balance?.balance ?? [],
    },
    warnings,
  };
}
