/**
 * The admin's robot workbench (docs/api.md "Trying the robot" and "Unknown-question triage"):
 * asking the robot as a visitor would without being one, adding a question to an entry's similar
 * questions, and the waiting list of questions the robot could not answer.
 */
import type { RobotAnswer } from './entities';

/** What the robot decided for a question (spec §4 answer types; `human`: reply status −1, a transfer). */
export const TryDecision = { answer: 'answer', didYouMean: 'didYouMean', unknown: 'unknown', human: 'human' } as const;
export type TryDecision = (typeof TryDecision)[keyof typeof TryDecision];

export const TriageAction = { similar: 'similar', created: 'created', dismissed: 'dismissed' } as const;
export type TriageAction = (typeof TriageAction)[keyof typeof TriageAction];
export const TriageActions: readonly TriageAction[] = ['similar', 'created', 'dismissed'];

export const WorkbenchLimits = {
  /** candidates the try box shows */
  tryCandidates: 5,
  /** nearest entries shown beside each waiting question */
  triageNearest: 3,
  /** waiting questions listed at most */
  triageList: 200,
} as const;

/** One entry the robot weighed: its confidence and the words or concepts (`~pay`) it shares with the question. */
export interface TryCandidate {
  docId: string;
  question: string;
  /** confidence in 0–1 that it is the right answer */
  score: number;
  /** shared words, word pairs, CJK terms and concept terms (a leading `~`), most distinctive first */
  matched: string[];
}

export interface TryResult {
  decision: TryDecision;
  /** the robot's reply as a visitor gets it from robotAsk (spec §3 robot answer) */
  answer: RobotAnswer;
  /** the entry answered, when decision is answer */
  docId?: string;
  /** a visitor's ask would be logged as an unknown question */
  wouldLogUnknown: boolean;
  /** the locale the question was read in (the chosen one, or what its script says) */
  readAs: string;
  candidates: TryCandidate[];
}

export interface AddSimilarResult {
  docId: string;
  similarQuestions: string[];
  /** the knowledge base's version after the write */
  version: number;
}

export interface TriageNearest { docId: string; question: string; score: number }

/** A question waiting for triage, or one of a conversation's unknown questions. */
export interface TriageQuestion {
  /** the unknown-question log's key (resolve names it) */
  key: string;
  question: string;
  locale: string;
  /** times asked (a conversation's list: times asked there) */
  count: number;
  lastAsked: number;
  nearest: TriageNearest[];
  /** a conversation's list: how it was resolved already, else null */
  handled?: TriageAction | null;
}
