/** The books of blind-40, in a fixed order. Each book file holds its generator and its questions. */
import { antiques } from './books/antiques';
import { bowling } from './books/bowling';
import { chocolatier } from './books/chocolatier';
import { decorator } from './books/decorator';
import { drivingschool } from './books/drivingschool';
import { fabric } from './books/fabric';
import { homecare } from './books/homecare';
import { hostel } from './books/hostel';
import { orchard } from './books/orchard';
import { pettycash } from './books/pettycash';
import { roofing } from './books/roofing';
import { translation } from './books/translation';
import { skincare } from './books/skincare';
import { surveyors } from './books/surveyors';
import { theatre } from './books/theatre';
import { weddingvenue } from './books/weddingvenue';
import type { BlindBook } from './lib';

export const BOOKS: BlindBook[] = [
  chocolatier,
  antiques,
  decorator,
  hostel,
  roofing,
  translation,
  drivingschool,
  homecare,
  fabric,
  bowling,
  theatre,
  orchard,
  weddingvenue,
  surveyors,
  pettycash,
  skincare,
];
