/** The books of blind-43, in a fixed order (each book's sub-seed is its position 1–16). Each book file holds its generator and its questions. */
import { agricontractor } from './books/agricontractor';
import { artsupplies } from './books/artsupplies';
import { avhire } from './books/avhire';
import { bubbletea } from './books/bubbletea';
import { chimneysweep } from './books/chimneysweep';
import { divecentre } from './books/divecentre';
import { hotelpayroll } from './books/hotelpayroll';
import { hotsauce } from './books/hotsauce';
import { insurancebroker } from './books/insurancebroker';
import { phonerepair } from './books/phonerepair';
import { ramenshop } from './books/ramenshop';
import { skischool } from './books/skischool';
import { stonemason } from './books/stonemason';
import { tennisclub } from './books/tennisclub';
import { treefarm } from './books/treefarm';
import { vintageshop } from './books/vintageshop';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  hotsauce,
  vintageshop,
  chimneysweep,
  divecentre,
  avhire,
  ramenshop,
  phonerepair,
  hotelpayroll,
  artsupplies,
  skischool,
  treefarm,
  stonemason,
  insurancebroker,
  tennisclub,
  agricontractor,
  bubbletea,
];
