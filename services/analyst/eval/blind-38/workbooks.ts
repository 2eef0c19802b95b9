/** The books of blind-38, in a fixed order. Each book file holds its generator and its questions. */
import { cinema } from './books/cinema';
import { courier } from './books/courier';
import { greengrocer } from './books/greengrocer';
import { homestay } from './books/homestay';
import { icecream } from './books/icecream';
import { laundromat } from './books/laundromat';
import { optometrist } from './books/optometrist';
import { photographer } from './books/photographer';
import { seafood } from './books/seafood';
import { security } from './books/security';
import { signmaker } from './books/signmaker';
import { solar } from './books/solar';
import { stamping } from './books/stamping';
import { sushi } from './books/sushi';
import { teashop } from './books/teashop';
import { tiles } from './books/tiles';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  icecream,
  teashop,
  courier,
  optometrist,
  signmaker,
  seafood,
  photographer,
  security,
  tiles,
  homestay,
  greengrocer,
  sushi,
  solar,
  cinema,
  stamping,
  laundromat,
];
