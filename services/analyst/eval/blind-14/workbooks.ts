/**
 * The blind-14 books, built once per process (seeded, so every build gives the same bytes and
 * the same expectations).
 */
import type { BlindBook } from './kit';
import { architectsBook } from './books/architects';
import { bridalBook } from './books/bridal';
import { cateringBook } from './books/catering';
import { cinemaBook } from './books/cinema';
import { courierBook } from './books/courier';
import { coworkBook } from './books/cowork';
import { electricalBook } from './books/electrical';
import { fishmongerBook } from './books/fishmonger';
import { guesthouseBook } from './books/guesthouse';
import { gymBook } from './books/gym';
import { languageBook } from './books/language';
import { nurseryBook } from './books/nursery';
import { salonBook } from './books/salon';
import { signsBook } from './books/signs';
import { surfloanBook } from './books/surfloan';
import { vetBook } from './books/vet';

const MAKERS = [
  cinemaBook,
  salonBook,
  electricalBook,
  gymBook,
  cateringBook,
  signsBook,
  courierBook,
  vetBook,
  nurseryBook,
  fishmongerBook,
  languageBook,
  architectsBook,
  guesthouseBook,
  surfloanBook,
  bridalBook,
  coworkBook,
];

let built: Promise<BlindBook[]> | undefined;

export function blindBooks(): Promise<BlindBook[]> {
  built ??= Promise.all(MAKERS.map((make) => make()));
  return built;
}
