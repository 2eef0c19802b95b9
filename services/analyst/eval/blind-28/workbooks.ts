/** The books of blind-28, in a fixed order. Each book file holds its generator and its questions. */
import { beekeeper } from './books/beekeeper';
import { bikeshop } from './books/bikeshop';
import { consultancy } from './books/consultancy';
import { dogdaycare } from './books/dogdaycare';
import { electrician } from './books/electrician';
import { espressobar } from './books/espressobar';
import { farmshop } from './books/farmshop';
import { florist } from './books/florist';
import { foodtruck } from './books/foodtruck';
import { landscaper } from './books/landscaper';
import { printshop } from './books/printshop';
import { saasmrr } from './books/saasmrr';
import { tattoo } from './books/tattoo';
import { yogastudio } from './books/yogastudio';
import { youththeatre } from './books/youththeatre';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  beekeeper,
  dogdaycare,
  tattoo,
  foodtruck,
  landscaper,
  bikeshop,
  printshop,
  espressobar,
  yogastudio,
  saasmrr,
  electrician,
  farmshop,
  florist,
  youththeatre,
  consultancy,
];
