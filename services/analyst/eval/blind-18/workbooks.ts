/** The blind-18 books, in the order they are reported. */
import { bikeShop } from './books/bike-shop';
import { butcher } from './books/butcher';
import { caravanPark } from './books/caravan-park';
import { catering } from './books/catering';
import { cattery } from './books/cattery';
import { cider } from './books/cider';
import { engineering } from './books/engineering';
import { fencing } from './books/fencing';
import type { BlindBook } from './books/kit';
import { locksmith } from './books/locksmith';
import { pictureFramer } from './books/picture-framer';
import { pilates } from './books/pilates';
import { spiceImporter } from './books/spice-importer';
import { surfSchool } from './books/surf-school';
import { webAgency } from './books/web-agency';
import { windowCleaner } from './books/window-cleaner';

export const BLIND18_BOOKS: BlindBook[] = [
  windowCleaner,
  surfSchool,
  cattery,
  pictureFramer,
  catering,
  webAgency,
  caravanPark,
  bikeShop,
  butcher,
  engineering,
  fencing,
  pilates,
  cider,
  locksmith,
  spiceImporter,
];
