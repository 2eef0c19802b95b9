/** The books of blind-35, in a fixed order. Each book file holds its generator and its questions. */
import { arborist } from './books/arborist';
import { beekeeping } from './books/beekeeping';
import { boatyard } from './books/boatyard';
import { brewery } from './books/brewery';
import { cleaning } from './books/cleaning';
import { climbing } from './books/climbing';
import { estate } from './books/estate';
import { foodtruck } from './books/foodtruck';
import { funeral } from './books/funeral';
import { golfpro } from './books/golfpro';
import { groomer } from './books/groomer';
import { physio } from './books/physio';
import { preschool } from './books/preschool';
import { printshop } from './books/printshop';
import { radio } from './books/radio';
import { softplay } from './books/softplay';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  radio,
  foodtruck,
  arborist,
  boatyard,
  golfpro,
  beekeeping,
  softplay,
  climbing,
  funeral,
  printshop,
  groomer,
  brewery,
  estate,
  physio,
  cleaning,
  preschool,
];
