/** The books of blind-44, in a fixed order (each book's sub-seed is its position 1–16). Each book file holds its generator and its questions. */
import { bagels } from './books/bagels';
import { boardgames } from './books/boardgames';
import { cidery } from './books/cidery';
import { crepes } from './books/crepes';
import { dogtrainer } from './books/dogtrainer';
import { fabric } from './books/fabric';
import { freight } from './books/freight';
import { froyo } from './books/froyo';
import { kombucha } from './books/kombucha';
import { mechanic } from './books/mechanic';
import { minigolf } from './books/minigolf';
import { nailsalon } from './books/nailsalon';
import { skateboards } from './books/skateboards';
import { steakhouse } from './books/steakhouse';
import { trampoline } from './books/trampoline';
import { upholstery } from './books/upholstery';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  kombucha,
  boardgames,
  mechanic,
  nailsalon,
  upholstery,
  freight,
  crepes,
  trampoline,
  fabric,
  minigolf,
  dogtrainer,
  bagels,
  cidery,
  skateboards,
  froyo,
  steakhouse,
];
