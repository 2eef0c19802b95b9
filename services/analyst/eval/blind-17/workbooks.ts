/**
 * Blind set 17: the books, each a generator with its questions beside it (books/<name>.ts).
 * Seeds 17701.. one per book, so adding a book never changes another book's data.
 */
import { architects } from './books/architects';
import { bakery } from './books/bakery';
import { bookbinder } from './books/bookbinder';
import { bridal } from './books/bridal';
import { campsite } from './books/campsite';
import { daycare } from './books/daycare';
import { distillery } from './books/distillery';
import { drivingschool } from './books/drivingschool';
import { electrician } from './books/electrician';
import { fishmarket } from './books/fishmarket';
import { florist } from './books/florist';
import { itsupport } from './books/itsupport';
import { kayak } from './books/kayak';
import { roofing } from './books/roofing';
import { tea } from './books/tea';
import { yoga } from './books/yoga';
import type { BlindBook } from './kit';

export const BOOKS: BlindBook[] = [
  bookbinder,
  kayak,
  daycare,
  bridal,
  itsupport,
  campsite,
  florist,
  yoga,
  fishmarket,
  roofing,
  distillery,
  tea,
  electrician,
  drivingschool,
  architects,
  bakery,
];

/** Each book's .xlsx bytes, built once. */
export async function buildBooks(): Promise<Map<string, Uint8Array>> {
  const out = new Map<string, Uint8Array>();
  for (const b of BOOKS) out.set(b.name, await b.build());
  return out;
}
