/** The books of blind-45, in a fixed order (each book's sub-seed is its position 1–16). Each book file holds its generator and its questions. */
import { bathroomfitter } from './books/bathroomfitter';
import { beachkiosk } from './books/beachkiosk';
import { businesspark } from './books/businesspark';
import { copywriter } from './books/copywriter';
import { drywall } from './books/drywall';
import { knifesharpener } from './books/knifesharpener';
import { lasertag } from './books/lasertag';
import { packaging } from './books/packaging';
import { pastamaker } from './books/pastamaker';
import { perfumery } from './books/perfumery';
import { pettingfarm } from './books/pettingfarm';
import { saddlery } from './books/saddlery';
import { sawmill } from './books/sawmill';
import { shearing } from './books/shearing';
import { swimschool } from './books/swimschool';
import { tackleshop } from './books/tackleshop';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  pastamaker,
  perfumery,
  shearing,
  lasertag,
  drywall,
  packaging,
  knifesharpener,
  sawmill,
  tackleshop,
  pettingfarm,
  copywriter,
  bathroomfitter,
  beachkiosk,
  businesspark,
  saddlery,
  swimschool,
];
