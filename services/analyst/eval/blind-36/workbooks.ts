/** The books of blind-36, in a fixed order. Each book file holds its generator and its questions. */
import type { BlindBook } from './lib';
import { bakery } from './books/bakery';
import { barber } from './books/barber';
import { cafe } from './books/cafe';
import { dental } from './books/dental';
import { devshop } from './books/devshop';
import { fitout } from './books/fitout';
import { locksmith } from './books/locksmith';
import { marquee } from './books/marquee';
import { nursery } from './books/nursery';
import { petshop } from './books/petshop';
import { plumbing } from './books/plumbing';
import { roastery } from './books/roastery';
import { salon } from './books/salon';
import { vegbox } from './books/vegbox';
import { yoga } from './books/yoga';

export const BOOKS: BlindBook[] = [
  roastery,
  nursery,
  locksmith,
  dental,
  plumbing,
  bakery,
  yoga,
  salon,
  petshop,
  marquee,
  cafe,
  fitout,
  devshop,
  vegbox,
  barber,
];
