/**
 * The knowledge base of one tenant (issue 4, DESIGN §5 Robot): documents with their question,
 * similar questions, sanitised answer HTML, category, keywords, related documents, an optional
 * guide tree and an optional card; plus the tenant's synonyms, thresholds and unknown-answer
 * texts. These are the validated shapes; `validate.ts` turns untrusted input into them.
 */
import type { DecisionOptions } from '../matcher/index.ts';

/** A button of a guide node (spec §3 itemList: name, itemId, nodeId, bingCode, bindValue, click). */
export interface GuideButton {
  /** unique within its node */
  itemId: string;
  /** the button's label (plain text) */
  name: string;
  /** the node of the same guide a press leads to */
  next?: string;
  /** or: the document a press answers */
  docId?: string;
  /** passed through to the widget as they are (spec §3 bingCode / bindValue / click) */
  bingCode?: string;
  bindValue?: string;
  click?: string;
}

/** A step of a guide tree: a prompt (sanitised HTML) and the buttons to go on with. */
export interface GuideNode {
  /** unique within its guide */
  nodeId: string;
  prompt: string;
  buttons: GuideButton[];
}

/** A guide tree: nodes[0] is the root, shown with the document's answer. */
export interface Guide { nodes: GuideNode[] }

/** spec §3 message type 3 card: picture, title, desc, price (ours: url to open). */
export interface Card {
  picture: string;
  title: string;
  desc?: string;
  price?: string;
  url?: string;
}

export interface KbDoc {
  docId: string;
  question: string;
  similarQuestions: string[];
  /** sanitised HTML */
  answer: string;
  category: string;
  keywords: string[];
  /** one of the 24 locales of spec §1 */
  locale: string;
  enabled: boolean;
  /** documents suggested with this one (spec §3 suggestList / robotSuggest) */
  related: string[];
  guide: Guide | null;
  card: Card | null;
}

/** A stored document with its vote counts (spec §7 commentDoc). */
export interface KbDocRecord extends KbDoc {
  upVotes: number;
  downVotes: number;
  createdAt: number;
  updatedAt: number;
}

/** Per-tenant robot settings. */
export interface RobotSettings {
  /** groups of interchangeable phrasings, the first being canonical (see text/synonyms.ts) */
  synonyms: string[][];
  /** answer / guide / unknown thresholds (matcher DecisionOptions); missing ones are the defaults */
  thresholds: Partial<DecisionOptions>;
  /** the unknown-answer text per locale (spec §4 answerType 0) */
  unknownText: Record<string, string>;
}

/** An entry of the unknown-question log. */
export interface UnknownQuestion {
  /** normalised question: what the counts are kept by */
  key: string;
  /** the first wording asked */
  question: string;
  locale: string;
  count: number;
  firstAsked: number;
  lastAsked: number;
}

/** What an import or a write did. */
export interface WriteResult {
  created: number;
  updated: number;
  deleted: number;
  /** the tenant's knowledge-base version after the write */
  version: number;
}
