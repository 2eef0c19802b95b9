/** The books of blind-39, in a fixed order. Each book file holds its generator and its questions. */
import { bookshop } from './books/bookshop';
import { butcher } from './books/butcher';
import { candles } from './books/candles';
import { electrician } from './books/electrician';
import { joinery } from './books/joinery';
import { poolcare } from './books/poolcare';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [candles, bookshop, electrician, butcher, poolcare, joinery];
