/**
 * The unknown-question log's key (docs/robot.md, docs/api.md "The knowledge base"): "Where is X?"
 * and "where is x" are one question — punctuation and case do not count. The reports' robot_asks
 * rows carry the same key, so a conversation's unknown questions find their log entry.
 */
import { normalize } from './text/index.ts';

export const unknownKey = (question: string): string => normalize(question.replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')).slice(0, 200);
