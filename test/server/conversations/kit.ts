/**
 * Seeding for the Conversations suites: conversations with known content written through the chat
 * service (the same store path as every message: the search index is written with the message),
 * moved through the conversation's own transitions (queue, connect), closed through the chat
 * service; ratings and tags are rows as the evaluation and tags services store them.
 */
import { MsgType, OutType, SenderType } from '../../../protocol';
import type { ConversationPage, DeskConversationSummary } from '../../../protocol';
import { apply, lock } from '../../../server/conversation';
import type { TestApp } from '../helpers';
import { desk, startVisitor } from '../human/kit';
import type { Visitor } from '../human/kit';

export type Line = ['v' | 'r' | 'note' | `a:${string}`, string];

export interface ConvSpec {
  channelId?: string;
  /** the channel's tenant when not the demo's */
  tenantId?: string;
  lines: Line[];
  state: 'robot' | 'queued' | 'manual' | 'closed';
  agentId?: string;
  groupId?: string;
  star?: number | null;
  solve?: number | null;
  tags?: string[];
  /** ms the clock moves before the conversation starts (orders last activity) */
  advance?: number;
}

export interface Conv { v: Visitor; sessionId: string; tenantId: string }

async function move(t: TestApp, v: Visitor, moves: readonly ({ kind: 'queue'; scopeKey: string; adminId: string | null } | { kind: 'connect'; agentId: string; scopeKey: string })[]): Promise<void> {
  await t.services.deps.store.db.transaction().execute(async (trx) => {
    for (const m of moves) {
      const c = await lock(trx, v.userId);
      if (!c) throw new Error('no session');
      const done = await apply(trx, c, m, t.clock.now());
      if (!done.ok) throw new Error(`move ${m.kind}: ${done.why}`);
    }
  });
}

/** A conversation as the spec says: its lines in order, then its state, rating and tags. */
export async function seedConversation(t: TestApp, spec: ConvSpec, token?: string): Promise<Conv> {
  t.clock.advance(spec.advance ?? 1000);
  const v = await startVisitor(t.app, {}, token, spec.channelId ?? 'demo');
  if (spec.tenantId) v.id = { ...v.id, tenantId: spec.tenantId };
  const { chat } = t.services;
  const sessionId = v.sessionId;
  const db = t.services.deps.store.db;
  if (spec.state === 'manual' || (spec.state === 'closed' && spec.agentId)) {
    await move(t, v, [{ kind: 'queue', scopeKey: '', adminId: spec.agentId ?? null }, { kind: 'connect', agentId: spec.agentId!, scopeKey: '' }]);
  }
  if (spec.state === 'queued') await move(t, v, [{ kind: 'queue', scopeKey: '', adminId: null }]);
  if (spec.groupId) await db.updateTable('sessions').set({ group_id: spec.groupId }).where('session_id', '=', sessionId).execute();
  for (const [who, text] of spec.lines) {
    if (who === 'v') await chat.appendMessage(v.id, { senderType: SenderType.visitor, msgType: MsgType.text, msgContent: text });
    else if (who === 'r') await chat.appendMessage(v.id, { senderType: SenderType.robot, msgType: MsgType.robotRich, msgContent: text });
    else {
      const agentId = who === 'note' ? spec.agentId! : who.slice(2);
      await chat.appendMessage(v.id, { senderType: SenderType.agent, msgType: MsgType.text, msgContent: text, senderId: agentId, senderName: agentId, insideFlag: who === 'note' });
    }
  }
  if (spec.state === 'closed') await chat.closeSession(v.id, OutType.agentClosed);
  if (spec.star !== undefined || spec.solve !== undefined) {
    await db.insertInto('evaluations').values({
      session_id: sessionId, tenant_id: v.id.tenantId, channel_id: v.id.channelId, user_id: v.userId, admin_id: spec.agentId ?? null,
      connection: spec.agentId ? 'manual' : 'robot', star: spec.star ?? null, solve: spec.solve ?? null, tags: 'Slow reply', content: 'so-so', created_at: t.clock.now(),
    }).execute();
  }
  for (const [i, tagId] of (spec.tags ?? []).entries()) {
    await db.insertInto('session_tags' as never).values({ session_id: sessionId, tag_id: tagId, tenant_id: v.id.tenantId, added_by: 'admin', added_at: t.clock.now() + i } as never).execute();
  }
  return { v, sessionId, tenantId: v.id.tenantId };
}

export const list = (t: TestApp, token: string, body: Record<string, unknown>) => desk<ConversationPage>(t.app, token, 'conversations/list', body);

/** Every page of a query, following nextCursor. */
export async function walk(t: TestApp, token: string, body: Record<string, unknown>): Promise<DeskConversationSummary[]> {
  const out: DeskConversationSummary[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 1000; pages++) {
    const r = await list(t, token, { ...body, ...(cursor ? { cursor } : {}) });
    if (r.status !== 200) throw new Error(`list ${r.status} ${r.msg}`);
    out.push(...r.data.conversations);
    if (!r.data.nextCursor) return out;
    cursor = r.data.nextCursor;
  }
  throw new Error('the cursor never ended');
}
