/** The books of blind-38, in a fixed order. Each book file holds its generator and its questions. */
import { courier } from './books/courier';
import { icecream } from './books/icecream';
import { optometrist } from './books/optometrist';
import { teashop } from './books/teashop';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [icecream, teashop, courier, optometrist];
