/** The tenant's canned replies, fetched once a minute at most (the reply box reads them on every `/`). */
import type { DeskCannedReply } from '../../protocol';
import { call } from '../api/client';

let cached: { at: number; replies: Promise<DeskCannedReply[]> } | null = null;

export function cannedReplies(): Promise<DeskCannedReply[]> {
  if (!cached || Date.now() - cached.at > 60_000) {
    const replies = call<{ replies: DeskCannedReply[] }>('cannedReplies/list').then((r) => r.replies);
    cached = { at: Date.now(), replies };
    replies.catch(() => { cached = null; });
  }
  return cached.replies;
}

/** After an admin edits them. */
export function forgetCanned(): void { cached = null; }
