/** The books of blind-27, in a fixed order. Each book file holds its generator and its questions. */
import { bikecourier } from './books/bikecourier';
import { boatrestorer } from './books/boatrestorer';
import { bookbinder } from './books/bookbinder';
import { danceschool } from './books/danceschool';
import { escapegame } from './books/escapegame';
import { falconry } from './books/falconry';
import { foodbank } from './books/foodbank';
import { glassblower } from './books/glassblower';
import { goatdairy } from './books/goatdairy';
import { locksmith } from './books/locksmith';
import { puppettheatre } from './books/puppettheatre';
import { rowinggym } from './books/rowinggym';
import { scuba } from './books/scuba';
import { soundhire } from './books/soundhire';
import { stonemason } from './books/stonemason';
import { vineyard } from './books/vineyard';
import { windfarm } from './books/windfarm';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  glassblower,
  scuba,
  bookbinder,
  foodbank,
  windfarm,
  vineyard,
  locksmith,
  soundhire,
  goatdairy,
  stonemason,
  escapegame,
  bikecourier,
  danceschool,
  rowinggym,
  puppettheatre,
  falconry,
  boatrestorer,
];
