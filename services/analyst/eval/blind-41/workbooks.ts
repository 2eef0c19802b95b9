/** The books of blind-41, in a fixed order (each book's sub-seed is its position 1–16). Each book file holds its generator and its questions. */
import { clinic } from './books/clinic';
import { cottages } from './books/cottages';
import { cranehire } from './books/cranehire';
import { itsupport } from './books/itsupport';
import { kennels } from './books/kennels';
import { lawfirm } from './books/lawfirm';
import { musicschool } from './books/musicschool';
import { pestcontrol } from './books/pestcontrol';
import { preserves } from './books/preserves';
import { records } from './books/records';
import { removals } from './books/removals';
import { rugbyclub } from './books/rugbyclub';
import { toyshop } from './books/toyshop';
import { trainer } from './books/trainer';
import { vending } from './books/vending';
import { windowcleaner } from './books/windowcleaner';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  preserves,
  records,
  windowcleaner,
  musicschool,
  pestcontrol,
  itsupport,
  trainer,
  removals,
  toyshop,
  kennels,
  rugbyclub,
  cranehire,
  cottages,
  lawfirm,
  clinic,
  vending,
];
