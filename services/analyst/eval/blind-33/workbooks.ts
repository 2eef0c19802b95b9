/** The books of blind-33, in a fixed order. Each book file holds its generator and its questions. */
import { bakery } from './books/bakery';
import { cheese } from './books/cheese';
import { chiro } from './books/chiro';
import { gardener } from './books/gardener';
import { glazier } from './books/glazier';
import { icecream } from './books/icecream';
import { joinery } from './books/joinery';
import { juicebar } from './books/juicebar';
import { livery } from './books/livery';
import { microschool } from './books/microschool';
import { msp } from './books/msp';
import { podcast } from './books/podcast';
import { scaffold } from './books/scaffold';
import { taxi } from './books/taxi';
import { vintage } from './books/vintage';
import { wedding } from './books/wedding';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  chiro,
  joinery,
  cheese,
  taxi,
  wedding,
  microschool,
  juicebar,
  scaffold,
  podcast,
  icecream,
  glazier,
  livery,
  vintage,
  msp,
  gardener,
  bakery,
];
