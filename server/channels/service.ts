/**
 * The channel store with an in-memory cache: configuration is parsed once per load and served
 * from memory (no per-request JSON parsing). A write validates, stores, drops the cache entry
 * and announces the change on the bus so other processes drop theirs; a short TTL bounds the
 * staleness if an announcement is lost.
 */
import type { ChannelGroup } from '../../protocol';
import { DEFAULT_LOCALE, LOCALES } from '../../protocol';
import type { Db } from '../store/db';
import type { Clock } from '../clock';
import type { Bus } from '../bus';
import { channelTopic } from '../bus';
import { badRequest, forbidden, notFound } from '../errors';
import { defaultChannelConfig, TRANSLATABLE_FIELDS } from './defaults';
import type { FullChannelConfig } from './defaults';
import { splitResets, validateChannelPatch } from './validate';
import { list, obj, pick, text, id } from './checks';
import type { ChannelAdminView, ChannelRecord, ChannelService, ChannelUpsert, MsgTemplate } from './types';
import { findTenantGroups } from '../agents/store';
import { findChannel, findChannelStamp, insertChannel, insertTenantIfAbsent, listChannelIds, tenantExists, updateChannel } from './store';

const TTL_MS = 30_000;

/**
 * A configuration as the admin view shows it carries its own tenantId and channelId: accepted
 * back when they are the channel's own (a form saved whole), refused when they try to move it.
 */
function withoutIdentity(config: unknown, tenantId: string, channelId: string): unknown {
  if (!config || typeof config !== 'object' || Array.isArray(config)) return config;
  const { tenantId: t, channelId: c, ...rest } = config as Record<string, unknown>;
  if (t !== undefined && t !== tenantId) throw badRequest('tenantId', 'cannot be changed');
  if (c !== undefined && c !== channelId) throw badRequest('channelId', 'cannot be changed');
  return rest;
}

interface Entry {
  record: ChannelRecord | null;
  i18n: Record<string, Partial<FullChannelConfig>>;
  msgTemplates: MsgTemplate[];
  /** localised views, built on first use */
  localized: Map<string, FullChannelConfig>;
  loadedAt: number;
}

export function createChannelService(deps: { db: Db; clock: Clock; bus: Bus }): ChannelService {
  const { db, clock, bus } = deps;
  const cache = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();
  bus.subscribe(channelTopic, (e) => {
    if (e.kind === 'channel') cache.delete(e.channelId);
  });

  async function load(channelId: string): Promise<Entry> {
    const row = await findChannel(db, channelId);
    const entry: Entry = { record: null, i18n: {}, msgTemplates: [], localized: new Map(), loadedAt: clock.now() };
    if (row) {
      const config = { ...defaultChannelConfig(row.tenant_id, row.channel_id), ...(JSON.parse(row.config) as Partial<FullChannelConfig>) };
      // ids come from the row, never from the stored JSON
      config.tenantId = row.tenant_id;
      config.channelId = row.channel_id;
      entry.record = Object.freeze({ tenantId: row.tenant_id, channelId: row.channel_id, config: Object.freeze(config) });
      entry.i18n = JSON.parse(row.i18n) as Entry['i18n'];
      entry.msgTemplates = JSON.parse(row.msg_templates) as MsgTemplate[];
    }
    return entry;
  }

  async function entry(channelId: string): Promise<Entry> {
    const hit = cache.get(channelId);
    if (hit && clock.now() - hit.loadedAt < TTL_MS) return hit;
    let p = loading.get(channelId);
    if (!p) {
      p = load(channelId).finally(() => loading.delete(channelId));
      loading.set(channelId, p);
      const e = await p;
      // bounded memory: unknown ids probed by clients are not kept forever
      if (cache.size > 10_000) cache.clear();
      cache.set(channelId, e);
      return e;
    }
    return p;
  }

  const service: ChannelService = {
    async get(channelId) {
      return (await entry(channelId)).record;
    },

    async info(channelId, locale) {
      const e = await entry(channelId);
      if (!e.record) return null;
      const lang = textsLocale(e, locale);
      if (!lang) return e.record.config;
      let view = e.localized.get(lang);
      if (!view) {
        view = Object.freeze({ ...e.record.config, ...e.i18n[lang] });
        e.localized.set(lang, view);
      }
      return view;
    },

    async msgTemplates(channelId) {
      const e = await entry(channelId);
      if (!e.record) throw notFound(`channel ${channelId} does not exist`);
      return e.msgTemplates;
    },

    async groups(channelId, locale) {
      const e = await entry(channelId);
      if (!e.record) throw notFound(`channel ${channelId} does not exist`);
      const wanted = parseGroups(e.record.config.groupConfig);
      if (!wanted.length) return [];
      const rows = await findTenantGroups(db, e.record.tenantId, wanted.map((g) => String(g.groupId)));
      const byId = new Map(rows.map((r) => [r.group_id, r.group_name]));
      // the visitor's language names the groups when the channel has texts for it (ids stay the channel's)
      const lang = textsLocale(e, locale);
      const localized = new Map(parseGroups(lang ? e.i18n[lang]?.groupConfig : undefined).map((g) => [String(g.groupId), g.groupName]));
      const out: ChannelGroup[] = [];
      for (const g of wanted) {
        const name = byId.get(String(g.groupId));
        if (name !== undefined) out.push({ id: String(g.groupId), groupName: localized.get(String(g.groupId)) || g.groupName || name });
      }
      return out;
    },

    async listByTenant(tenantId) {
      const out: ChannelAdminView[] = [];
      for (const channelId of await listChannelIds(db, tenantId)) {
        const v = await service.adminView(tenantId, channelId);
        if (v) out.push(v);
      }
      return out;
    },

    async adminView(tenantId, channelId) {
      const row = await findChannelStamp(db, channelId);
      if (!row || row.tenant_id !== tenantId) return null;
      const e = await entry(channelId);
      if (!e.record) return null;
      return { channelId, config: e.record.config, i18n: e.i18n, msgTemplates: e.msgTemplates, updatedAt: Number(row.updated_at) };
    },

    async ensureTenant(tenantId, name) {
      text(tenantId, 'tenantId', 64);
      await insertTenantIfAbsent(db, tenantId, name, clock.now());
    },

    async upsert(input: ChannelUpsert) {
      const channelId = text(input.channelId, 'channelId', 64);
      if (!/^[A-Za-z0-9_-]+$/.test(channelId)) throw badRequest('channelId', 'may contain only letters, digits, - and _');
      const write = checkChannelWrite(input.tenantId, channelId, input.config, input.i18n);
      const { i18n } = write;
      const templates = input.msgTemplates === undefined ? undefined : validateTemplates(input.msgTemplates);
      const now = clock.now();
      const record = await db.transaction().execute(async (trx) => {
        if (!(await tenantExists(trx, input.tenantId))) throw notFound(`tenant ${input.tenantId} does not exist`);
        const row = await findChannel(trx, channelId);
        if (row && row.tenant_id !== input.tenantId) throw forbidden('the channel belongs to another tenant');
        const base = row ? (JSON.parse(row.config) as Partial<FullChannelConfig>) : {};
        const config = applyChannelWrite(base, write, input.tenantId, channelId);
        const values = {
          config: JSON.stringify(config),
          i18n: i18n ? JSON.stringify(i18n) : (row?.i18n ?? '{}'),
          msg_templates: templates ? JSON.stringify(templates) : (row?.msg_templates ?? '[]'),
          updated_at: now,
        };
        if (row) await updateChannel(trx, channelId, values);
        else await insertChannel(trx, { ...values, channel_id: channelId, tenant_id: input.tenantId, created_at: now });
        return { tenantId: input.tenantId, channelId, config };
      });
      service.invalidate(channelId);
      await bus.publish(channelTopic, { kind: 'channel', channelId });
      return record;
    },

    invalidate(channelId) {
      if (channelId === undefined) cache.clear();
      else cache.delete(channelId);
    },
  };
  return service;
}

type GroupEntry = { groupId: string | number; groupName?: string };

function parseGroups(json: string | undefined): GroupEntry[] {
  if (!json) return [];
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v as GroupEntry[]) : [];
  } catch {
    return [];
  }
}

/**
 * Which of the channel's translations a visitor of `locale` sees: their own when the channel has
 * it; for a language other than the channel's own, English when the channel has it (a widely
 * read second language beats a script the visitor may not read); else none — the channel's own
 * texts, in its `language`.
 */
function textsLocale(e: Entry, locale: string | undefined): string | undefined {
  return e.record ? textsLocaleOf(e.i18n, e.record.config.language, locale) : undefined;
}

/** textsLocale over a configuration's own language and translations (a saved channel's or a preview draft's). */
export function textsLocaleOf(i18n: Record<string, unknown>, language: string | undefined, locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  if (i18n[locale]) return locale;
  const family = (l: string) => l.split('-')[0];
  if (family(locale) === family(language || DEFAULT_LOCALE)) return undefined;
  return i18n.en ? 'en' : undefined;
}

/** A configuration write checked (admin/channels/update; a preview draft is checked by the same code). */
export interface ChannelWrite {
  patch: Partial<FullChannelConfig>;
  /** fields set to null: back to their defaults */
  resets: string[];
  i18n: Record<string, Partial<FullChannelConfig>> | undefined;
}

/** Validates a write's configuration and texts: a 400 naming the field, as admin/channels/update answers. */
export function checkChannelWrite(tenantId: string, channelId: string, config: unknown, i18n: unknown): ChannelWrite {
  const { resets, rest } = config === undefined ? { resets: [], rest: {} } : splitResets(withoutIdentity(config, tenantId, channelId));
  return { patch: validateChannelPatch(rest), resets, i18n: i18n === undefined ? undefined : validateI18n(i18n) };
}

/** The full configuration after a checked write over `base` (the stored one, or {} for a new channel). */
export function applyChannelWrite(base: Partial<FullChannelConfig>, write: ChannelWrite, tenantId: string, channelId: string): FullChannelConfig {
  const defaults = defaultChannelConfig(tenantId, channelId);
  const config: FullChannelConfig = { ...defaults, ...base, ...write.patch, tenantId, channelId };
  // fields set to null go back to their defaults (userForm is userFormConfig's parsed copy)
  const c = config as unknown as Record<string, unknown>;
  const d = defaults as unknown as Record<string, unknown>;
  for (const name of write.resets.flatMap((n) => (n === 'userFormConfig' ? [n, 'userForm'] : [n]))) {
    if (name in d) c[name] = d[name];
    else delete c[name];
  }
  return config;
}

/** {locale: {titleDesc: …}}: only the 24 locales and only visitor-facing text fields. */
function validateI18n(v: unknown): Record<string, Partial<FullChannelConfig>> {
  const o = obj(v, 'i18n');
  const out: Record<string, Partial<FullChannelConfig>> = {};
  for (const [locale, texts] of Object.entries(o)) {
    if (!(LOCALES as readonly string[]).includes(locale)) throw badRequest(`i18n.${locale}`, 'is not a supported locale');
    out[locale] = validateChannelPatch(texts, TRANSLATABLE_FIELDS);
  }
  return out;
}

function validateTemplates(v: unknown): MsgTemplate[] {
  return list(v, 'msgTemplates', 100).map((e, i) => {
    const f = `msgTemplates[${i}]`;
    return pick(obj(e, f), f, { id, title: (t, g) => text(t, g, 100), content: (t, g) => text(t, g, 5000) }, ['id', 'content']) as unknown as MsgTemplate;
  });
}
