/**
 * The server's sentence vectors (KEFU_ROBOT_ENCODER=en): the encoder is loaded once, in the
 * background, and the product's own calibration questions are encoded with it; until it is
 * ready, and if it cannot load, the robot ranks by words alone.
 */
import type { Snapshot } from '../kb/store.ts';
import { sentenceTexts } from '../matcher/sentences.ts';
import { calibrationTexts } from './calibration-texts.ts';
import { loadEnglishEncoder } from './english.ts';
import { SentenceVectors } from './vectors.ts';

export function englishVectors(): Promise<SentenceVectors | null> {
  return loadEnglishEncoder()
    .then(async (encoder) => {
      const vectors = new SentenceVectors(encoder);
      await vectors.prepare(calibrationTexts((l) => vectors.reads(l)));
      return vectors;
    })
    .catch((err: unknown) => {
      process.emitWarning(`the robot's sentence encoder did not load; words alone rank questions: ${String(err)}`);
      return null;
    });
}

/** The stored questions of a knowledge base that the encoder reads: what its build looks up. */
export function encoderTexts(s: Snapshot, vectors: SentenceVectors): string[] {
  return s.docs.filter((d) => d.enabled && vectors.reads(d.locale)).flatMap(sentenceTexts);
}
