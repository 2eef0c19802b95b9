/**
 * The blind-8 books, each built by its own generator in books/ (seed 8527, per-book streams),
 * with its questions beside it. Built once per process.
 */
import { buildCiderMaker } from './books/cider-maker';
import { buildCoffeeRoaster } from './books/coffee-roaster';
import { buildDojo } from './books/dojo';
import { buildDrivingSchool } from './books/driving-school';
import { buildFlorist } from './books/florist';
import { buildOptician } from './books/optician';
import { buildPlumbing } from './books/plumbing';
import { buildSelfStorage } from './books/self-storage';
import { buildWindowCleaning } from './books/window-cleaning';
import { buildCampsite } from './books/campsite';
import { buildLocksmith } from './books/locksmith';
import { buildPartyVenue } from './books/party-venue';
import { buildRecordShop } from './books/record-shop';
import { buildVideographer } from './books/videographer';
import { buildWebHosting } from './books/web-hosting';
import type { BlindBook } from './kit';

const BUILDERS: Array<() => Promise<BlindBook>> = [
  buildCoffeeRoaster,
  buildOptician,
  buildPlumbing,
  buildCiderMaker,
  buildFlorist,
  buildSelfStorage,
  buildWindowCleaning,
  buildDrivingSchool,
  buildRecordShop,
  buildCampsite,
  buildWebHosting,
  buildLocksmith,
  buildPartyVenue,
  buildVideographer,
  buildDojo,
];

let built: Promise<BlindBook[]> | undefined;

export function blindBooks(): Promise<BlindBook[]> {
  built ??= Promise.all(BUILDERS.map((b) => b()));
  return built;
}
