/** The books of blind-29, in a fixed order. Each book file holds its generator and its questions. */
import { bakery } from './books/bakery';
import { brewery } from './books/brewery';
import { cleaning } from './books/cleaning';
import { coworking } from './books/coworking';
import { dental } from './books/dental';
import { ebike } from './books/ebike';
import { garage } from './books/garage';
import { groomer } from './books/groomer';
import { hostel } from './books/hostel';
import { photographer } from './books/photographer';
import { plumbing } from './books/plumbing';
import { recruitment } from './books/recruitment';
import { rescue } from './books/rescue';
import { tutoring } from './books/tutoring';
import { vineyard } from './books/vineyard';
import { wedding } from './books/wedding';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  dental,
  brewery,
  plumbing,
  hostel,
  tutoring,
  garage,
  photographer,
  ebike,
  coworking,
  vineyard,
  cleaning,
  bakery,
  groomer,
  wedding,
  recruitment,
  rescue,
];
