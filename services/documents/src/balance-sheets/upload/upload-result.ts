/** The answer of parse_upload being built: rows per table, and every line read. */
import {
  BALANCE_SHEET_MAX_ROWS,
  BALANCE_SHEET_ROW_LISTS,
  BALANCE_SHEET_TABLES,
} from '@fina/contract';
import type { BalanceSheetRowList, BalanceSheetUploadResult } from '@fina/contract';
import { badRequest } from '@fina/service-kit';

type Line = BalanceSheetUploadResult['lines'][number];

export class UploadResultBuilder {
  date = '';
  cashOnHand = '';
  readonly rows: Record<BalanceSheetRowList, Record<string, string>[]> = Object.fromEntries(
    BALANCE_SHEET_ROW_LISTS.map((list) => [list, []]),
  ) as unknown as Record<BalanceSheetRowList, Record<string, string>[]>;
  readonly lines: Line[] = [];

  constructor(readonly layout: BalanceSheetUploadResult['layout']) {}

  addRow(list: BalanceSheetRowList, row: Record<string, string>, line: Omit<Line, 'target'>): void {
    if (this.rows[list].length >= BALANCE_SHEET_MAX_ROWS) {
      const title = BALANCE_SHEET_TABLES.find((t) => t.list === list)?.title ?? list;
      throw badRequest(
        `Too many rows for ${title}: the limit is ${BALANCE_SHEET_MAX_ROWS}.`,
        'file',
      );
    }
    this.rows[list].push(row);
    this.lines.push({ ...line, target: list });
  }

  note(line: Line): void {
    this.lines.push(line);
  }

  result(): BalanceSheetUploadResult {
    return {
      layout: this.layout,
      date: this.date,
      cash_on_hand: this.cashOnHand,
      rows: this.rows as unknown as BalanceSheetUploadResult['rows'],
      lines: this.lines,
    };
  }
}

/** Adds two non-negative decimal texts exactly (cash on hand found on several lines). */
export function addDecimalText(a: string, b: string): string {
  if (!a) return b;
  const scale = Math.max(a.split('.')[1]?.length ?? 0, b.split('.')[1]?.length ?? 0);
  const toInt = (text: string) => {
    const [whole = '0', fraction = ''] = text.split('.');
    return BigInt(whole + fraction.padEnd(scale, '0'));
  };
  const sum = (toInt(a) + toInt(b)).toString().padStart(scale + 1, '0');
  return scale ? `${sum.slice(0, -scale)}.${sum.slice(-scale)}` : sum;
}
