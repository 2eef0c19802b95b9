/** The books of blind-42, in a fixed order (each book's sub-seed is its position 1–16). Each book file holds its generator and its questions. */
import { cheesemonger } from './books/cheesemonger';
import { farrier } from './books/farrier';
import { oliveoil } from './books/oliveoil';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [oliveoil, cheesemonger, farrier];
