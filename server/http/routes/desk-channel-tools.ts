/**
 * The channel screen's tools (admin role; docs/api.md "Channel preview and install"):
 * admin/channels/preview keeps the admin's unsaved settings for the widget page's preview
 * (checked exactly like admin/channels/update), and admin/channels/checkSite fetches the
 * admin's page under fromRequest's address rules to find the channel's snippet. Both are for
 * the admin's own tenant's channels only, and both are rate-limited: a preview is a database
 * write, a site check an outbound request.
 */
import type { FastifyInstance } from 'fastify';
import type { ChannelPreviewTicket, SiteCheck } from '../../../protocol';
import type { Services } from '../../services';
import { notFound } from '../../errors';
import { RateLimiter, perMinute } from '../../rate-limit';
import { body, deskPost, id64, str } from './desk-schema';

const anyObject = { type: 'object' } as const;

/** a preview follows typing (the desk waits for a pause): per admin; a check is outbound work: per tenant */
const PREVIEW_RATE = { burst: 60, perSecond: 2 };
const CHECK_RATE = perMinute(20);

export async function deskChannelToolRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const admin = { admin: true };
  const off = services.deps.config.rates.send === null; // RATE_LIMITS=off
  const previews = new RateLimiter(services.deps.clock, off ? null : PREVIEW_RATE);
  const checks = new RateLimiter(services.deps.clock, off ? null : CHECK_RATE);

  deskPost<{ channelId: string; config?: unknown; i18n?: unknown }>(app, services, 'admin/channels/preview',
    body({ channelId: id64, config: anyObject, i18n: anyObject }, ['channelId']),
    async (b, p): Promise<ChannelPreviewTicket> => {
      previews.enforce(p.agentId, 'too many previews: wait a moment');
      // services.channelPreviews is read per call (tests may replace a service)
      return services.channelPreviews.save(p.tenantId, p.agentId, b.channelId, { config: b.config, i18n: b.i18n });
    }, admin);

  deskPost<{ channelId: string; url: string }>(app, services, 'admin/channels/checkSite',
    body({ channelId: id64, url: str(2048, 1) }, ['channelId', 'url']),
    async (b, p): Promise<SiteCheck> => {
      if (!(await services.channels.adminView(p.tenantId, b.channelId))) throw notFound('channelId: no such channel');
      checks.enforce(p.tenantId, 'too many site checks: wait a minute');
      return services.siteCheck.check(b.channelId, b.url);
    }, admin);
}
