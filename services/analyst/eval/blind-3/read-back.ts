/**
 * Reads a written book back with exceljs (not the engine) so the set test can recompute an
 * expected figure from the cells themselves: a second path beside the generator's arithmetic.
 */
import ExcelJS from 'exceljs';
import { divRound, money } from '../expect';
import type { Recheck } from './types';

export async function openBook(bytes: Uint8Array): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return wb;
}

function numberOf(v: ExcelJS.CellValue): number | undefined {
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object' && 'result' in v && typeof v.result === 'number') return v.result;
  return undefined;
}

/** The numeric cells of a range, in cents (hundredths). */
export function centsIn(wb: ExcelJS.Workbook, sheet: string, range: string): bigint[] {
  const ws = wb.getWorksheet(sheet);
  if (!ws) throw new Error(`no sheet ${sheet}`);
  const [a, b = a] = range.split(':') as [string, string?];
  const ca = ws.getCell(a);
  const cb = ws.getCell(b!);
  const out: bigint[] = [];
  for (let r = Number(ca.row); r <= Number(cb.row); r++) {
    for (let c = Number(ca.col); c <= Number(cb.col); c++) {
      const n = numberOf(ws.getRow(r).getCell(c).value);
      if (n !== undefined) out.push(BigInt(Math.round(n * 100)));
    }
  }
  return out;
}

export function recompute(wb: ExcelJS.Workbook, r: Recheck): string {
  const xs = r.range.split(',').flatMap((range) => centsIn(wb, r.sheet, range));
  if (r.op === 'count') return String(xs.length);
  if (!xs.length) throw new Error(`no numbers in ${r.sheet}!${r.range}`);
  const total = xs.reduce((s, x) => s + x, 0n);
  switch (r.op) {
    case 'sum':
      return money(total);
    case 'mean':
      return money(divRound(total, BigInt(xs.length)));
    case 'max':
      return money(xs.reduce((m, x) => (x > m ? x : m)));
    case 'min':
      return money(xs.reduce((m, x) => (x < m ? x : m)));
    case 'value':
      return money(xs[0]!);
  }
}
