/**
 * The books of blind hold-out 24, built from seed 24247: each book's generator runs once with
 * its own seeded random source, giving the .xlsx bytes, its questions and its second-path checks.
 */
import { aging } from './books/aging';
import { caterer } from './books/caterer';
import { charter } from './books/charter';
import { cleaning } from './books/cleaning';
import { courier } from './books/courier';
import { cowork } from './books/cowork';
import { dentist } from './books/dentist';
import { garden } from './books/garden';
import { salon } from './books/salon';
import { studio } from './books/studio';
import { surf } from './books/surf';
import { taproom } from './books/taproom';
import { tiling } from './books/tiling';
import { wine } from './books/wine';
import { makeRng, SEED, type BlindQuestion, type BookDef, type Check } from './kit';

export const BOOK_DEFS: readonly BookDef[] = [
  taproom,
  surf,
  cleaning,
  studio,
  garden,
  aging,
  courier,
  salon,
  wine,
  dentist,
  caterer,
  charter,
  cowork,
  tiling,
];

export interface BlindBook {
  name: string;
  business: string;
  bytes: Uint8Array;
  questions: BlindQuestion[];
  checks: Check[];
}

export async function buildBlindBooks(): Promise<BlindBook[]> {
  const out: BlindBook[] = [];
  for (const [i, def] of BOOK_DEFS.entries()) {
    const built = def.build(makeRng(SEED + i * 1000));
    const bytes = new Uint8Array(await built.workbook.xlsx.writeBuffer());
    out.push({
      name: def.name,
      business: def.business,
      bytes,
      checks: built.checks,
      questions: built.questions.map((q, n) => ({
        ...q,
        id: `${def.name}-${String(n + 1).padStart(2, '0')}`,
        book: def.name,
      })),
    });
  }
  return out;
}
