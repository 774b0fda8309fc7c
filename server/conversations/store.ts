/**
 * The Conversations area's queries (docs/api.md "Conversations"): the search text of messages
 * (written with the message, deleted on recall), and the tenant's conversations filtered, searched
 * and keyset-paged by last activity. Search has one entry (`SearchMatch`) and two implementations
 * chosen by dialect over the lower-cased text (text.ts indexedText). SQLite: the FTS5 trigram
 * index (MATCH on a quoted phrase) for 3+ characters; a 1–2 character search (退款, 发票), which
 * trigrams cannot serve, walks the conversations newest first and looks into each one's text
 * through the (session_id, seq) index, stopping at the page's end. PostgreSQL: the matching
 * messages' conversations first (LIKE: the pg_trgm GIN index when selective, else one scan the
 * planner chooses), then the conversations newest first among them (bench/desk.ts measures both).
 */
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import { ConnectionType } from '../../protocol';
import type { ConversationStatus, ConversationView } from '../../protocol';
import type { DbOrTrx, DialectName, Trx } from '../store/db';
import type { MessageRow, SessionRow, VisitorRow } from '../chat';
import { indexedText } from './text';
import type { TextSource } from './text';
import './tables';
import '../chat/tables';
import '../evaluation/tables';
import '../agents/tables';

type Indexable = TextSource & Pick<MessageRow, 'msg_id' | 'tenant_id' | 'session_id' | 'seq'>;

/** Indexes the text of newly stored messages (in the transaction that stored them). */
export async function indexMessages(trx: Trx, rows: readonly Indexable[]): Promise<void> {
  const values = rows.map((r) => ({ msg_id: r.msg_id, tenant_id: r.tenant_id, session_id: r.session_id, seq: Number(r.seq), body: indexedText(r) }))
    .filter((r) => r.body);
  if (!values.length) return;
  await trx.insertInto('message_text').values(values).onConflict((oc) => oc.column('msg_id').doNothing()).execute();
}

/** A recalled message's text leaves the index (docs/api.md: recalled text is never found). */
export async function unindexMessage(trx: Trx, msgId: string): Promise<void> {
  await trx.deleteFrom('message_text').where('msg_id', '=', msgId).execute();
}

/** A search: the normalised text, its length in code points, and the engine. */
export interface SearchMatch { dialect: DialectName; text: string; length: number }

/** The search as message_text holds text: lower-cased by JavaScript. */
const folded = (m: SearchMatch): string => m.text.toLowerCase();

/** `%text%` with LIKE's wildcards and the escape character itself taken literally (ESCAPE '\'). */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** An FTS5 string: one phrase, so operators (OR, NEAR, *, ^, :) inside it are only characters. */
const ftsPhrase = (text: string): string => `"${text.replace(/"/g, '""')}"`;
const indexed = (m: SearchMatch): boolean => m.length >= 3;

/**
 * How a search is looked for. `walk`: conversation by conversation, newest first, a LIKE over each
 * one's text through the (session_id, seq) index — cheap while matches are common, as the page
 * fills early. `index`: the matching messages first (SQLite: the FTS5 trigram index, 3+
 * characters; PostgreSQL: LIKE, which the planner serves from the pg_trgm index when selective),
 * then their conversations newest first — cheap when matches are rare. 1–2 characters on SQLite
 * have no index to use: they always walk.
 */
type Plan = 'walk' | 'index';

/** The conversation `s` has a message whose text contains the search. */
function messageMatch(m: SearchMatch, tenantId: string, plan: Plan): RawBuilder<boolean> {
  const like = likePattern(folded(m));
  if (plan === 'walk' || (m.dialect === 'sqlite' && !indexed(m))) {
    return sql<boolean>`exists (select 1 from message_text t where t.session_id = s.session_id and t.body like ${like} escape '\\')`;
  }
  return m.dialect === 'sqlite'
    ? sql<boolean>`s.session_id in (select t.session_id from message_text t where t.tenant_id = ${tenantId} and t.id in (select rowid from message_text_fts where message_text_fts match ${ftsPhrase(folded(m))}))`
    : sql<boolean>`s.session_id in (select t.session_id from message_text t where t.tenant_id = ${tenantId} and t.body like ${like} escape '\\')`;
}

/** The conversation's visitor has a name, phone, e-mail or form field value containing the search (read live, so always current). */
function visitorMatch(m: SearchMatch, tenantId: string, plan: Plan): RawBuilder<boolean> {
  const like = likePattern(m.text);
  const fields = m.dialect === 'sqlite'
    ? sql<boolean>`(w.user_name like ${like} escape '\\' or w.phone like ${like} escape '\\' or w.email like ${like} escape '\\'
      or exists (select 1 from json_each(case when json_valid(w.form_params) then w.form_params else '{}' end) f where f.value like ${like} escape '\\'))`
    : sql<boolean>`(w.user_name ilike ${like} escape '\\' or w.phone ilike ${like} escape '\\' or w.email ilike ${like} escape '\\'
      or exists (select 1 from jsonb_each_text(case when w.form_params like '{%' then w.form_params::jsonb else '{}'::jsonb end) f where f.value ilike ${like} escape '\\'))`;
  return plan === 'walk'
    ? sql<boolean>`exists (select 1 from visitors w where w.user_id = s.user_id and ${fields})`
    : sql<boolean>`s.user_id in (select w.user_id from visitors w where w.tenant_id = ${tenantId} and ${fields})`;
}

/** Conversations a searched page first walks through before it turns to the index (bench/desk-results.md). */
export const WALK_WINDOW = 400;

export interface ConversationFilter {
  tenantId: string;
  /** the caller (the `mine` view) */
  agentId: string;
  view: ConversationView;
  sessionId?: string;
  channelId?: string;
  adminId?: string;
  groupId?: string;
  tagId?: string;
  star?: number;
  status?: ConversationStatus;
  from?: number;
  to?: number;
  search?: SearchMatch;
  /** conversations a search walks before the index answers (default WALK_WINDOW) */
  walkWindow?: number;
  /** the previous page's last row */
  after?: { at: number; id: string };
  limit: number;
}

export type ConversationRow = Pick<SessionRow, 'session_id' | 'user_id' | 'channel_id' | 'connection' | 'ended' | 'admin_id' | 'group_id' | 'started_at' | 'ended_at' | 'last_msg_at' | 'last_seq'>
  & Pick<VisitorRow, 'user_name' | 'phone' | 'email' | 'form_params' | 'locale' | 'user_agent'>
  & { star: number | null; solve: number | null; queued: number };

/**
 * One page of the tenant's conversations, newest activity first (limit rows; ask for one more to
 * know there is a next page). A search first walks the WALK_WINDOW newest conversations (after the
 * cursor): when the page fills there, it is the right page — every conversation outside the
 * window is older than all inside it. Otherwise the index answers.
 */
export async function conversationPage(db: DbOrTrx, f: ConversationFilter): Promise<ConversationRow[]> {
  if (!f.search) return pageQuery(db, f, 'index');
  const walked = await pageQuery(db, f, 'walk');
  return walked.length >= f.limit ? walked : pageQuery(db, f, 'index');
}

function pageQuery(db: DbOrTrx, f: ConversationFilter, plan: Plan): Promise<ConversationRow[]> {
  const queued = sql<boolean>`s.session_id in (select cq.session_id from chat_queue cq where cq.tenant_id = ${f.tenantId})`;
  let q = db.selectFrom('sessions as s')
    .innerJoin('visitors as v', 'v.user_id', 's.user_id')
    .leftJoin('evaluations as e', 'e.session_id', 's.session_id')
    .select(['s.session_id', 's.user_id', 's.channel_id', 's.connection', 's.ended', 's.admin_id', 's.group_id', 's.started_at', 's.ended_at', 's.last_msg_at', 's.last_seq',
      'v.user_name', 'v.phone', 'v.email', 'v.form_params', 'v.locale', 'v.user_agent', 'e.star', 'e.solve'])
    .select(sql<number>`case when ${queued} then 1 else 0 end`.as('queued'))
    .where('s.tenant_id', '=', f.tenantId);
  switch (f.view) {
    case 'mine':
      q = q.where('s.ended', '=', 0).where('s.connection', '=', ConnectionType.manual).where('s.admin_id', '=', f.agentId).where(sql<boolean>`not ${queued}`);
      break;
    case 'queue':
      q = q.where('s.ended', '=', 0).where(queued);
      break;
    case 'open':
      q = q.where('s.ended', '=', 0);
      break;
    case 'closed':
      q = q.where('s.ended', '=', 1);
      break;
    case 'lowRated':
      q = q.where((eb) => eb.or([eb('e.star', '<=', 2), eb('e.solve', '=', 0)]));
      break;
    case 'all':
      break;
  }
  if (f.status === 'ended') q = q.where('s.ended', '=', 1);
  else if (f.status === 'queued') q = q.where('s.ended', '=', 0).where(queued);
  else if (f.status === 'manual') q = q.where('s.ended', '=', 0).where('s.connection', '=', ConnectionType.manual).where(sql<boolean>`not ${queued}`);
  else if (f.status === 'robot') q = q.where('s.ended', '=', 0).where('s.connection', '<>', ConnectionType.manual).where(sql<boolean>`not ${queued}`);
  if (f.sessionId !== undefined) q = q.where('s.session_id', '=', f.sessionId);
  if (f.channelId !== undefined) q = q.where('s.channel_id', '=', f.channelId);
  if (f.adminId !== undefined) q = q.where('s.admin_id', '=', f.adminId);
  if (f.groupId !== undefined) q = q.where('s.group_id', '=', f.groupId);
  if (f.tagId !== undefined) {
    q = q.where(sql<boolean>`exists (select 1 from session_tags st where st.session_id = s.session_id and st.tag_id = ${f.tagId} and st.tenant_id = ${f.tenantId})`);
  }
  if (f.star !== undefined) q = f.star === 0 ? q.where('e.star', 'is', null) : q.where('e.star', '=', f.star);
  if (f.from !== undefined) q = q.where('s.started_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('s.started_at', '<', f.to);
  if (f.search) {
    const m = f.search;
    q = q.where(sql<boolean>`(${messageMatch(m, f.tenantId, plan)} or ${visitorMatch(m, f.tenantId, plan)})`);
  }
  if (f.after) {
    const { at, id } = f.after;
    q = q.where((eb) => eb.or([eb('s.last_msg_at', '<', at), eb.and([eb('s.last_msg_at', '=', at), eb('s.session_id', '<', id)])]));
  }
  if (f.search && plan === 'walk') {
    const after = f.after ? sql`and (ws.last_msg_at < ${f.after.at} or (ws.last_msg_at = ${f.after.at} and ws.session_id < ${f.after.id}))` : sql``;
    q = q.where(sql<boolean>`s.session_id in (select ws.session_id from sessions ws where ws.tenant_id = ${f.tenantId} ${after}
      order by ws.last_msg_at desc, ws.session_id desc limit ${f.walkWindow ?? WALK_WINDOW})`);
  }
  return q.orderBy('s.last_msg_at', 'desc').orderBy('s.session_id', 'desc').limit(f.limit).execute() as Promise<ConversationRow[]>;
}

/** The newest message of the conversation whose text contains the search (the message as stored), or undefined. */
export function newestHit(db: DbOrTrx, sessionId: string, m: SearchMatch): Promise<MessageRow | undefined> {
  return db.selectFrom('message_text as t').innerJoin('messages as m', 'm.msg_id', 't.msg_id').selectAll('m')
    .where('t.session_id', '=', sessionId).where(sql<boolean>`t.body like ${likePattern(folded(m))} escape '\\'`)
    .orderBy('t.seq', 'desc').limit(1).executeTakeFirst();
}

/** Each conversation's newest message the visitor could see (not recalled, not an internal note). */
export function newestVisible(db: DbOrTrx, sessionIds: string[]): Promise<MessageRow[]> {
  if (!sessionIds.length) return Promise.resolve([]);
  return db.selectFrom('messages as m')
    .innerJoin(
      (eb) => eb.selectFrom('messages as m2').select(['m2.session_id', (e) => e.fn.max('m2.seq').as('seq')])
        .where('m2.session_id', 'in', sessionIds).where('m2.recall_flag', '=', 0).where('m2.inside_flag', '=', 0)
        .groupBy('m2.session_id').as('last'),
      (j) => j.onRef('last.session_id', '=', 'm.session_id').onRef('last.seq', '=', 'm.seq'),
    )
    .selectAll('m').execute();
}

/** The tags of these conversations, in the order they were added. */
export async function tagsOf(db: DbOrTrx, tenantId: string, sessionIds: string[]): Promise<{ session_id: string; tag_id: string }[]> {
  if (!sessionIds.length) return [];
  const r = await sql<{ session_id: string; tag_id: string }>`select session_id, tag_id from session_tags
    where tenant_id = ${tenantId} and session_id in (${sql.join(sessionIds)}) order by added_at, tag_id`.execute(db);
  return r.rows;
}

export function agentNicks(db: DbOrTrx, tenantId: string, agentIds: string[]): Promise<{ agent_id: string; nick: string }[]> {
  if (!agentIds.length) return Promise.resolve([]);
  return db.selectFrom('agents').select(['agent_id', 'nick']).where('tenant_id', '=', tenantId).where('agent_id', 'in', agentIds).execute();
}

export function visitorRow(db: DbOrTrx, userId: string, tenantId: string): Promise<VisitorRow | undefined> {
  return db.selectFrom('visitors').selectAll().where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();
}

/** The first `cap` messages of a conversation in order, every stored field (staff). */
export function sessionLog(db: DbOrTrx, sessionId: string, cap: number): Promise<MessageRow[]> {
  return db.selectFrom('messages').selectAll().where('session_id', '=', sessionId).orderBy('seq').limit(cap).execute();
}

export function evaluationOf(db: DbOrTrx, sessionId: string, tenantId: string) {
  return db.selectFrom('evaluations').select(['star', 'solve', 'tags', 'content', 'created_at'])
    .where('session_id', '=', sessionId).where('tenant_id', '=', tenantId).executeTakeFirst();
}
