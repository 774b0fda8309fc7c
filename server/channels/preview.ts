/**
 * The channel preview (docs/desk.md "Preview"; docs/api.md admin/channels/preview): an admin's
 * unsaved settings, checked exactly as admin/channels/update checks them, kept for a few minutes
 * (in the database, so any process can answer the widget), and a short-lived token that makes
 * the widget page's channelInfo answer them.
 *
 * The token is `<payload>.<mac>`: payload the base64url of `[tenantId, channelId, agentId,
 * expiresAt]`, mac base64url(HMAC-SHA256(secret, `preview:` + payload)) — the `preview:` prefix
 * keeps it apart from the visitor and work-order tokens signed with the same secret. It is
 * bound to one tenant, channel and admin: anything else (forged, expired, another channel's,
 * a channel that has moved to another tenant, a draft swept away) is no preview at all, and the
 * widget gets the saved configuration — never an error that tells a stranger which was wrong.
 */
import crypto from 'node:crypto';
import type { Clock } from '../clock';
import type { Db } from '../store/db';
import { notFound } from '../errors';
import type { FullChannelConfig } from './defaults';
import { applyChannelWrite, checkChannelWrite, textsLocaleOf } from './service';
import { findChannelPreview, saveChannelPreview } from './store';
import type { ChannelService } from './types';

export const PreviewLimits = {
  /** how long a draft and its token last (the desk asks again at every change) */
  ttlMs: 15 * 60_000,
  /** a longer "token" is not one of ours */
  tokenMax: 512,
} as const;

export interface ChannelPreviewDeps {
  db: Db;
  clock: Clock;
  channels: ChannelService;
  /** the server's identity secret (server/identity/secret.ts) */
  secret: string;
}

export interface PreviewTicket {
  /** the widget page's `preview` query parameter */
  token: string;
  /** epoch ms: after this the page shows the saved configuration */
  expiresAt: number;
}

type Claims = [tenantId: string, channelId: string, agentId: string, expiresAt: number];

export class ChannelPreviews {
  constructor(private readonly deps: ChannelPreviewDeps) {}

  /**
   * Check a draft like admin/channels/update (same validator, same 400 naming the field), store
   * it as the admin's draft of the channel, and sign a token for it.
   */
  async save(tenantId: string, agentId: string, channelId: string, draft: { config?: unknown; i18n?: unknown }): Promise<PreviewTicket> {
    const { db, clock, channels } = this.deps;
    const view = await channels.adminView(tenantId, channelId);
    if (!view) throw notFound('channelId: no such channel');
    const write = checkChannelWrite(tenantId, channelId, draft.config, draft.i18n);
    const config = applyChannelWrite(view.config, write, tenantId, channelId);
    const now = clock.now();
    const expiresAt = now + PreviewLimits.ttlMs;
    await saveChannelPreview(db, {
      channel_id: channelId, agent_id: agentId, tenant_id: tenantId,
      config: JSON.stringify(config), i18n: JSON.stringify(write.i18n ?? view.i18n), expires_at: expiresAt,
    }, now);
    return { token: this.sign([tenantId, channelId, agentId, expiresAt]), expiresAt };
  }

  /**
   * channelInfo with a preview token: the draft as the widget's configuration (the locale's
   * texts applied as for a saved channel), or null — then the caller answers the saved one.
   */
  async info(channelId: string, locale: string | undefined, token: unknown): Promise<Readonly<FullChannelConfig> | null> {
    const claims = this.verify(token);
    const now = this.deps.clock.now();
    if (!claims || claims[1] !== channelId || claims[3] <= now) return null;
    const [tenantId, , agentId] = claims;
    const saved = await this.deps.channels.get(channelId);
    if (!saved || saved.tenantId !== tenantId) return null;
    const row = await findChannelPreview(this.deps.db, tenantId, channelId, agentId, now);
    if (!row) return null;
    try {
      const config = { ...(JSON.parse(row.config) as FullChannelConfig), tenantId, channelId };
      const i18n = JSON.parse(row.i18n) as Record<string, Partial<FullChannelConfig>>;
      const lang = textsLocaleOf(i18n, config.language, locale);
      return lang ? { ...config, ...i18n[lang] } : config;
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return crypto.createHmac('sha256', this.deps.secret).update(`preview:${payload}`).digest('base64url');
  }

  private sign(claims: Claims): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The token's claims when our mac is on it; null for anything else. */
  private verify(token: unknown): Claims | null {
    if (typeof token !== 'string' || token.length > PreviewLimits.tokenMax) return null;
    const dot = token.indexOf('.');
    if (dot <= 0) return null;
    const payload = token.slice(0, dot);
    const want = Buffer.from(this.mac(payload));
    const got = Buffer.from(token.slice(dot + 1));
    if (got.length !== want.length || !crypto.timingSafeEqual(got, want)) return null;
    try {
      const c = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
      if (Array.isArray(c) && c.length === 4 && typeof c[0] === 'string' && typeof c[1] === 'string'
        && typeof c[2] === 'string' && typeof c[3] === 'number') return c as Claims;
    } catch { /* not ours */ }
    return null;
  }
}
