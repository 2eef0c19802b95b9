/**
 * A common balance sheet: a sheet with a label and an amount on each line, under the
 * headings Assets, Liabilities and Equity (sub-headings such as 'Current assets' are fine).
 * Each line goes to a table by its label (label-rules.ts); totals, depreciation and retained
 * earnings are skipped because the engine computes them. A line 'Date' / 'As of …' sets
 * the date.
 */
import { badRequest } from '@fina/service-kit';
import { cellText, readAmountCell, readDateCell } from './cells';
import type { AmountReading } from './cells';
import type { Section } from './label-rules';
import { sectionOf, targetOf } from './label-rules';
import { UploadResultBuilder, addDecimalText } from './upload-result';
import type { CellValue, SheetRows } from './workbook';

export const COMMON_LAYOUT_EXPECTED =
  'Expected Fina’s template (download it from this page) or a sheet with two columns, ' +
  'label and amount, under the headings Assets, Liabilities and Equity.';

interface Line {
  row: number;
  label: string;
  value: CellValue;
  amount: AmountReading;
}

/** Each row's label (its first text cell) and the first cell to its right that holds something. */
function linesOf(sheet: SheetRows): Line[] {
  const lines: Line[] = [];
  sheet.rows.forEach((cells, index) => {
    const labelAt = cells.findIndex((cell) => typeof cell === 'string' && cell.trim() !== '');
    if (labelAt < 0) return;
    const label = cellText(cells[labelAt] ?? null);
    const value =
      cells.slice(labelAt + 1).find((cell) => cell !== null && cellText(cell) !== '') ?? null;
    lines.push({ row: index + 1, label, value, amount: readAmountCell(value) });
  });
  return lines;
}

/** A sheet in the common layout has an Assets heading and lines with amounts. */
function looksCommon(lines: readonly Line[]): boolean {
  const hasAssets = lines.some((l) => l.amount.kind === 'blank' && sectionOf(l.label) === 'assets');
  const amounts = lines.filter((l) => l.amount.kind === 'amount').length;
  return hasAssets && amounts > 0;
}

const DATE_LABEL = /^(date|as (of|at)|balance sheet date)\b/i;

function readSheet(sheet: SheetRows, lines: readonly Line[], out: UploadResultBuilder): void {
  let section: Section | null = null;
  for (const line of lines) {
    const at = { sheet: sheet.name, row: line.row, label: line.label };
    if (!out.date && (DATE_LABEL.test(line.label) || /\bas (of|at)\b/i.test(line.label))) {
      const date = readDateCell(line.value) ?? readDateCell(line.label);
      if (date) {
        out.date = date;
        out.note({ ...at, amount: '', target: 'date', note: date });
        continue;
      }
    }
    if (line.amount.kind === 'blank') {
      section = sectionOf(line.label) ?? section;
      continue; // a heading or an empty line
    }
    if (line.amount.kind === 'not-a-number') {
      out.note({
        ...at,
        amount: '',
        target: 'skipped',
        note: `Not an amount: "${line.amount.text}".`,
      });
      continue;
    }
    const amount = line.amount.text;
    if (!section) {
      out.note({
        ...at,
        amount,
        target: 'skipped',
        note: 'Not under Assets, Liabilities or Equity.',
      });
      continue;
    }
    const target = targetOf(section, line.label);
    if (target.kind === 'skip') {
      out.note({ ...at, amount, target: 'skipped', note: target.note });
      continue;
    }
    if (line.amount.negative) {
      out.note({
        ...at,
        amount: `-${amount}`,
        target: 'skipped',
        note: 'A negative amount: enter it in the right table yourself.',
      });
      continue;
    }
    if (target.kind === 'cash_on_hand') {
      out.cashOnHand = addDecimalText(out.cashOnHand, amount);
      out.note({ ...at, amount, target: 'cash_on_hand', note: '' });
      continue;
    }
    const label = line.label.slice(0, 200);
    const row = ((): Record<string, string> => {
      switch (target.list) {
        case 'cib_rows':
          return { nameOfBank: label, amount };
        case 'client_rows':
          return { name: label, amount };
        case 'inventory_rows':
          return { productName: label, numberOfItems: '', costPerItem: amount };
        case 'cash_advance_rows':
          return { typeOfDeposit: label, paidToWhom: '', amount };
        case 'loan_rows':
          return { typeOfLoan: label, loanedTo: '', amount };
        case 'other_asset_rows':
          return { nameOfAsset: label, amount };
        case 'building_rows':
          return { type: label, cost: amount, numberOfYears: '', usefulLife: '' };
        case 'supplier_rows':
          return { nameOfSupplier: label, amount };
        case 'other_loan_rows':
          return { typeOfLoan: label, lender: '', amount };
        case 'investment_rows':
          return { name: label, typeOfInvestment: '', amount };
      }
    })();
    out.addRow(target.list, row, { ...at, amount, note: target.note ?? '' });
  }
}

export function parseCommonLayout(sheets: readonly SheetRows[]): UploadResultBuilder {
  for (const sheet of sheets) {
    const lines = linesOf(sheet);
    if (!looksCommon(lines)) continue;
    const out = new UploadResultBuilder('common');
    readSheet(sheet, lines, out);
    return out;
  }
  throw badRequest(
    `This workbook is not a balance sheet Fina can read. ${COMMON_LAYOUT_EXPECTED}`,
    'file',
  );
}
