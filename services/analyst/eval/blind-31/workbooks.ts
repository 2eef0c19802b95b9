/** The books of blind-31, in a fixed order. Each book file holds its generator and its questions. */
import { architect } from './books/architect';
import { bikecoop } from './books/bikecoop';
import { bridal } from './books/bridal';
import { carwash } from './books/carwash';
import { chocolatier } from './books/chocolatier';
import { driving } from './books/driving';
import { farmloan } from './books/farmloan';
import { gym } from './books/gym';
import { hotel } from './books/hotel';
import { kennel } from './books/kennel';
import { optician } from './books/optician';
import { pharmacy } from './books/pharmacy';
import { removals } from './books/removals';
import { signs } from './books/signs';
import { surf } from './books/surf';
import { translation } from './books/translation';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  optician,
  kennel,
  carwash,
  hotel,
  translation,
  farmloan,
  pharmacy,
  gym,
  architect,
  removals,
  bridal,
  driving,
  signs,
  chocolatier,
  surf,
  bikecoop,
];
