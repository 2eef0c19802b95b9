/** The blind-15 books, in the order the runner reports them. */
import { appStudio } from './books/app-studio';
import { brewery } from './books/brewery';
import { cleaningCo } from './books/cleaning-co';
import { courierCoop } from './books/courier-coop';
import { danceSchool } from './books/dance-school';
import { festival } from './books/festival';
import { gardenCentre } from './books/garden-centre';
import { homeCare } from './books/home-care';
import { marina } from './books/marina';
import { oliveOil } from './books/olive-oil';
import { printShop } from './books/print-shop';
import { recruitmentLoan } from './books/recruitment-loan';
import { tailor } from './books/tailor';
import { tattooStudio } from './books/tattoo-studio';
import { toyShop } from './books/toy-shop';
import { wineBar } from './books/wine-bar';
import { yarnStore } from './books/yarn-store';
import type { BlindBook } from './kit';

export const BOOKS: BlindBook[] = [
  courierCoop,
  gardenCentre,
  tattooStudio,
  wineBar,
  printShop,
  cleaningCo,
  marina,
  homeCare,
  toyShop,
  oliveOil,
  danceSchool,
  brewery,
  festival,
  appStudio,
  tailor,
  recruitmentLoan,
  yarnStore,
];
