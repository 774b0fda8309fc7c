/**
 * The Conversations area, the pure part (unit-tested in node, test/desk/conversations.test.ts):
 * the view and filters and the body of `conversations/list` (docs/api.md "Conversations"), pages
 * merged without doubles, a search hit's snippet cut into marked and plain parts, and the route id
 * that opens a conversation at the matching message.
 */
import { ConversationLimits, ConversationView } from '../../protocol';
import type { ConversationHit, ConversationQuery, ConversationStatus, DeskConversationSummary } from '../../protocol';

export const VIEWS = [ConversationView.all, ConversationView.mine, ConversationView.queue, ConversationView.open, ConversationView.closed, ConversationView.lowRated] as const;

export interface ConversationFilter {
  view: ConversationView;
  q: string;
  channelId: string;
  agentId: string;
  groupId: string;
  tagId: string;
  /** '' any, 0 not rated, 1–5 stars */
  star: '' | number;
  status: '' | ConversationStatus;
  /** yyyy-mm-dd in the agent's own calendar ('' open-ended) */
  from: string;
  to: string;
}

export const EMPTY_FILTER: ConversationFilter = { view: 'all', q: '', channelId: '', agentId: '', groupId: '', tagId: '', star: '', status: '', from: '', to: '' };

/** Whether anything narrows the list beyond the view (the "clear filters" control shows then). */
export const isFiltered = (f: ConversationFilter): boolean =>
  !!(f.q.trim() || f.channelId || f.agentId || f.groupId || f.tagId || f.star !== '' || f.status || f.from || f.to);

/** Midnight at the start of a yyyy-mm-dd day in this browser's zone (ms), or undefined when not a date. */
function dayStart(day: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime();
  return Number.isFinite(at) ? at : undefined;
}

/** The body of `conversations/list`: only what is set; `to` covers its whole day. */
export function listBody(f: ConversationFilter, cursor: string | null, limit: number = ConversationLimits.pageDefault): ConversationQuery {
  const body: ConversationQuery = { view: f.view, limit };
  const q = f.q.trim().slice(0, ConversationLimits.queryMax);
  if (q) body.q = q;
  if (f.channelId) body.channelId = f.channelId;
  if (f.agentId) body.agentId = f.agentId;
  if (f.groupId) body.groupId = f.groupId;
  if (f.tagId) body.tagId = f.tagId;
  if (f.star !== '') body.star = f.star;
  if (f.status) body.status = f.status;
  const from = dayStart(f.from);
  if (from !== undefined) body.from = from;
  const to = dayStart(f.to);
  // the day after `to` at midnight, minus one: the whole last day is in (a DST day is not 24 h)
  if (to !== undefined) {
    const next = new Date(to);
    next.setDate(next.getDate() + 1);
    body.to = next.getTime() - 1;
  }
  if (cursor) body.cursor = cursor;
  return body;
}

/** A next page added to the list: one row per conversation (the earlier copy keeps its place). */
export function mergePages(list: readonly DeskConversationSummary[], next: readonly DeskConversationSummary[]): DeskConversationSummary[] {
  const seen = new Set(list.map((c) => c.sessionId));
  return [...list, ...next.filter((c) => !seen.has(c.sessionId))];
}

export interface SnippetPart { text: string; mark: boolean }

/**
 * The snippet as parts to draw, the matches marked. Ranges out of order, overlapping or outside
 * the text (a server answer is still input) are clipped and merged rather than trusted.
 */
export function snippetParts(hit: Pick<ConversationHit, 'snippet' | 'ranges'>): SnippetPart[] {
  const text = hit.snippet;
  const ranges = hit.ranges
    .map(([a, b]) => [Math.max(0, Math.min(a, text.length)), Math.max(0, Math.min(b, text.length))] as const)
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [a, b] of ranges) {
    const start = Math.max(a, at);
    if (b <= start) continue;
    const last = parts[parts.length - 1];
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    else if (last?.mark) {
      // touching or overlapping the previous match: one mark
      last.text += text.slice(start, b);
      at = b;
      continue;
    }
    parts.push({ text: text.slice(start, b), mark: true });
    at = b;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}

/** The route id of a conversation, opened at a message when a search hit names one: `<sessionId>@<seq>`. */
export function conversationRouteId(sessionId: string, hit?: Pick<ConversationHit, 'seq'> | null): string {
  return hit?.seq != null ? `${sessionId}@${hit.seq}` : sessionId;
}

export function parseConversationRouteId(id: string | null): { sessionId: string; seq: number | null } | null {
  if (!id) return null;
  const m = /^(.*)@(\d+)$/.exec(id);
  return m ? { sessionId: m[1]!, seq: Number(m[2]) } : { sessionId: id, seq: null };
}

/** The text key of a conversation's status badge. */
export const statusKey = (s: ConversationStatus): `conv.status.${ConversationStatus}` => `conv.status.${s}`;
