/**
 * The knowledge base in the database. Every write is one transaction that also bumps the
 * tenant's `kb_version`, which the per-tenant index cache compares (index-cache.ts): a rejected
 * write changes nothing, and a committed one is seen by every process without a restart.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { badRequest, conflict } from '../../errors.ts';
import type { Database } from '../../store/schema.ts';
import type { VoteValue } from '../../../protocol/index.ts';
import { checkReferences, type FieldNamer } from './validate.ts';
import type { Card, Guide, KbDoc, KbDocRecord, RobotSettings, UnknownQuestion, WriteResult } from './types.ts';
import type { RobotDocTable } from './tables.ts';
import './tables.ts';
import type { RobotAskTable } from '../../reports/tables.ts';
import '../../reports/tables.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const EMPTY_SETTINGS: RobotSettings = { synonyms: [], thresholds: {}, unknownText: {} };

/** Rows per multi-row INSERT (well under SQLite's bound-variable limit). */
const CHUNK = 100;
/** Distinct unknown questions kept per tenant: past it only known ones are counted (P6). */
export const UNKNOWN_LOG_MAX = 10_000;

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function toRow(tenantId: string, d: KbDoc, now: number): RobotDocTable {
  return {
    tenant_id: tenantId, doc_id: d.docId, question: d.question, similar: JSON.stringify(d.similarQuestions),
    answer: d.answer, category: d.category, keywords: JSON.stringify(d.keywords), locale: d.locale,
    enabled: d.enabled ? 1 : 0, related: JSON.stringify(d.related),
    guide: d.guide ? JSON.stringify(d.guide) : null, card: d.card ? JSON.stringify(d.card) : null,
    up_votes: 0, down_votes: 0, created_at: now, updated_at: now,
  };
}

function toDoc(r: RobotDocTable): KbDocRecord {
  return {
    docId: r.doc_id, question: r.question, similarQuestions: parseJson<string[]>(r.similar, []), answer: r.answer,
    category: r.category, keywords: parseJson<string[]>(r.keywords, []), locale: r.locale, enabled: Number(r.enabled) === 1,
    related: parseJson<string[]>(r.related, []), guide: parseJson<Guide | null>(r.guide, null), card: parseJson<Card | null>(r.card, null),
    upVotes: Number(r.up_votes), downVotes: Number(r.down_votes), createdAt: Number(r.created_at), updatedAt: Number(r.updated_at),
  };
}

/** Bumps the tenant's version (creating its settings row) and returns the new one: inside every knowledge-base write's transaction. */
export async function bumpKbVersion(trx: Db, tenantId: string, now: number): Promise<number> {
  const r = await trx.insertInto('robot_settings').values({
    tenant_id: tenantId, synonyms: '[]', thresholds: '{}', unknown_text: '{}', kb_version: 1, updated_at: now,
  }).onConflict((oc) => oc.column('tenant_id').doUpdateSet((eb) => ({ kb_version: eb('robot_settings.kb_version', '+', 1), updated_at: now })))
    .returning('kb_version').executeTakeFirstOrThrow();
  return Number(r.kb_version);
}

export interface Snapshot {
  version: number;
  settings: RobotSettings;
  docs: KbDocRecord[];
}

export interface VoteInput {
  tenantId: string;
  userId: string;
  docId: string;
  isUseful: VoteValue;
  voteKey: string;
  msgId: string | null;
  sessionId: string | null;
  now: number;
}

export class KnowledgeBaseStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The tenant's knowledge-base version (0 before any write). */
  async version(tenantId: string, db: Db = this.db): Promise<number> {
    const r = await db.selectFrom('robot_settings').select('kb_version').where('tenant_id', '=', tenantId).executeTakeFirst();
    return r ? Number(r.kb_version) : 0;
  }

  /** Everything the index is built from. The version is read first, so a snapshot is never newer than its version says. */
  async snapshot(tenantId: string): Promise<Snapshot> {
    const s = await this.db.selectFrom('robot_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
    const docs = await this.list(tenantId);
    return { version: s ? Number(s.kb_version) : 0, settings: s ? this.toSettings(s) : EMPTY_SETTINGS, docs };
  }

  async list(tenantId: string, db: Db = this.db): Promise<KbDocRecord[]> {
    const rows = await db.selectFrom('robot_docs').selectAll().where('tenant_id', '=', tenantId).orderBy('doc_id').execute();
    return rows.map(toDoc);
  }

  async count(tenantId: string, db: Db = this.db): Promise<number> {
    const r = await db.selectFrom('robot_docs').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  async get(tenantId: string, docId: string): Promise<KbDocRecord | null> {
    const r = await this.db.selectFrom('robot_docs').selectAll().where('tenant_id', '=', tenantId).where('doc_id', '=', docId).executeTakeFirst();
    return r ? toDoc(r) : null;
  }

  /**
   * Upserts validated documents in one transaction (votes and creation time of existing ones
   * are kept); with `replace`, the tenant's other documents are deleted. References (related,
   * guide buttons) must resolve against the knowledge base as it will be after the write.
   */
  async write(tenantId: string, docs: readonly KbDoc[], opts: { replace?: boolean; deleteIds?: readonly string[]; now: number; name: (i: number) => FieldNamer; db?: Db }): Promise<WriteResult> {
    const run = async (trx: Db): Promise<WriteResult> => {
      const existingRows = await trx.selectFrom('robot_docs').select('doc_id').where('tenant_id', '=', tenantId).execute();
      const existing = new Set(existingRows.map((r) => r.doc_id));
      const writing = new Set(docs.map((d) => d.docId));
      const removing = new Set(opts.replace ? [...existing].filter((id) => !writing.has(id)) : (opts.deleteIds ?? []).filter((id) => existing.has(id) && !writing.has(id)));
      checkReferences(docs, opts.name, (id) => writing.has(id) || (existing.has(id) && !removing.has(id)));
      const ids = [...removing];
      for (let i = 0; i < ids.length; i += CHUNK) {
        await trx.deleteFrom('robot_docs').where('tenant_id', '=', tenantId).where('doc_id', 'in', ids.slice(i, i + CHUNK)).execute();
      }
      for (let i = 0; i < docs.length; i += CHUNK) {
        const rows = docs.slice(i, i + CHUNK).map((d) => toRow(tenantId, d, opts.now));
        await trx.insertInto('robot_docs').values(rows)
          .onConflict((oc) => oc.columns(['tenant_id', 'doc_id']).doUpdateSet((eb) => ({
            question: eb.ref('excluded.question'), similar: eb.ref('excluded.similar'), answer: eb.ref('excluded.answer'),
            category: eb.ref('excluded.category'), keywords: eb.ref('excluded.keywords'), locale: eb.ref('excluded.locale'),
            enabled: eb.ref('excluded.enabled'), related: eb.ref('excluded.related'), guide: eb.ref('excluded.guide'),
            card: eb.ref('excluded.card'), updated_at: eb.ref('excluded.updated_at'),
          })))
          .execute();
      }
      const version = await this.bump(trx, tenantId, opts.now);
      const created = docs.filter((d) => !existing.has(d.docId)).length;
      return { created, updated: docs.length - created, deleted: removing.size, version };
    };
    return opts.db ? run(opts.db) : this.db.transaction().execute(run);
  }

  /** Deletes documents; unknown ids are ignored. */
  async remove(tenantId: string, docIds: readonly string[], now: number): Promise<WriteResult> {
    return this.db.transaction().execute(async (trx) => {
      let deleted = 0;
      for (let i = 0; i < docIds.length; i += CHUNK) {
        const r = await trx.deleteFrom('robot_docs').where('tenant_id', '=', tenantId).where('doc_id', 'in', docIds.slice(i, i + CHUNK)).executeTakeFirst();
        deleted += Number(r.numDeletedRows);
      }
      return { created: 0, updated: 0, deleted, version: await this.bump(trx, tenantId, now) };
    });
  }

  async settings(tenantId: string, db: Db = this.db): Promise<RobotSettings> {
    const s = await db.selectFrom('robot_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
    return s ? this.toSettings(s) : EMPTY_SETTINGS;
  }

  async setSettings(tenantId: string, settings: RobotSettings, now: number, db?: Db): Promise<number> {
    const run = async (trx: Db): Promise<number> => {
      const version = await this.bump(trx, tenantId, now);
      await trx.updateTable('robot_settings').set({
        synonyms: JSON.stringify(settings.synonyms), thresholds: JSON.stringify(settings.thresholds),
        unknown_text: JSON.stringify(settings.unknownText), updated_at: now,
      }).where('tenant_id', '=', tenantId).execute();
      return version;
    };
    return db ? run(db) : this.db.transaction().execute(run);
  }

  /** Runs several writes in one transaction. */
  transaction<T>(fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(fn);
  }

  /**
   * One vote per visitor per answer (the primary key decides, also under races); the document's
   * counter moves in the same transaction, and so does `alsoWrite` (the vote state on the voted
   * message): if it throws, nothing is written. A second vote is a 409 and changes nothing.
   */
  async vote(v: VoteInput, alsoWrite?: (trx: Transaction<Database>) => Promise<void>): Promise<{ upVotes: number; downVotes: number }> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('robot_votes').values({
        tenant_id: v.tenantId, user_id: v.userId, vote_key: v.voteKey, doc_id: v.docId, is_useful: v.isUseful,
        msg_id: v.msgId, session_id: v.sessionId, created_at: v.now,
      }).onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'vote_key']).doNothing()).returning('vote_key').executeTakeFirst();
      if (!inserted) throw conflict('already voted on this answer');
      const column = v.isUseful === 0 ? 'up_votes' : 'down_votes';
      const r = await trx.updateTable('robot_docs').set((eb) => ({ [column]: eb(column, '+', 1) }))
        .where('tenant_id', '=', v.tenantId).where('doc_id', '=', v.docId)
        .returning(['up_votes', 'down_votes']).executeTakeFirst();
      if (!r) throw badRequest('docId', 'names no document');
      if (alsoWrite) await alsoWrite(trx);
      return { upVotes: Number(r.up_votes), downVotes: Number(r.down_votes) };
    });
  }

  /** Counts an unknown question (insert or +1). New questions are skipped once the log is full. */
  async logUnknown(tenantId: string, key: string, question: string, locale: string, now: number, allowNew: boolean, nearestDoc: string | null = null): Promise<boolean> {
    // a question an admin resolved with an entry that is still not understood waits again;
    // a dismissed one stays dismissed (migration 013)
    const bumped = await this.db.updateTable('robot_unknown')
      .set((eb) => ({ asked: eb('asked', '+', 1), last_at: now, nearest_doc: nearestDoc, handled_at: sql<number | null>`case when handled_action = 'dismissed' then handled_at else null end` }))
      .where('tenant_id', '=', tenantId).where('question_key', '=', key).executeTakeFirst();
    if (Number(bumped.numUpdatedRows) > 0) return false;
    if (!allowNew) return false;
    const r = await this.db.insertInto('robot_unknown').values({ tenant_id: tenantId, question_key: key, question, locale, asked: 1, first_at: now, last_at: now, nearest_doc: nearestDoc })
      .onConflict((oc) => oc.columns(['tenant_id', 'question_key']).doUpdateSet((eb) => ({ asked: eb('robot_unknown.asked', '+', 1), last_at: now, nearest_doc: nearestDoc })))
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** One robot answer's outcome for the reports (idempotent per stored answer). */
  async logAsk(row: RobotAskTable): Promise<void> {
    await this.db.insertInto('robot_asks').values(row).onConflict((oc) => oc.column('msg_id').doNothing()).execute();
  }

  /** Per entry, how often the waiting (not yet handled) unknown questions that came nearest to it were asked. */
  async unknownHits(tenantId: string): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('robot_unknown').select(['nearest_doc', (eb) => eb.fn.sum<number>('asked').as('n')])
      .where('tenant_id', '=', tenantId).where('handled_at', 'is', null).where('nearest_doc', 'is not', null)
      .groupBy('nearest_doc').execute();
    return new Map(rows.map((r) => [r.nearest_doc!, Number(r.n)]));
  }

  async unknownCount(tenantId: string): Promise<number> {
    const r = await this.db.selectFrom('robot_unknown').select((eb) => eb.fn.countAll<number>().as('n')).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** The most asked unknown questions first. */
  async unknown(tenantId: string, limit = 100): Promise<UnknownQuestion[]> {
    const rows = await this.db.selectFrom('robot_unknown').selectAll().where('tenant_id', '=', tenantId)
      .orderBy('asked', 'desc').orderBy('last_at', 'desc').limit(Math.min(Math.max(1, limit), 1000)).execute();
    return rows.map((r) => ({ key: r.question_key, question: r.question, locale: r.locale, count: Number(r.asked), firstAsked: Number(r.first_at), lastAsked: Number(r.last_at) }));
  }

  private bump(trx: Db, tenantId: string, now: number): Promise<number> {
    return bumpKbVersion(trx, tenantId, now);
  }

  private toSettings(s: { synonyms: string; thresholds: string; unknown_text: string }): RobotSettings {
    return {
      synonyms: parseJson<string[][]>(s.synonyms, []),
      thresholds: parseJson<RobotSettings['thresholds']>(s.thresholds, {}),
      unknownText: parseJson<Record<string, string>>(s.unknown_text, {}),
    };
  }
}
