/** The books of blind-34, in a fixed order. Each book file holds its generator and its questions. */
import { ballet } from './books/ballet';
import { bikehire } from './books/bikehire';
import { carwash } from './books/carwash';
import { climbing } from './books/climbing';
import { dojo } from './books/dojo';
import { drycleaner } from './books/drycleaner';
import { escaperoom } from './books/escaperoom';
import { florist } from './books/florist';
import { foodtruck } from './books/foodtruck';
import { ginbar } from './books/ginbar';
import { guitar } from './books/guitar';
import { hearing } from './books/hearing';
import { soap } from './books/soap';
import { tireshop } from './books/tireshop';
import { vet } from './books/vet';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  soap,
  bikehire,
  drycleaner,
  ballet,
  tireshop,
  vet,
  florist,
  ginbar,
  guitar,
  hearing,
  climbing,
  escaperoom,
  foodtruck,
  dojo,
  carwash,
];
