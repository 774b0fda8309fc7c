/**
 * The tenant's tags (docs/api.md "Tags"): the list is read after each `hello` (sign-in and every
 * reconnect, which may have missed a change) and again on `tags.changed`; the tags of the
 * conversations this desk shows come from `conversation.tagged` (every agent of the tenant hears
 * it) and from the desk's own `conversation/tags` answers.
 */
import { atom, computed } from 'nanostores';
import type { DeskEvent, DeskTag } from '../../protocol';
import { call } from '../api/client';

export const $tags = atom<readonly DeskTag[]>([]);
export const $tagsById = computed($tags, (tags) => new Map(tags.map((g) => [g.tagId, g])));
/** sessionId → tag ids in the order added, as last heard */
export const $sessionTags = atom<Readonly<Record<string, readonly string[]>>>({});

let loading: Promise<void> | null = null;
let again = false;

/** Fetch the list (one fetch at a time; a call during one runs one more after it). */
export function loadTags(): Promise<void> {
  if (loading) {
    again = true;
    return loading;
  }
  loading = (async () => {
    do {
      again = false;
      const r = await call<{ tags: DeskTag[] }>('tags/list').catch(() => null);
      if (r) {
        $tags.set(r.tags);
        $sessionTags.set(dropUnknown($sessionTags.get(), r.tags));
      }
    } while (again);
  })().finally(() => { loading = null; });
  return loading;
}

/** A deleted tag is gone from every conversation (the server removed it; only `tags.changed` says so). */
export function dropUnknown(map: Readonly<Record<string, readonly string[]>>, tags: readonly DeskTag[]): Readonly<Record<string, readonly string[]>> {
  const known = new Set(tags.map((g) => g.tagId));
  let changed = false;
  const out: Record<string, readonly string[]> = {};
  for (const [sessionId, ids] of Object.entries(map)) {
    const kept = ids.filter((id) => known.has(id));
    if (kept.length !== ids.length) changed = true;
    out[sessionId] = kept;
  }
  return changed ? out : map;
}

/** The desk socket's events (desk/state/live.ts hands every one here first). */
export function onTagEvent(e: DeskEvent): void {
  if (e.type === 'hello') {
    // events may have been missed while the socket was down: what was heard is no longer sure
    $sessionTags.set({});
    void loadTags();
  } else if (e.type === 'tags.changed') {
    void loadTags();
  } else if (e.type === 'conversation.tagged') {
    $sessionTags.set({ ...$sessionTags.get(), [e.sessionId]: e.tags });
  }
}

/** Add and remove tags on a conversation; the answer (the tags now) is kept at once. */
export async function changeTags(sessionId: string, change: { add?: string[]; remove?: string[] }): Promise<readonly string[]> {
  const r = await call<{ sessionId: string; tags: string[] }>('conversation/tags', { sessionId, ...change });
  $sessionTags.set({ ...$sessionTags.get(), [sessionId]: r.tags });
  return r.tags;
}

/** A conversation's tags when nobody has said them yet (the live chat's header). */
export async function fetchSessionTags(sessionId: string): Promise<void> {
  if ($sessionTags.get()[sessionId]) return;
  const r = await call<{ sessionId: string; tags: string[] }>('conversation/tags', { sessionId });
  if (!$sessionTags.get()[sessionId]) $sessionTags.set({ ...$sessionTags.get(), [sessionId]: r.tags });
}

/** The options a typed text leaves (case-insensitive, anywhere in the name), in the list's order. */
export function filterTags(tags: readonly DeskTag[], query: string): DeskTag[] {
  const q = query.trim().toLocaleLowerCase();
  return q ? tags.filter((g) => g.name.toLocaleLowerCase().includes(q)) : [...tags];
}
