import type { Symptom } from '@hospital/contract';
import { lowerAbdomenSymptoms, upperAbdomenSymptoms } from './abdomen.ts';
import { backSymptoms, waistSymptoms } from './back-waist.ts';
import { chestSymptoms } from './chest.ts';
import { headSymptoms } from './head.ts';
import { armSymptoms, legSymptoms } from './limbs.ts';
import { mindSymptoms } from './mind.ts';
import { mouthThroatSymptoms, neckSymptoms } from './mouth-neck.ts';
import { buttocksAnusSymptoms, pelvisSymptoms } from './pelvis.ts';
import { earSymptoms, eyeSymptoms, noseSymptoms } from './senses.ts';
import { skinSymptoms } from './skin.ts';
import { wholeBodySymptoms } from './whole-body.ts';

/** Every symptom, from head to toe, then those offered in the list only. */
export const symptoms: Symptom[] = [
  ...headSymptoms,
  ...eyeSymptoms,
  ...earSymptoms,
  ...noseSymptoms,
  ...mouthThroatSymptoms,
  ...neckSymptoms,
  ...chestSymptoms,
  ...upperAbdomenSymptoms,
  ...lowerAbdomenSymptoms,
  ...pelvisSymptoms,
  ...backSymptoms,
  ...waistSymptoms,
  ...buttocksAnusSymptoms,
  ...armSymptoms,
  ...legSymptoms,
  ...skinSymptoms,
  ...wholeBodySymptoms,
  ...mindSymptoms,
];
