/** The blind-20 books, one module per business in books/ (generator and questions side by side). */
import { architectureStudio } from './books/architecture-studio';
import { bikeRental } from './books/bike-rental';
import { climbingGym } from './books/climbing-gym';
import { florist } from './books/florist';
import { languageSchool } from './books/language-school';
import { locksmith } from './books/locksmith';
import { oliveOil } from './books/olive-oil';
import { optician } from './books/optician';
import { plumber } from './books/plumber';
import { ppcAgency } from './books/ppc-agency';
import { printShop } from './books/print-shop';
import { roofing } from './books/roofing';
import { rowingClub } from './books/rowing-club';
import { smoothieTruck } from './books/smoothie-truck';
import { wineShop } from './books/wine-shop';
import type { BlindBook } from './lib';

export const BLIND20_BOOKS: BlindBook[] = [
  florist,
  smoothieTruck,
  plumber,
  printShop,
  locksmith,
  ppcAgency,
  bikeRental,
  optician,
  wineShop,
  languageSchool,
  rowingClub,
  roofing,
  architectureStudio,
  oliveOil,
  climbingGym,
];
