/** The books of blind-30, in a fixed order. Each book file holds its generator and its questions. */
import { bookkeeping } from './books/bookkeeping';
import { campsite } from './books/campsite';
import { caterer } from './books/caterer';
import { ceramics } from './books/ceramics';
import { charter } from './books/charter';
import { courier } from './books/courier';
import { deli } from './books/deli';
import { escaperoom } from './books/escaperoom';
import { langschool } from './books/langschool';
import { marketgarden } from './books/marketgarden';
import { nursery } from './books/nursery';
import { physio } from './books/physio';
import { roofing } from './books/roofing';
import { salon } from './books/salon';
import { solar } from './books/solar';
import { venue } from './books/venue';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  physio,
  charter,
  venue,
  langschool,
  roofing,
  campsite,
  bookkeeping,
  nursery,
  marketgarden,
  ceramics,
  courier,
  salon,
  escaperoom,
  solar,
  deli,
  caterer,
];
