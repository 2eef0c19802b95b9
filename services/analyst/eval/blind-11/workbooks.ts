/**
 * Builds blind hold-out 11: every book from its generator (seed 11833, one random stream per
 * book so adding a book never changes another), written to .xlsx bytes with exceljs.
 */
import ExcelJS from 'exceljs';
import { canoe } from './books/canoe';
import { carshare } from './books/carshare';
import { cidery } from './books/cidery';
import { climbing } from './books/climbing';
import { dentist } from './books/dentist';
import { electrician } from './books/electrician';
import { groomer } from './books/groomer';
import { nailbar } from './books/nailbar';
import { payroll } from './books/payroll';
import { piano } from './books/piano';
import { pizza } from './books/pizza';
import { printer } from './books/printer';
import { range } from './books/range';
import { skips } from './books/skips';
import { vegbox } from './books/vegbox';
import { watches } from './books/watches';
import { rng, type BlindBookDef, type BlindQuestion, type BookCheck } from './kit';

export const BLIND11_SEED = 11833;

export const BOOK_DEFS: readonly BlindBookDef[] = [
  dentist,
  pizza,
  electrician,
  cidery,
  climbing,
  skips,
  nailbar,
  payroll,
  watches,
  vegbox,
  printer,
  canoe,
  piano,
  carshare,
  range,
  groomer,
];

export interface BlindBook {
  def: BlindBookDef;
  bytes: Uint8Array;
  questions: BlindQuestion[];
  checks: BookCheck[];
}

export async function buildBlind11(seed = BLIND11_SEED): Promise<BlindBook[]> {
  const out: BlindBook[] = [];
  for (const [i, def] of BOOK_DEFS.entries()) {
    const wb = new ExcelJS.Workbook();
    const built = def.build(wb, rng(seed + i * 7919));
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    out.push({ def, bytes, questions: built.questions, checks: built.checks });
  }
  return out;
}
