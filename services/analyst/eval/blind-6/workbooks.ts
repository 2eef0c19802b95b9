/** The sixth blind hold-out's books: one module per business under books/ (generator + questions). */
import type { BlindBook } from './kit';
import { bakeryArAging } from './books/bakery-ar-aging';
import { barberPayroll } from './books/barber-payroll';
import { climbingGymMrr } from './books/climbing-gym-mrr';
import { coworkingPl } from './books/coworking-pl';
import { escapeRoomBudget } from './books/escape-room-budget';
import { flowerFarmCashflow } from './books/flower-farm-cashflow';
import { kennelMultiSheet } from './books/kennel-multi-sheet';
import { movingExpenses } from './books/moving-expenses';
import { nailSalonBank } from './books/nail-salon-bank';
import { physioClinic } from './books/physio-clinic';
import { plantShopOrders } from './books/plant-shop-orders';
import { podInventory } from './books/pod-inventory';
import { surfSchool } from './books/surf-school';
import { translationQb } from './books/translation-qb';
import { vanLoan } from './books/van-loan';
import { wineryTwoYear } from './books/winery-two-year';

export const BLIND6_BOOKS: BlindBook[] = [
  physioClinic,
  surfSchool,
  movingExpenses,
  coworkingPl,
  translationQb,
  bakeryArAging,
  nailSalonBank,
  barberPayroll,
  podInventory,
  wineryTwoYear,
  escapeRoomBudget,
  flowerFarmCashflow,
  kennelMultiSheet,
  vanLoan,
  plantShopOrders,
  climbingGymMrr,
];
