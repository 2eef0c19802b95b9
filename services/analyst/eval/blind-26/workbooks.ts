/**
 * Blind set 26: the books, each generated from seed 26261 with its questions beside it
 * (books/<name>.ts). Written 2026-11-24 from the shapes alone, without reading the engine.
 */
import { balloonRides } from './books/balloon-rides';
import { bridalOrders } from './books/bridal-orders';
import { ceramicsInventory } from './books/ceramics-inventory';
import { chimneySweep } from './books/chimney-sweep';
import { droneSurvey } from './books/drone-survey';
import { honeyStall } from './books/honey-stall';
import { kennel } from './books/kennel';
import { mushroomFarm } from './books/mushroom-farm';
import { musicVenue } from './books/music-venue';
import { pharmacyPayroll } from './books/pharmacy-payroll';
import { pianoLoan } from './books/piano-loan';
import { sailingSchool } from './books/sailing-school';
import { seniorsGym } from './books/seniors-gym';
import { skipHire } from './books/skip-hire';
import { tailor } from './books/tailor';
import type { BlindBook } from './kit';

export const BOOKS: BlindBook[] = [
  sailingSchool,
  tailor,
  chimneySweep,
  musicVenue,
  droneSurvey,
  kennel,
  honeyStall,
  pharmacyPayroll,
  ceramicsInventory,
  balloonRides,
  seniorsGym,
  mushroomFarm,
  skipHire,
  bridalOrders,
  pianoLoan,
];
