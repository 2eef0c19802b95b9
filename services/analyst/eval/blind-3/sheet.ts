/**
 * Writing owners' sheets with exceljs: money is given in integer cents (bigint) and written as
 * a number with the book's currency format, so every expected figure stays exact on our side.
 */
import { MONTH_NAMES } from '@fina/contract/core';
import ExcelJS from 'exceljs';

export interface Money {
  cents: bigint;
}
export interface Pct {
  /** a fraction in basis points of 1 (1234 = 12.34%) */
  bp: bigint;
}
export interface Formula {
  f: string;
  cents: bigint;
}
export type CellIn = string | number | Date | null | undefined | Money | Pct | Formula;

export const M = (cents: bigint | number): Money => ({ cents: BigInt(cents) });
export const P = (bp: bigint | number): Pct => ({ bp: BigInt(bp) });
export const F = (f: string, cents: bigint): Formula => ({ f, cents });

export const FMT = {
  eur: '"€"#,##0.00',
  usd: '"$"#,##0.00;("$"#,##0.00)',
  php: '"₱"#,##0.00',
  plain: '#,##0.00;(#,##0.00)',
  thousands: '#,##0.0;(#,##0.0)',
} as const;

export function col(n: number): string {
  let s = '';
  let k = n;
  while (k > 0) {
    const r = (k - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    k = Math.floor((k - 1) / 26);
  }
  return s;
}

const toNumber = (cents: bigint): number => Number(cents) / 100;

/** Appends rows to a worksheet and remembers the row numbers, so questions can cite cells. */
export class SheetWriter {
  row = 0;
  constructor(
    readonly ws: ExcelJS.Worksheet,
    readonly moneyFmt: string,
  ) {}

  add(cells: CellIn[], opts: { bold?: boolean } = {}): number {
    this.row += 1;
    const r = this.ws.getRow(this.row);
    cells.forEach((c, i) => {
      if (c === null || c === undefined) return;
      const cell = r.getCell(i + 1);
      if (typeof c === 'object' && !(c instanceof Date)) {
        if ('bp' in c) {
          cell.value = Number(c.bp) / 10000;
          cell.numFmt = '0.0%';
        } else if ('f' in c) {
          cell.value = { formula: c.f, result: toNumber(c.cents) };
          cell.numFmt = this.moneyFmt;
        } else {
          cell.value = toNumber(c.cents);
          cell.numFmt = this.moneyFmt;
        }
      } else {
        cell.value = c;
        if (c instanceof Date) cell.numFmt = 'yyyy-mm-dd';
      }
      if (opts.bold) cell.font = { bold: true };
    });
    return this.row;
  }

  blank(): number {
    this.row += 1;
    return this.row;
  }
}

export function newBook(): ExcelJS.Workbook {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'owner';
  return wb;
}

export async function toBytes(wb: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** The months, January first (the contract's list: public vocabulary, not the engine's). */
export const MONTHS = MONTH_NAMES;

/** A UTC date (exceljs writes Dates as UTC serials). */
export const day = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m - 1, d));
