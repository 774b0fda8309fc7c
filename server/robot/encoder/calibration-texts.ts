/**
 * The product's own calibration questions in the locales an encoder reads: a tenant's
 * calibration (matcher/calibration-folds.ts) asks them as unknown questions, and they must have
 * vectors as a visitor's question does, or the fitted boundary would be placed on negatives the
 * encoder never saw and let encoded off-topic questions through.
 */
import { otherNames, outOfDomain } from '../calibration/out-of-domain.ts';
import { ROBOT_LOCALES } from '../text/index.ts';

export function calibrationTexts(reads: (locale: string) => boolean): string[] {
  return ROBOT_LOCALES.filter(reads).flatMap((l) => [...outOfDomain(l), ...otherNames(l)]);
}
