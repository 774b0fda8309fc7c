/**
 * Work orders in the desk, the pure part (unit-tested in node, test/desk/wo.test.ts): the inbox
 * filter and the body of `wo/list`, whether a summary belongs to the filtered list, the list moved
 * on by the socket's `wo.created` / `wo.updated`, pages merged without doubles, and the custom
 * fields' values shown by their option labels (a cascading value as the label path "A / B").
 */
import { WoStatus } from '../../protocol';
import type { DeskEvent, DeskWoSummary } from '../../protocol';

/** The statuses staff choose from (5 and 99 both mean closed: the desk offers 99 and shows 5 as closed). */
export const WO_STATUS_CHOICES = [WoStatus.notHandled, WoStatus.accepted, WoStatus.waiting, WoStatus.resolved, WoStatus.closed] as const;
export const WO_PRIORITIES = [0, 1, 2, 3] as const;

/** The text key of a status (DESIGN §6 / spec §4 labels). */
export function statusKey(s: number): 'wo.status0' | 'wo.status1' | 'wo.status2' | 'wo.status3' | 'wo.statusClosed' {
  switch (s) {
    case 0: return 'wo.status0';
    case 1: return 'wo.status1';
    case 2: return 'wo.status2';
    case 3: return 'wo.status3';
    default: return 'wo.statusClosed';
  }
}
export function priorityKey(p: number): 'wo.priority0' | 'wo.priority1' | 'wo.priority2' | 'wo.priority3' {
  return p === 0 ? 'wo.priority0' : p === 2 ? 'wo.priority2' : p === 3 ? 'wo.priority3' : 'wo.priority1';
}
/** The status as a choice of the status controls (5 is shown as closed, 99). */
export const statusChoice = (s: number): number => (s === WoStatus.over ? WoStatus.closed : s);

export interface WoFilter {
  /** '' any, else one status ('closed' covers 5 and 99) */
  status: '' | number;
  priority: '' | number;
  typeId: string;
  /** '' anyone, 'me', 'none' (unassigned), or an agentId */
  assignee: string;
  q: string;
}
export const EMPTY_FILTER: WoFilter = { status: '', priority: '', typeId: '', assignee: '', q: '' };

const statusSet = (s: '' | number): number[] | undefined =>
  s === '' ? undefined : s === WoStatus.closed || s === WoStatus.over ? [WoStatus.over, WoStatus.closed] : [s];

/** The body of `wo/list` for a filter (and the cursor of the next page). */
export function listBody(f: WoFilter, cursor: string | null, limit = 30): Record<string, unknown> {
  const body: Record<string, unknown> = { limit };
  const status = statusSet(f.status);
  if (status) body.status = status;
  if (f.priority !== '') body.priority = [f.priority];
  if (f.typeId) body.typeId = f.typeId;
  if (f.assignee) body.assignee = f.assignee;
  const q = f.q.trim().slice(0, 100);
  if (q) body.q = q;
  if (cursor) body.cursor = cursor;
  return body;
}

/**
 * Whether a summary belongs to the list the filter shows. The text search is the server's
 * (title and content); here the title and the preview stand in for it.
 */
export function matchesFilter(s: DeskWoSummary, f: WoFilter, meId: string | null): boolean {
  const status = statusSet(f.status);
  if (status && !status.includes(s.woStatus)) return false;
  if (f.priority !== '' && s.woPriority !== f.priority) return false;
  if (f.typeId && s.typeId !== f.typeId) return false;
  if (f.assignee === 'me' && (!meId || s.assigneeAgentId !== meId)) return false;
  if (f.assignee === 'none' && (s.assigneeAgentId || s.assigneeGroupId)) return false;
  if (f.assignee && f.assignee !== 'me' && f.assignee !== 'none' && s.assigneeAgentId !== f.assignee) return false;
  const q = f.q.trim().toLowerCase();
  if (q && !`${s.woTitle}\n${s.preview}`.toLowerCase().includes(q)) return false;
  return true;
}

/** Newest updateTime first; equal times by woId (descending), like the server's cursor. */
export function sortWo(list: readonly DeskWoSummary[]): DeskWoSummary[] {
  return [...list].sort((a, b) => b.updateTime - a.updateTime || (a.woId < b.woId ? 1 : a.woId > b.woId ? -1 : 0));
}

/** A next page added to the list: one row per order (the newer copy wins), in list order. */
export function mergeWoPages(list: readonly DeskWoSummary[], page: readonly DeskWoSummary[]): DeskWoSummary[] {
  const byId = new Map(list.map((s) => [s.woId, s]));
  for (const s of page) {
    const had = byId.get(s.woId);
    if (!had || had.updateTime <= s.updateTime) byId.set(s.woId, s);
  }
  return sortWo([...byId.values()]);
}

/**
 * The inbox moved on by one socket event: a created or updated order that fits the filter is
 * (re)placed by its time; an updated one that no longer fits leaves the list. Anything else, or
 * an event older than the row shown, changes nothing (the same list is returned). `hasMore`: pages
 * are left to load (an order older than the last row shown waits for them).
 */
export function applyWoEvent(list: readonly DeskWoSummary[], e: DeskEvent, f: WoFilter, meId: string | null, hasMore = false): readonly DeskWoSummary[] {
  if (e.type !== 'wo.created' && e.type !== 'wo.updated') return list;
  const s = e.summary;
  const had = list.find((x) => x.woId === e.woId);
  if (had && had.updateTime > s.updateTime) return list;
  const rest = list.filter((x) => x.woId !== e.woId);
  if (!matchesFilter(s, f, meId)) return had ? rest : list;
  // an order older than the last row shown belongs to a page not loaded yet ("load more" brings it)
  const last = list.at(-1);
  if (!had && hasMore && last && s.updateTime < last.updateTime) return list;
  return sortWo([s, ...rest]);
}

/** Whether an attachment is a picture (thumbnail) rather than a file (link); fileType is a MIME type or a suffix. */
export function isImageFile(f: { fileType: string; fileUrl: string; fileName: string }): boolean {
  return /^(image|png|jpe?g|gif|bmp|webp)\b/i.test(f.fileType) || /\.(png|jpe?g|gif|bmp|webp)$/i.test(f.fileName || f.fileUrl);
}

/** The assignee choice of the controls: '' nobody, `agent:<id>`, `group:<id>`. */
export function assigneeChoice(s: Pick<DeskWoSummary, 'assigneeAgentId' | 'assigneeGroupId'>): string {
  return s.assigneeAgentId ? `agent:${s.assigneeAgentId}` : s.assigneeGroupId ? `group:${s.assigneeGroupId}` : '';
}
export function assigneeBody(choice: string): { assigneeAgentId: string | null; assigneeGroupId: string | null } {
  const [kind, id] = choice.split(':', 2) as [string, string | undefined];
  if (kind === 'agent' && id) return { assigneeAgentId: id, assigneeGroupId: null };
  if (kind === 'group' && id) return { assigneeAgentId: null, assigneeGroupId: id };
  return { assigneeAgentId: null, assigneeGroupId: null };
}

/** A change entry of the timeline (handleType 4, the server's "status: 0 → 2" lines), read back to be said in the desk's words. */
export type WoChange =
  | { kind: 'status'; from: number; to: number }
  | { kind: 'priority'; from: number; to: number }
  | { kind: 'assignee'; name: string | null }
  | { kind: 'group'; id: string | null };

export function parseChange(text: string): WoChange | null {
  const t = text.trim();
  const move = /^(status|priority): (\d+) → (\d+)$/.exec(t);
  if (move) return { kind: move[1] === 'status' ? 'status' : 'priority', from: Number(move[2]), to: Number(move[3]) };
  const who = /^(assignee|group): (.+)$/s.exec(t);
  if (who) {
    const v = who[2]!.trim();
    return who[1] === 'assignee' ? { kind: 'assignee', name: v === 'none' ? null : v } : { kind: 'group', id: v === 'none' ? null : v };
  }
  return null;
}
