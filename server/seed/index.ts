/**
 * The demo seed (DESIGN §1): runs on first start, only when the database has no tenant.
 * Everything is written in one transaction whose first statement claims the demo tenant
 * (insert-or-nothing), so two processes starting together seed once: the second one's claim
 * waits for the first's commit and then finds the tenant there.
 */
import type { Db } from '../store/db';
import type { Clock } from '../clock';
import { defaultChannelConfig, validateChannelPatch } from '../channels';
import type { ChannelService } from '../channels';
import { hashPassword } from '../agents/password';
import { DEMO_AGENTS, DEMO_CANNED_REPLIES, DEMO_CHANNEL, DEMO_GROUPS, DEMO_TENANT, DEMO_WO_CHANNEL } from './demo-data';
import { defaultWorkingHours } from '../agents';
import { anyTenant, insertChannel, insertTenantIfAbsent } from '../channels/store';
import { addAgentToGroups, insertAgent, insertCannedReply, insertGroup, insertWorkingHours } from '../agents/store';
import { seedSensitiveWords } from '../sensitive/seed';
import { seedFormTargets } from '../form-request/seed';
import { seedRobotKnowledgeBase } from '../robot';
import { seedWorkOrderTypes } from '../workorders/seed';
import { demoChatFeatures, formChannel, PLAIN_CHANNEL } from './chat-channels';

export { hashPassword, verifyPassword } from '../agents/password';
export { DEMO_TENANT, DEMO_CHANNEL, DEMO_WO_CHANNEL, DEMO_AGENTS, DEMO_GROUPS } from './demo-data';

export interface SeedDeps {
  db: Db;
  clock: Clock;
  channels: ChannelService;
  /** config.demoAgentPassword */
  agentPassword: string;
}

/** Seeds the demo tenant; returns false when the database already had data (or another process won). */
export async function seedDemo(deps: SeedDeps): Promise<boolean> {
  const { db, clock } = deps;
  if (await anyTenant(db)) return false;
  // validated like any admin write: the seed is also the example of a valid configuration
  // the chat window's features overlay the demo channels (server/seed/chat-channels.ts)
  const withChat = <C extends { config: object; i18n: Record<string, object> }>(c: C): C => ({
    ...c, config: { ...c.config, ...demoChatFeatures.config },
    i18n: { ...c.i18n, en: { ...c.i18n.en, ...demoChatFeatures.i18n.en } },
  });
  const demo = withChat(DEMO_CHANNEL);
  const channels = [demo, withChat(DEMO_WO_CHANNEL), formChannel(demo), PLAIN_CHANNEL].map((c) => ({
    id: c.channelId,
    config: { ...defaultChannelConfig(DEMO_TENANT.tenantId, c.channelId), ...validateChannelPatch(c.config) },
    i18n: Object.fromEntries(Object.entries(c.i18n as Record<string, object>).map(([locale, t]) => [locale, validateChannelPatch(t)])),
    msgTemplates: c.msgTemplates,
  }));
  // hashing is slow on purpose: done before the transaction so the write lock is held briefly
  const hashes = await Promise.all(DEMO_AGENTS.map(() => hashPassword(deps.agentPassword)));
  const now = clock.now();
  const seeded = await db.transaction().execute(async (trx) => {
    if (!(await insertTenantIfAbsent(trx, DEMO_TENANT.tenantId, DEMO_TENANT.name, now))) return false;
    for (const c of channels) {
      await insertChannel(trx, {
        channel_id: c.id, tenant_id: DEMO_TENANT.tenantId, config: JSON.stringify(c.config), i18n: JSON.stringify(c.i18n),
        msg_templates: JSON.stringify(c.msgTemplates), created_at: now, updated_at: now,
      });
    }
    for (const g of DEMO_GROUPS) {
      await insertGroup(trx, { group_id: g.groupId, tenant_id: DEMO_TENANT.tenantId, group_name: g.name, created_at: now });
    }
    for (const [i, a] of DEMO_AGENTS.entries()) {
      await insertAgent(trx, {
        agent_id: a.agentId, tenant_id: DEMO_TENANT.tenantId, login_name: a.login, password_hash: hashes[i]!, nick: a.nick, role: a.role,
        face: null, card_sign: a.sign || null, card_tel: a.tel || null, card_mobile: a.mobile || null, card_email: a.email || null,
        card_qq: a.qq || null, card_wechat: a.wechat || null, created_at: now, updated_at: now,
      });
      await addAgentToGroups(trx, a.agentId, a.groups);
    }
    // working hours are stored but off (the demo answers at any hour); canned replies for `/`
    await insertWorkingHours(trx, DEMO_TENANT.tenantId, JSON.stringify(defaultWorkingHours()), now);
    for (const [i, c] of DEMO_CANNED_REPLIES.entries()) {
      await insertCannedReply(trx, { reply_id: `demo-canned-${i + 1}`, tenant_id: DEMO_TENANT.tenantId, name: c.name, content: c.content, created_at: now, updated_at: now });
    }
    // the other domains' demo data: sensitive words, the in-chat form target (the rating levels
    // are the built-in ones, in each visitor's language)
    await seedSensitiveWords(trx, DEMO_TENANT.tenantId, DEMO_CHANNEL.channelId, now);
    await seedFormTargets(trx, DEMO_TENANT.tenantId, DEMO_CHANNEL.channelId, now);
    await seedRobotKnowledgeBase(trx, DEMO_TENANT.tenantId, now);
    await seedWorkOrderTypes(trx, DEMO_TENANT.tenantId, now);
    return true;
  });
  deps.channels.invalidate();
  return seeded;
}
