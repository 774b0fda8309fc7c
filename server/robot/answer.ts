/**
 * Building the robot's answer (spec §3 "Robot answer", §4 robot reply status and answer types)
 * from the tenant's index: a question through the matcher, a clicked document (suggestion, FAQ
 * entry, "did you mean" item) directly, a guide button by the node it leads to. Pure: no I/O;
 * service.ts stores the messages and logs unknown questions.
 */
import { AnswerType, HumanEntryMode, MsgType, RobotReplyStatus, TransferButtonMode } from '../../protocol/index.ts';
import type { ChannelConfig, GuideItem, RobotAnswer, RobotReply, SuggestItem } from '../../protocol/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { isHumanIntent } from './human-intent.ts';
import { isSmallTalk } from './small-talk.ts';
import { decide } from './matcher/decide.ts';
import type { Candidate } from './matcher/index.ts';
import type { RobotLocale } from './text/index.ts';
import { escapeHtml } from './kb/sanitize.ts';
import type { GuideButton, GuideNode, KbDoc } from './kb/types.ts';
import { wireNodeId, type TenantIndex } from './tenant-index.ts';
import { phrases } from './texts.ts';
import { DocPattern, ReplySource } from '../../protocol/index.ts';

export { DocPattern, ReplySource };

/** At most this many suggestions (spec §3 suggestList / robotSuggest). */
export const SUGGEST_MAX = 5;
/** Next-ranked candidates below this ranking score (prior) are noise, not suggestions. */
const SUGGEST_FLOOR = 0.3;

/** A clickable item as sent: GuideItem plus the document it answers (clarify items, doc buttons). */
export type WireItem = GuideItem & { docId?: string };
export interface WireReply extends RobotReply { clarifyGuide?: WireItem[]; buttons?: WireItem[] }

export interface RobotAskAnswer extends RobotAnswer {
  answers: WireReply[];
  suggestList: SuggestItem[];
  robotSuggest: string;
  showTransferBtn: boolean;
  /** ours: the channel's mode for this answer type is auto-transfer — the widget transfers after Limits.autoTransferMs */
  autoTransfer: boolean;
  /** ours: the stored robot message (send it as msgId with a vote) */
  msgId?: string;
}

export interface AskContext {
  index: TenantIndex;
  config: ChannelConfig;
  /** the language of the question: the reply speaks it */
  locale: RobotLocale;
  /** the visitor's interface locale: its documents are preferred (a zh visitor typing "esim") */
  visitorLocale?: RobotLocale;
  unknownText?: string;
}

export type Ask =
  | { kind: 'question'; question: string }
  | { kind: 'doc'; docId: string }
  | { kind: 'node'; nodeId: string; itemId?: string };

export interface Outcome {
  answer: RobotAskAnswer;
  /** what the visitor's side of the exchange shows in history ('' stores nothing) */
  visitorText: string;
  /** the question was not understood: log it */
  unknown: boolean;
  /** a question's candidates as the decision saw them, best first (the admin's try box shows them) */
  ranked?: readonly Candidate[];
}

/** spec §4: transfer button or auto-transfer per the channel's mode for the answer type. */
function transferMode(config: ChannelConfig, answerType: AnswerType): { showTransferBtn: boolean; autoTransfer: boolean } {
  const mode = answerType === AnswerType.answer ? config.robotAnswerTransferUserMode
    : answerType === AnswerType.guide ? config.robotGuideTransferUserMode : config.robotUnknownTransferUserMode;
  // spec §3: 0 or 1 show the button, 2 auto-transfers (the widget transfers after 1 s)
  return { showTransferBtn: true, autoTransfer: mode === TransferButtonMode.autoTransfer };
}

function suggestions(list: readonly SuggestItem[]): { suggestList: SuggestItem[]; robotSuggest: string } {
  const suggestList = list.slice(0, SUGGEST_MAX);
  return { suggestList, robotSuggest: JSON.stringify(suggestList) };
}

function buttonItem(doc: KbDoc, b: GuideButton): WireItem {
  const item: WireItem = { name: b.name, id: b.itemId, itemId: b.itemId, button: b.itemId };
  // a press sends the item back: nodeId (the next node) advances the guide, docId answers a document
  if (b.next) item.nodeId = wireNodeId(doc.docId, b.next);
  if (b.docId) item.docId = b.docId;
  if (b.bingCode) item.bingCode = b.bingCode;
  if (b.bindValue) item.bindValue = b.bindValue;
  if (b.click) item.click = b.click;
  return item;
}

function nodeReply(doc: KbDoc, node: GuideNode): WireReply {
  return {
    replySource: ReplySource.guide, type: MsgType.robotRich, text: node.prompt,
    nodeId: wireNodeId(doc.docId, node.nodeId), buttons: node.buttons.map((b) => buttonItem(doc, b)),
  };
}

/**
 * Suggestions: the given documents first (an answer's related ones), then, when there are none,
 * the next-ranked candidates whose ranking score passes SUGGEST_FLOOR; never `exclude` (the
 * answered document), never twice. suggestions() caps the list.
 */
function suggestFor(ctx: AskContext, ranked: readonly Candidate[], first: readonly string[] = [], exclude?: string): SuggestItem[] {
  const out: SuggestItem[] = [];
  const seen = new Set(exclude === undefined ? [] : [exclude]);
  const add = (d: KbDoc | undefined): void => {
    if (!d || seen.has(d.docId)) return;
    seen.add(d.docId);
    out.push({ question: d.question, docId: d.docId });
  };
  for (const id of first) add(ctx.index.doc(id));
  if (out.length === 0) for (const c of ranked) if (c.prior >= SUGGEST_FLOOR) add(ctx.index.doc(String(c.docId)));
  return out;
}

/** A document's answer: its HTML (with its card), then its guide's first node. */
export function docAnswer(ctx: AskContext, doc: KbDoc, ranked?: readonly Candidate[]): RobotAskAnswer {
  const answers: WireReply[] = [];
  if (doc.answer || doc.card) {
    const r: WireReply = { replySource: ReplySource.knowledgeBase, type: MsgType.robotRich, text: doc.answer };
    if (doc.card) r.cardContent = JSON.stringify(doc.card);
    answers.push(r);
  }
  const root = doc.guide?.nodes[0];
  if (root) answers.push(nodeReply(doc, root));
  const near = ranked ?? ctx.index.matcher.rank(doc.question, doc.locale, SUGGEST_MAX + 1);
  return {
    answers, status: RobotReplyStatus.shown, answerType: AnswerType.answer, docId: doc.docId,
    docPattern: doc.guide ? DocPattern.guide : doc.card ? DocPattern.card : DocPattern.richText,
    ...transferMode(ctx.config, AnswerType.answer), ...suggestions(suggestFor(ctx, near, doc.related, doc.docId)),
  };
}

/**
 * spec §4 answerType 0. Still helpful: the nearest documents whose ranking score passes the
 * suggestion floor come as suggestions ("you may want to ask"), since in a small knowledge base
 * the right document is often first but not sure enough to answer (bench:robot, multilingual:
 * about half of the paraphrases answered unknown had it among these); a plainly off-topic
 * question ranks nothing that high and gets none.
 */
function unknownAnswer(ctx: AskContext, ranked: readonly Candidate[] = [], otherParty?: string): RobotAskAnswer {
  const own = otherParty === undefined ? phrases(ctx.locale).unknown : phrases(ctx.locale).otherParty.replace('{name}', otherParty);
  return {
    answers: [{ replySource: ReplySource.unknown, type: MsgType.robotRich, text: ctx.unknownText ?? escapeHtml(own) }],
    status: RobotReplyStatus.shown, answerType: AnswerType.unknown,
    ...transferMode(ctx.config, AnswerType.unknown), ...suggestions(suggestFor(ctx, ranked)),
  };
}

/** spec §4 answerType 2: "did you mean" — the close candidates as clickable items with their docId. */
function clarifyAnswer(ctx: AskContext, candidates: readonly Candidate[]): RobotAskAnswer {
  const clarifyGuide: WireItem[] = candidates.map((c) => ({ name: c.question, id: String(c.docId), itemId: String(c.docId), docId: String(c.docId) }));
  return {
    answers: [{ replySource: ReplySource.clarify, type: MsgType.robotRich, text: escapeHtml(phrases(ctx.locale).didYouMean), clarifyGuide }],
    status: RobotReplyStatus.shown, answerType: AnswerType.guide,
    ...transferMode(ctx.config, AnswerType.guide), ...suggestions([]),
  };
}

/** spec §4 status -1: the visitor asked for a human; the widget transfers. */
function transferAnswer(ctx: AskContext): RobotAskAnswer {
  return {
    answers: [{ replySource: ReplySource.transfer, type: MsgType.robotRich, text: escapeHtml(phrases(ctx.locale).transfer) }],
    status: RobotReplyStatus.transfer, answerType: AnswerType.unknown, showTransferBtn: false, autoTransfer: false, ...suggestions([]),
  };
}

/**
 * The knowledge base's own entry about reaching a human (TenantIndex.humanEntries): the
 * best-ranked one for this request, in one of the preferred locales.
 */
function humanEntry(ctx: AskContext, ranked: readonly Candidate[], prefer: readonly string[]): KbDoc | undefined {
  for (const c of ranked) {
    const doc = ctx.index.doc(String(c.docId));
    if (doc && ctx.index.humanEntries.has(doc.docId) && prefer.includes(doc.locale)) return doc;
  }
  return undefined;
}

/** The name as the visitor wrote it ("Slack", not "slack"), when it can be found unchanged. */
function asTyped(question: string, name: string): string {
  const lower = question.toLowerCase();
  const at = lower.length === question.length ? lower.indexOf(name) : -1;
  return at >= 0 ? question.slice(at, at + name.length) : name;
}

/** A question's candidates: ranked once, deeper than the guide, so suggestions come from the same ranking. */
function rankQuestion(ctx: AskContext, question: string, queryLocale: string): Candidate[] {
  const prefer = [...new Set([ctx.visitorLocale ?? queryLocale, queryLocale])];
  return ctx.index.matcher.rank(question, queryLocale, Math.max(ctx.index.decision.guideSize, SUGGEST_MAX + 1), prefer);
}

function askQuestion(ctx: AskContext, question: string, queryLocale: string, ranked: readonly Candidate[]): Outcome {
  const { matcher, decision } = ctx.index;
  const prefer = [...new Set([ctx.visitorLocale ?? queryLocale, queryLocale])];
  if (isHumanIntent(question, queryLocale)) {
    // A request for a human is transferred (spec §4 status −1) whenever the channel transfers at
    // all. A channel may instead answer it with the knowledge base's own "contact a human" entry
    // and the transfer button (robotHumanEntryMode answer); a channel without transfer answers
    // with that entry when there is one, else as any other question.
    const canTransfer = ctx.config.transferUserMode !== 0;
    const entry = humanEntry(ctx, ranked, prefer);
    if (entry && (!canTransfer || ctx.config.robotHumanEntryMode === HumanEntryMode.answer)) {
      return { answer: { ...docAnswer(ctx, entry, ranked), showTransferBtn: canTransfer, autoTransfer: false }, visitorText: question, unknown: false };
    }
    if (canTransfer) return { answer: transferAnswer(ctx), visitorText: question, unknown: false };
  }
  const result = decide(ranked, decision, matcher.orderedByScore);
  // another company's or brand's question that shares words with an entry: not answered from it
  // (issue 10 item 5); the visitor is told what the robot has no information about, and the
  // nearest entries still come as suggestions
  const other = result.answerType !== AnswerType.unknown ? ctx.index.otherParties.foreign(question)[0] : undefined;
  if (other !== undefined) return { answer: unknownAnswer(ctx, ranked, asTyped(question, other)), visitorText: question, unknown: true };
  const top = result.candidates[0];
  // greetings, thanks and questions about the robot: no guessing, no suggestions (issue 10) —
  // answered only from an entry that is itself about small talk (a tenant's own "hello" entry),
  // never from one that shares a word with it ("who made you" and a permissions entry)
  // (not logged as an unknown question: the log is for what the knowledge base should learn)
  const smallTalkEntry = result.answerType === AnswerType.answer && top !== undefined && ctx.index.smallTalkEntries.has(String(top.docId));
  if (!smallTalkEntry && isSmallTalk(question)) return { answer: unknownAnswer(ctx), visitorText: question, unknown: false };
  if (result.answerType === AnswerType.answer && top) {
    const doc = ctx.index.doc(String(top.docId));
    if (doc) return { answer: docAnswer(ctx, doc, ranked), visitorText: question, unknown: false };
  }
  if (result.answerType === AnswerType.guide && result.candidates.length > 0) {
    return { answer: clarifyAnswer(ctx, result.candidates), visitorText: question, unknown: false };
  }
  return { answer: unknownAnswer(ctx, ranked), visitorText: question, unknown: true };
}

/** The label of a button leading to `node` in the same guide (the visitor's side in history). */
function buttonLabel(doc: KbDoc, nodeId: string, itemId: string | undefined): string {
  const buttons = (doc.guide?.nodes ?? []).flatMap((n) => n.buttons).filter((b) => b.next === nodeId);
  return (buttons.find((b) => b.itemId === itemId) ?? buttons[0])?.name ?? '';
}

/**
 * Answers one robotAsk. Throws a 400 for a guide node the tenant does not have and a 404 for
 * a document it does not have (or has disabled) — the same answer as for a missing one.
 * @param queryLocale the locale the question is analysed in (the visitor's, or what its script says)
 */
export function answer(ctx: AskContext, ask: Ask, queryLocale: string): Outcome {
  switch (ask.kind) {
    case 'node': {
      const ref = ctx.index.nodes.get(ask.nodeId);
      if (!ref || !ref.doc.enabled) throw badRequest('nodeId', 'names no guide node of this knowledge base');
      const a = docAnswer(ctx, ref.doc);
      a.answers = [nodeReply(ref.doc, ref.node)];
      return { answer: a, visitorText: buttonLabel(ref.doc, ref.node.nodeId, ask.itemId), unknown: false };
    }
    case 'doc': {
      const doc = ctx.index.doc(ask.docId);
      if (!doc) throw notFound('docId: no such document');
      return { answer: docAnswer(ctx, doc), visitorText: doc.question, unknown: false };
    }
    case 'question': {
      const ranked = rankQuestion(ctx, ask.question, queryLocale);
      return { ...askQuestion(ctx, ask.question, queryLocale, ranked), ranked };
    }
  }
}
