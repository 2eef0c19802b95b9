/** Every book of blind set 19, in a fixed order. */
import type { BookSpec } from '../lib';
import { cheeseShop } from './cheese-shop';
import { chimneySweep } from './chimney-sweep';
import { coffeeImporter } from './coffee-importer';
import { hearingClinic } from './hearing-clinic';
import { honeyProducer } from './honey-producer';
import { juiceBar } from './juice-bar';
import { martialArtsGym } from './martial-arts-gym';
import { petShop } from './pet-shop';
import { sailingClub } from './sailing-club';
import { seoAgency } from './seo-agency';
import { signMaker } from './sign-maker';
import { skiRental } from './ski-rental';
import { surveyingFirm } from './surveying-firm';
import { tilingContractor } from './tiling-contractor';
import { tutoringCentre } from './tutoring-centre';

export const BOOK_MAKERS: Array<() => BookSpec> = [
  chimneySweep,
  juiceBar,
  tilingContractor,
  hearingClinic,
  seoAgency,
  signMaker,
  petShop,
  surveyingFirm,
  cheeseShop,
  sailingClub,
  martialArtsGym,
  honeyProducer,
  coffeeImporter,
  skiRental,
  tutoringCentre,
];
