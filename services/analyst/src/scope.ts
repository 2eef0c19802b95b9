/**
 * Issue 13, pass 8: answers whose figure drops or inverts the scope the question asks for.
 * Each rule turns such an answer into a refusal that says what the question asked and why the
 * figure found is not it (a wrong figure is far worse than a refusal). Tests: pass8.test.ts.
 */
import { bankFlows } from './bank';
import type { Refusal, Result } from './engine';
import { refuse } from './engine';
import type { Table, Workbook } from './model';
import type { Op, Question } from './question';
import type { Resolution } from './resolve';
import type { Target } from './view';
import { cellNumber } from './cell-figures';
import { decToString } from './decimal';
import { canonical, canonicalWord } from './text';

/** Nouns that name what a row of a log is: a count of rows answers "how many" of them. */
const ROW_NOUN =
  /^(transactions?|orders?|sales|entries|entry|rows?|records?|invoices?|purchases?|payments?|expenses?|receipts?|lines?|bookings?|deals?|items?|debits?|credits?|deposits?|withdrawals?|transfers?|checks?|cheques?|employees?|staff|people|customers?|clients?|students?|members?|products?|accounts?|vendors?|suppliers?|bills?|months?|years?|quarters?|days?|categories|category)$/;

/** A column label that holds a quantity (a count of things), not money. */
const QUANTITY_LABEL =
  /\b(qty|quantity|units?|pcs|pieces|count|number|no\.?|#|sessions?|hours?|visits?|headcount|members|volume|sold|on hand|in stock|stock|kg|litres?|liters?|bags?|boxes?|cases?)\b/i;

const EXCLUDING =
  /\b(excluding|exclude|excludes|except|apart from|other than|not counting|not including|leaving out|besides|aside from|outside of)\b/;

const ALL_PERIODS =
  /\b(all|across|every|each|overall|combined|whole|entire|total|altogether|together|all year|full year|for the year)\b/;

/** The words after "how many" (the thing counted). */
function countedNoun(q: Question): string | undefined {
  const m =
    /\bhow many\s+(?:different |distinct |unique |of (?:the |our )?)?([a-z]+)(?:\s+([a-z]+))?/.exec(
      q.text,
    );
  if (!m) return undefined;
  // "how many car washes": the head noun is the last word when two are said ("car washes")
  const second = m[2];
  if (
    second &&
    !/^(did|do|does|were|was|are|is|have|has|had|we|in|on|at|for|of|the|booked|came|attended|joined|visited|stayed|signed|bought|paid)$/.test(
      second,
    )
  )
    return second;
  return m[1];
}

/** Periods down, only amounts across: no category or text column names what a row is. */
function periodGrid(table: Table): boolean {
  const data = table.rows.filter((r) => r.kind === 'data');
  if (data.length < 2 || data.some((r) => !r.period)) return false;
  if (
    table.columns.some(
      (c) =>
        c.role === 'category' || (c.type === 'text' && c.role !== 'date' && c.role !== 'label'),
    )
  )
    return false;
  return table.columns.filter((c) => c.role === 'value').length >= 2;
}

function tableOfFigure(wb: Workbook, result: Result): Table | undefined {
  const first = result.figures[0];
  const ref = first?.cells[0];
  if (!first || !ref) return undefined;
  const sheet = wb.sheets.find((s) => s.name === first.sheet);
  return sheet?.tables.find(
    (t) => t.rows.some((r) => r.r === ref.r) && t.columns.some((c) => c.c === ref.c),
  );
}

/**
 * "How many X" answered with a count of rows or a column's amounts when a row is not an X and
 * the column is not a quantity: a sales grid of amounts asked for loaves sold, a bank export
 * asked for car washes sold.
 */
function countOfWhatIsNotHeld(
  q: Question,
  res: Resolution,
  result: Result,
  table: Table | undefined,
): Refusal | undefined {
  if (q.op !== 'count') return undefined;
  const noun = countedNoun(q);
  if (!noun) return undefined;
  // a grid of periods down and amounts across: its rows are months, so a count of rows
  // answers only "how many months"
  if (
    table &&
    result.kind === 'count' &&
    !/^(months?|years?|quarters?|weeks?|days?|periods?|rows?|entries)$/.test(noun) &&
    periodGrid(table)
  )
    return refuse(
      `the sheet's rows are periods, not ${noun}; it holds amounts, not a count of ${noun}`,
    );
  if (ROW_NOUN.test(noun)) return undefined;
  const targets = res.targets.map((t) => t.name);
  // (after blind-44: "how many covers" with a Covers column counts in that column)
  const quantityNamed =
    targets.some((n) => QUANTITY_LABEL.test(n)) ||
    res.targets.some((t) => countColumnNamed(t, noun)) ||
    result.figures.some(
      (f) => QUANTITY_LABEL.test(f.label) && !/\b(price|cost|rate|value|amount)\b/i.test(f.label),
    );
  // a bank export's rows are transactions: a count of them is never a count of goods or services
  if (table && bankFlows(table) && result.kind === 'count')
    return refuse(
      `the statement's rows are transactions, not ${noun}; it holds no count of ${noun} (ask "how many transactions" or "how many deposits")`,
    );
  // a titled money sheet ("sales 2025 (CHF)") read as a count: its figures are amounts
  if (result.kind !== 'count' && !quantityNamed) {
    const title = `${res.view.table.title ?? ''} ${res.view.sheet.name}`;
    const moneyTitle =
      /\b(sales|revenues?|income|takings|turnover|expenses?|costs?|spend|payroll|[A-Z]{3}|\(\W\))\b/i.test(
        title,
      ) && !QUANTITY_LABEL.test(title);
    if (moneyTitle)
      return refuse(
        `the sheet holds amounts of money, not a count of ${noun}; it has no quantity column for them`,
      );
  }
  return undefined;
}

/** "Total expenses excluding fuel": a figure whose label says nothing of the exclusion. */
function exclusionDropped(q: Question, result: Result): Refusal | undefined {
  const m = EXCLUDING.exec(q.text);
  if (!m) return undefined;
  const labels = result.figures.map((f) => `${f.label} ${f.at ?? ''}`).join(' ');
  if (/\b(exclud\w*|excl\.?|except|other|ex)\b/i.test(labels)) return undefined;
  return refuse(
    `the question leaves something out ("${m[1]} …") and the figure I found does not; ask for the total and the part to subtract separately`,
  );
}

/** "How many items are out of stock": a count of the rows at zero, not of all rows. */
function stockStatusDropped(q: Question, result: Result): Refusal | undefined {
  if (!/\b(out of stock|sold out|zero stock|no stock|none left|run out|ran out)\b/.test(q.text))
    return undefined;
  if (/\b(out of stock|zero|sold out)\b/i.test(result.figures[0]?.label ?? '')) return undefined;
  return refuse(
    'counting the rows whose quantity is zero is not something I do yet; ask for the quantity of each item',
  );
}

/** "Fee per session": money divided by a unit column, never an average of either column. */
function perUnitRatio(q: Question, res: Resolution, result: Result): Refusal | undefined {
  const m = /\bper ([a-z]+)\b/.exec(q.text);
  if (!m) return undefined;
  const unit = canonicalWord(m[1]!);
  const view = res.view;
  const unitCol = view.targets.find(
    (t) => t.kind === 'col' && canonical(t.name).includes(unit) && !/\bper\b/i.test(t.name),
  );
  if (!unitCol) return undefined;
  if (
    result.figures.some(
      (f) => /\bper\b|÷|\//i.test(f.label) && f.label.toLowerCase().includes(m[1]!),
    )
  )
    return undefined;
  return refuse(
    `"per ${m[1]}" asks for a ratio (the amount divided by ${unitCol.name}), which I do not compute from these columns yet; ask for the two totals`,
  );
}

/** A statement's balance change with no period named: closing minus opening, not two cells. */
function balanceChange(q: Question, table: Table | undefined): Refusal | undefined {
  if (!table || !bankFlows(table)) return undefined;
  if (!/\bbalance\b/.test(q.text) || q.periods.length) return undefined;
  if (
    !/\b(chang\w*|move\w*|moved|go (up|down)|went (up|down)|grow\w*|grew|differ\w*|increase\w*|decrease\w*)\b/.test(
      q.text,
    )
  )
    return undefined;
  return refuse(
    'over the statement the balance changed by its closing minus its opening balance (credits minus debits); name the two dates to compare, or ask for total credits and total debits',
  );
}

/** A register in blocks, each closed by its own total row: one block's total is not the whole. */
function oneBlockOfMany(
  q: Question,
  op: Op,
  result: Result,
  table: Table | undefined,
): Refusal | undefined {
  if (!table || (op !== 'total' && op !== 'average')) return undefined;
  const totals = table.rows.filter((r) => r.kind === 'total');
  if (totals.length < 2) return undefined;
  const first = result.figures[0];
  if (!first || first.cells.length !== 1) return undefined;
  const row = table.rows.find((r) => r.r === first.cells[0]!.r);
  if (!row || row.kind !== 'total') return undefined;
  // only a block's own total ("Total January", "Total week 2"): a line named by the question
  // ("Total assets") or a grand total closing the blocks is what was asked
  const rest =
    /^(?:sub)?totals?\b[\s:-]*(?:for\s+)?(.*)$/i.exec((row.label ?? '').trim())?.[1] ?? '';
  if (!BLOCK_NAME.test(rest.trim())) return undefined;
  if (q.periods.length) return undefined;
  return refuse(
    `the sheet keeps ${totals.length} blocks, each with its own total row, and I read only one of them (${row.label ?? 'a total row'}); name the block (month), or ask for each block`,
  );
}

const BLOCK_NAME =
  /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?|q[1-4]|quarter \d|week \d+|term \d+|period \d+|month \d+)(\s+\d{2,4})?$/i;

/** Sheets named as a run of periods ("Term 1", "Term 2", …): one sheet is not all of them. */
function onePeriodSheetOfMany(wb: Workbook, q: Question, result: Result): Refusal | undefined {
  const sheet = result.figures[0]?.sheet;
  if (!sheet) return undefined;
  const m = /^(.*?)\s*(\d{1,2})$/.exec(sheet.trim());
  if (!m) return undefined;
  const prefix = m[1]!.toLowerCase();
  const siblings = wb.sheets.filter((s) => {
    const n = /^(.*?)\s*(\d{1,2})$/.exec(s.name.trim());
    return n && n[1]!.toLowerCase() === prefix;
  });
  if (siblings.length < 2) return undefined;
  // the question names this sheet ("term 2"): one sheet is meant
  if (new RegExp(`\\b${prefix.replace(/[^a-z ]/g, '')}\\s*${m[2]}\\b`).test(q.text))
    return undefined;
  if (!ALL_PERIODS.test(q.text) && !/\b(year|annual|so far|to date|ytd)\b/.test(q.text))
    return undefined;
  return refuse(
    `the book keeps one sheet per ${prefix || 'period'} (${siblings.map((s) => `'${s.name}'`).join(', ')}) and I read only '${sheet}'; ask for each sheet and I will give each figure`,
  );
}

/** "Interest in payment 24": the row whose number column is 24, never the column summed. */
function numberedRow(q: Question, result: Result, table: Table | undefined): Refusal | undefined {
  const m = /\b(payment|instal(?:l)?ment|period|row|line|no\.?|number|#)\s*(\d{1,3})\b/.exec(
    q.text,
  );
  if (!m || !table) return undefined;
  const first = result.figures[0];
  if (!first || first.cells.length <= 1) return undefined;
  return refuse(
    `the question asks for ${m[1]} ${m[2]} (one row) and the figure I found covers ${first.cells.length} cells; ask for the row by its date`,
  );
}

/** Refusals for answers that dropped or inverted the question's scope. */
export function refuseScope(
  wb: Workbook,
  q: Question,
  op: Op,
  res: Resolution,
  result: Result,
): Refusal | undefined {
  const table = tableOfFigure(wb, result) ?? res.view.table;
  return (
    countOfWhatIsNotHeld(q, res, result, table) ??
    exclusionDropped(q, result) ??
    stockStatusDropped(q, result) ??
    perUnitRatio(q, res, result) ??
    balanceChange(q, table) ??
    oneBlockOfMany(q, op, result, table) ??
    onePeriodSheetOfMany(wb, q, result) ??
    numberedRow(q, result, table)
  );
}

/**
 * After blind-44: "how many covers did we serve" over a Covers column: the column named by the
 * noun counts them, when it holds whole numbers and no money (a "Vases" column of sales in
 * dollars is no count of vases).
 */
function countColumnNamed(t: Target, noun: string): boolean {
  if (t.kind !== 'col' || !canonical(t.name).includes(canonicalWord(noun))) return false;
  const col = t.view.table.columns[t.col]!;
  if (col.type !== 'number') return false;
  const values = t.view.dataRows.map((i) => cellNumber(t.view.table.rows[i]!.cells[t.col]));
  return values.some((v) => v) && values.every((v) => !v || /^-?\d+(\.0+)?$/.test(decToString(v)));
}
