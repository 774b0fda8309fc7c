import type { Card, Guide } from '../kb/types.ts';

/** A demo document as written (validated and sanitised by the same code as any import). */
export interface SeedDoc {
  docId: string;
  category: string;
  question: string;
  similarQuestions: string[];
  keywords: string[];
  answer: string;
  related?: string[];
  guide?: Guide;
  card?: Card;
  locale?: string;
}
