/** The books of blind-37, in a fixed order. Each book file holds its generator and its questions. */
import { catering } from './books/catering';
import { cowork } from './books/cowork';
import { dental } from './books/dental';
import { glamping } from './books/glamping';
import { hardware } from './books/hardware';
import { kitchens } from './books/kitchens';
import { landscaper } from './books/landscaper';
import { nursery } from './books/nursery';
import { pianotuner } from './books/pianotuner';
import { pizzeria } from './books/pizzeria';
import { rescue } from './books/rescue';
import { roastery } from './books/roastery';
import { studio } from './books/studio';
import { surfshop } from './books/surfshop';
import { sweetshop } from './books/sweetshop';
import { vineyard } from './books/vineyard';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  dental,
  vineyard,
  landscaper,
  kitchens,
  roastery,
  hardware,
  pizzeria,
  cowork,
  glamping,
  studio,
  pianotuner,
  surfshop,
  sweetshop,
  nursery,
  catering,
  rescue,
];
