/**
 * The blind-21 books: each generator lives in books/<name>.ts beside its questions. This file
 * lists them and turns each into .xlsx bytes.
 */
import type { BlindBook } from './common';
import { bookshop } from './books/bookshop';
import { carwash } from './books/carwash';
import { consultancy } from './books/consultancy';
import { dance } from './books/dance';
import { deli } from './books/deli';
import { electrician } from './books/electrician';
import { foodtruck } from './books/foodtruck';
import { kayak } from './books/kayak';
import { landscaping } from './books/landscaping';
import { painter } from './books/painter';
import { pragency } from './books/pragency';
import { roaster } from './books/roaster';
import { spice } from './books/spice';
import { vet } from './books/vet';
import { yoga } from './books/yoga';

const GENERATORS: Array<() => BlindBook> = [
  electrician,
  roaster,
  landscaping,
  dance,
  pragency,
  consultancy,
  foodtruck,
  vet,
  bookshop,
  yoga,
  kayak,
  deli,
  painter,
  spice,
  carwash,
];

export function buildBooks(): BlindBook[] {
  return GENERATORS.map((g) => g());
}

export async function bookBytes(book: BlindBook): Promise<Uint8Array> {
  return new Uint8Array(await book.workbook.xlsx.writeBuffer());
}
