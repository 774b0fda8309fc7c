/**
 * Knowledge-base administration (services.robot.kb): documents, settings, import/export, the
 * unknown-question log and vote counts. Used by `npm run kb`, the demo seed and (later) the
 * admin API. Every write validates first, commits in one transaction, then tells the index
 * cache (`changed`) so answers use the new knowledge base at once.
 */
import type { Clock } from '../../clock.ts';
import { badRequest, notFound } from '../../errors.ts';
import { exportKb, parseImport, type KbFormat } from './transfer.ts';
import type { KnowledgeBaseStore } from './store.ts';
import { docIdOf, html, KbLimits, validateDocs, validateSettings } from './validate.ts';
import { queryDocs, type KbListPage, type KbListQuery } from './list-query.ts';
import type { KbDocRecord, RobotSettings, UnknownQuestion, WriteResult } from './types.ts';

export interface ImportOptions {
  /** delete the tenant's documents that are not in the file */
  replace?: boolean;
  /** similar questions a document may have (default KbLimits.similarMax; 1 to KbLimits.similarCapMax) */
  similarMax?: number;
}

function similarCap(opts: ImportOptions): number {
  const n = opts.similarMax ?? KbLimits.similarMax;
  if (!Number.isInteger(n) || n < 1 || n > KbLimits.similarCapMax) throw badRequest('similarMax', `must be an integer from 1 to ${KbLimits.similarCapMax}`);
  return n;
}

export interface VoteCount { docId: string; question: string; upVotes: number; downVotes: number }

export class KnowledgeBase {
  constructor(
    private readonly store: KnowledgeBaseStore,
    private readonly clock: Clock,
    private readonly changed: (tenantId: string, version: number) => Promise<void>,
  ) {}

  list(tenantId: string): Promise<KbDocRecord[]> {
    return this.store.list(tenantId);
  }

  /** One page of the admin's list: searched, filtered and sorted (list-query.ts). */
  async page(tenantId: string, query: KbListQuery): Promise<KbListPage> {
    const [docs, hits] = await Promise.all([this.store.list(tenantId), this.store.unknownHits(tenantId)]);
    return queryDocs(docs, query, hits);
  }

  /**
   * What an answer becomes when saved — the same checks and sanitiser as `save` — so the editor
   * can show exactly what visitors will see before and after saving.
   */
  preview(answer: unknown): string {
    return html(answer, 'answer', KbLimits.answerMax);
  }

  async get(tenantId: string, docId: string): Promise<KbDocRecord> {
    const d = await this.store.get(tenantId, docIdOf(docId, 'docId'));
    if (!d) throw notFound('docId: no such document');
    return d;
  }

  /**
   * Creates or replaces documents (by docId) — untrusted input, validated and sanitised.
   * @example await services.robot.kb.save('demo', [{ docId: 'refund', question: '怎么退款', answer: '<p>…</p>' }])
   */
  async save(tenantId: string, docs: readonly unknown[], opts: ImportOptions = {}): Promise<WriteResult> {
    const name = (i: number) => (f: string) => `docs[${i}].${f}`;
    const valid = validateDocs(docs, name, undefined, similarCap(opts));
    const r = await this.store.write(tenantId, valid, { replace: opts.replace ?? false, now: this.clock.now(), name });
    await this.changed(tenantId, r.version);
    return r;
  }

  async remove(tenantId: string, docIds: readonly string[]): Promise<WriteResult> {
    const ids = docIds.map((id, i) => docIdOf(id, `docIds[${i}]`));
    const r = await this.store.remove(tenantId, ids, this.clock.now());
    await this.changed(tenantId, r.version);
    return r;
  }

  /**
   * Imports a JSON or CSV file: every row is validated first; one bad row (reported with its
   * line and field) means nothing is imported. JSON may also carry settings.
   */
  async import(tenantId: string, text: string, format: KbFormat, opts: ImportOptions = {}): Promise<WriteResult & { settings: boolean }> {
    const parsed = parseImport(text, format);
    const docs = validateDocs(parsed.docs, parsed.name, undefined, similarCap(opts));
    const now = this.clock.now();
    const r = await this.store.transaction(async (trx) => {
      const w = await this.store.write(tenantId, docs, { replace: opts.replace ?? false, now, name: parsed.name, db: trx });
      if (!parsed.settings) return { ...w, settings: false };
      const settings = validateSettings(parsed.settings, await this.store.settings(tenantId, trx));
      return { ...w, version: await this.store.setSettings(tenantId, settings, now, trx), settings: true };
    });
    await this.changed(tenantId, r.version);
    return r;
  }

  /** The whole knowledge base (and, in JSON, the settings) in a form `import` reads back. */
  async export(tenantId: string, format: KbFormat): Promise<string> {
    const snapshot = await this.store.snapshot(tenantId);
    return exportKb({ docs: snapshot.docs, settings: snapshot.settings }, format);
  }

  settings(tenantId: string): Promise<RobotSettings> {
    return this.store.settings(tenantId);
  }

  /** Sets synonyms, thresholds and/or unknown-answer texts; fields not given are kept. */
  async setSettings(tenantId: string, patch: unknown): Promise<RobotSettings> {
    const settings = validateSettings(patch, await this.store.settings(tenantId));
    const version = await this.store.setSettings(tenantId, settings, this.clock.now());
    await this.changed(tenantId, version);
    return settings;
  }

  /** The unknown-question log, most asked first. */
  unknownQuestions(tenantId: string, limit = 100): Promise<UnknownQuestion[]> {
    return this.store.unknown(tenantId, limit);
  }

  /** Up and down votes per document. */
  async votes(tenantId: string): Promise<VoteCount[]> {
    return (await this.store.list(tenantId)).map((d) => ({ docId: d.docId, question: d.question, upVotes: d.upVotes, downVotes: d.downVotes }));
  }
}
