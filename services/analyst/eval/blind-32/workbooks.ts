/** The books of blind-32, in a fixed order. Each book file holds its generator and its questions. */
import { bookshop } from './books/bookshop';
import { chippy } from './books/chippy';
import { cider } from './books/cider';
import { clubbar } from './books/clubbar';
import { dance } from './books/dance';
import { dogwalker } from './books/dogwalker';
import { festival } from './books/festival';
import { flatsBook } from './books/flats';
import { flowerfarm } from './books/flowerfarm';
import { locksmith } from './books/locksmith';
import { mechanic } from './books/mechanic';
import { payroll } from './books/payroll';
import { pottery } from './books/pottery';
import { tailor } from './books/tailor';
import { vet } from './books/vet';
import { windows } from './books/windows';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  vet,
  mechanic,
  payroll,
  bookshop,
  pottery,
  clubbar,
  windows,
  cider,
  dance,
  locksmith,
  flatsBook,
  festival,
  tailor,
  flowerfarm,
  chippy,
  dogwalker,
];
