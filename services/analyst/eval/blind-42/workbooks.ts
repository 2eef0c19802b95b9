/** The books of blind-42, in a fixed order (each book's sub-seed is its position 1–16). Each book file holds its generator and its questions. */
import { agency } from './books/agency';
import { bottleshop } from './books/bottleshop';
import { cheesemonger } from './books/cheesemonger';
import { carparks } from './books/carparks';
import { chippy } from './books/chippy';
import { cycleshop } from './books/cycleshop';
import { farrier } from './books/farrier';
import { fencing } from './books/fencing';
import { jeweller } from './books/jeweller';
import { languageschool } from './books/languageschool';
import { oliveoil } from './books/oliveoil';
import { minibustaxi } from './books/minibustaxi';
import { ridingschool } from './books/ridingschool';
import { sailingclub } from './books/sailingclub';
import { scaffolding } from './books/scaffolding';
import { weddingdj } from './books/weddingdj';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  oliveoil,
  cheesemonger,
  farrier,
  languageschool,
  fencing,
  scaffolding,
  jeweller,
  chippy,
  bottleshop,
  ridingschool,
  sailingclub,
  minibustaxi,
  weddingdj,
  agency,
  cycleshop,
  carparks,
];
