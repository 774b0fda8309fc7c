/**
 * Admin routes for what visitors see (issue 11 item 5, admin role): the tenant's channels (every
 * spec §3 init field, validated by server/channels), sensitive words, and the robot's knowledge
 * base through services.robot.kb (list — searched, filtered, sorted, paged — edit, the answer's
 * sanitised preview and pictures, import, export, the unknown-question log, votes, settings).
 * Everything is the admin's own tenant's.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { DESK_API, DeskRole, LOCALES } from '../../../protocol';
import type { Services } from '../../services';
import { DomainError, notFound } from '../../errors';
import { SensitiveLimits } from '../../sensitive';
import { KB_SORTS, KbListLimits } from '../../robot/kb/list-query';
import type { KbListQuery } from '../../robot/kb/list-query';
import { KbLimits } from '../../robot/kb/validate';
import { requireAgent, agentOf } from '../desk-auth';
import { ok } from '../envelope';
import { body, bool, deskPost, id64, int, str, strList } from './desk-schema';
import { MULTIPART_LIMITS, multipartSchema, uploadResponse } from './visitor-uploads';
import { receiveOneFile } from './one-file';

/** A knowledge-base import may be bigger than an ordinary body. */
const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;
const format = { type: 'string', enum: ['json', 'csv'] } as const;
const anyObject = { type: 'object' } as const;
/** A picture in an answer: a page of help text, not a photo album (docs/api.md admin/kb/upload). */
export const KB_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const kbImageTooLarge = (): DomainError => new DomainError('tooLarge', 'file: a picture in an answer may be at most 2 MB');

export async function deskAdminContentRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { channels, sensitive, robot } = services;
  const admin = { admin: true };

  deskPost(app, services, 'admin/channels/list', body({}), async (_b, p) => ({ channels: await channels.listByTenant(p.tenantId) }), admin);
  deskPost<{ channelId: string }>(app, services, 'admin/channels/get', body({ channelId: id64 }, ['channelId']), async (b, p) => {
    const v = await channels.adminView(p.tenantId, b.channelId);
    if (!v) throw notFound('channelId: no such channel');
    return v;
  }, admin);
  deskPost<{ channelId: string; config?: unknown; i18n?: unknown; msgTemplates?: unknown }>(app, services, 'admin/channels/update',
    body({ channelId: id64, config: anyObject, i18n: anyObject, msgTemplates: { type: 'array', maxItems: 100 } }, ['channelId']),
    async (b, p) => {
      await channels.upsert({ tenantId: p.tenantId, channelId: b.channelId, config: b.config, i18n: b.i18n, msgTemplates: b.msgTemplates });
      return channels.adminView(p.tenantId, b.channelId);
    }, admin);

  deskPost(app, services, 'admin/sensitiveWords/get', body({}), async (_b, p) => ({ words: await sensitive.list(p.tenantId) }), admin);
  deskPost<{ words: string[] }>(app, services, 'admin/sensitiveWords/set', body({ words: strList(SensitiveLimits.wordsMax, 256) }, ['words']),
    async (b, p) => {
      await sensitive.setWords(p.tenantId, b.words);
      return { words: await sensitive.list(p.tenantId) };
    }, admin);

  // without `limit` every matching document, as before pages (the FAQ picker, scripts)
  deskPost<KbListQuery>(app, services, 'admin/kb/list', body({
    q: str(KbListLimits.queryMax), locale: { type: 'string', enum: [...LOCALES] },
    category: str(KbLimits.categoryMax), enabled: bool, sort: { type: 'string', enum: [...KB_SORTS] },
    offset: int(0, 100_000), limit: int(1, KbListLimits.pageMax),
  }), (b, p) => robot.kb.page(p.tenantId, b), admin);
  deskPost<{ answer: string }>(app, services, 'admin/kb/preview', body({ answer: { type: 'string', maxLength: KbLimits.answerMax } }, ['answer']),
    async (b) => ({ answer: robot.kb.preview(b.answer) }), admin);
  deskPost<{ docId: string }>(app, services, 'admin/kb/get', body({ docId: id64 }, ['docId']), (b, p) => robot.kb.get(p.tenantId, b.docId), admin);
  deskPost<{ docs: unknown[]; replace?: boolean }>(app, services, 'admin/kb/save', body({ docs: { type: 'array', maxItems: 2000 }, replace: bool }, ['docs']),
    (b, p) => robot.kb.save(p.tenantId, b.docs, { replace: b.replace ?? false }), { ...admin, bodyLimit: IMPORT_BODY_LIMIT });
  deskPost<{ docIds: string[] }>(app, services, 'admin/kb/remove', body({ docIds: strList(2000, 64) }, ['docIds']), (b, p) => robot.kb.remove(p.tenantId, b.docIds), admin);
  deskPost<{ format: 'json' | 'csv'; text: string; replace?: boolean }>(app, services, 'admin/kb/import',
    body({ format, text: { type: 'string', minLength: 1, maxLength: IMPORT_BODY_LIMIT }, replace: bool }, ['format', 'text']),
    (b, p) => robot.kb.import(p.tenantId, b.text, b.format, { replace: b.replace ?? false }), { ...admin, bodyLimit: IMPORT_BODY_LIMIT });
  deskPost<{ format: 'json' | 'csv' }>(app, services, 'admin/kb/export', body({ format }, ['format']),
    async (b, p) => ({ format: b.format, text: await robot.kb.export(p.tenantId, b.format) }), admin);
  deskPost<{ limit?: number }>(app, services, 'admin/kb/unknown', body({ limit: int(1, 1000) }),
    async (b, p) => ({ questions: await robot.kb.unknownQuestions(p.tenantId, b.limit ?? 100) }), admin);
  deskPost(app, services, 'admin/kb/votes', body({}), async (_b, p) => ({ votes: await robot.kb.votes(p.tenantId) }), admin);
  deskPost(app, services, 'admin/kb/settings/get', body({}), (_b, p) => robot.kb.settings(p.tenantId), admin);
  deskPost<Record<string, unknown>>(app, services, 'admin/kb/settings/set', body({ synonyms: { type: 'array', maxItems: 5000 }, thresholds: anyObject, unknownText: anyObject }),
    (b, p) => robot.kb.setSettings(p.tenantId, b), admin);

  // POST admin/kb/upload (multipart, one `file` part ≤ 2 MB): a picture for an answer, sniffed
  // like every upload; the answer's `url` (/api/files/…) goes in the answer's <img src>.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: KB_IMAGE_MAX_BYTES }, throwFileSizeLimit: true });
    // longBody: a picture may take longer than a JSON call on a slow line (body-deadline.ts)
    scope.post(`${DESK_API}admin/kb/upload`, { schema: multipartSchema, onRequest: requireAgent(services, DeskRole.admin), config: { longBody: true } }, async (req) => {
      const p = agentOf(req);
      const { received, filename } = await receiveOneFile(services.uploads, req, kbImageTooLarge);
      const owner = { tenantId: p.tenantId, channelId: '', userId: p.agentId };
      return ok(uploadResponse(await services.uploads.commitKbImage(owner, received, filename)));
    });
  });
}
