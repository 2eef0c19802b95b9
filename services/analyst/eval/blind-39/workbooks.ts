/** The books of blind-39, in a fixed order. Each book file holds its generator and its questions. */
import { architect } from './books/architect';
import { bookshop } from './books/bookshop';
import { butcher } from './books/butcher';
import { candles } from './books/candles';
import { charter } from './books/charter';
import { cookery } from './books/cookery';
import { dairy } from './books/dairy';
import { electrician } from './books/electrician';
import { joinery } from './books/joinery';
import { juicebar } from './books/juicebar';
import { mushroom } from './books/mushroom';
import { pharmacy } from './books/pharmacy';
import { poolcare } from './books/poolcare';
import { pottery } from './books/pottery';
import { pub } from './books/pub';
import { tattoo } from './books/tattoo';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  candles,
  bookshop,
  electrician,
  butcher,
  poolcare,
  joinery,
  tattoo,
  pub,
  pharmacy,
  dairy,
  architect,
  charter,
  mushroom,
  juicebar,
  pottery,
  cookery,
];
