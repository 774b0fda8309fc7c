/**
 * The server's sentence vectors (KEFU_ROBOT_ENCODER=en): the encoder is loaded once, in the
 * background, and the product's own calibration questions are encoded with it; until it is
 * ready, and if it cannot load, the robot ranks by words alone.
 */
import type { Snapshot } from '../kb/store.ts';
import { calibrationQuestionTexts } from '../matcher/index.ts';
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

/**
 * The stored questions of a knowledge base that the encoder reads: what its build looks up — the
 * rows' own and the ones its calibration asks of its folds (held out of an entry with more
 * similar questions than it keeps vectors for, or of a left-out entry).
 */
export function encoderTexts(s: Snapshot, vectors: SentenceVectors): string[] {
  const stored = s.docs.filter((d) => d.enabled && vectors.reads(d.locale)).flatMap(sentenceTexts);
  const asked = calibrationQuestionTexts(s.docs).filter((q) => vectors.reads(q.locale)).map((q) => q.text);
  return [...new Set([...stored, ...asked])];
}
