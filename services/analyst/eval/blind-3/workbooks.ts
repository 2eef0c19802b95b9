/** The books of the third blind set, built on demand (each generator is seeded, so runs agree). */
import { carwash } from './books/carwash';
import { daycare } from './books/daycare';
import { farmsupply } from './books/farmsupply';
import { florist } from './books/florist';
import { foodtruck } from './books/foodtruck';
import { gym } from './books/gym';
import { landscaping } from './books/landscaping';
import { lawoffice } from './books/lawoffice';
import { petstore } from './books/petstore';
import { printshop } from './books/printshop';
import { roaster } from './books/roaster';
import { salon } from './books/salon';
import { taproom } from './books/taproom';
import { tutoring } from './books/tutoring';
import { vetclinic } from './books/vetclinic';
import type { Blind3Book } from './types';

export const BOOK_BUILDERS: Array<() => Promise<Blind3Book>> = [
  florist,
  roaster,
  farmsupply,
  salon,
  lawoffice,
  printshop,
  carwash,
  daycare,
  petstore,
  vetclinic,
  taproom,
  landscaping,
  tutoring,
  gym,
  foodtruck,
];

export async function buildBooks(): Promise<Blind3Book[]> {
  const books: Blind3Book[] = [];
  for (const build of BOOK_BUILDERS) books.push(await build());
  return books;
}
