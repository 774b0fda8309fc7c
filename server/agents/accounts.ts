/**
 * Agent accounts (issue 11 item 1): user name, password hash, role, nickname and the spec §3
 * card fields, the concurrent-chat limit, group memberships, disabled flag. Every read and
 * write names the tenant: an account of another tenant is "not found" (P5).
 */
import crypto from 'node:crypto';
import { DeskRole, Presence } from '../../protocol';
import type { AdminCard, DeskAgent, DeskColleague, Presence as PresenceT } from '../../protocol';
import type { Db } from '../store/db';
import { badRequest, conflict, notFound } from '../errors';
import { hashPassword } from './password';
import { CARD_FIELDS, AccountLimits, card, maxLoad, nick, password, role, username } from './validate';
import type { CardField } from './validate';
import type { AgentRow } from './tables';
import { addAgentToGroups, countOpenManualChats, findAgent, findAgentFace, findTenantGroups, hasOtherEnabledAdmin, insertAgent, isLoginTaken, listAgents, listEnabledAgentsByNick, listGroupsOfAgents, replaceGroupsOfAgent, updateAgent } from './store';

export type { AgentRow } from './tables';

/** Card field → column. */
const CARD_COLUMNS = {
  avatar: 'face', signature: 'card_sign', tel: 'card_tel', mobile: 'card_mobile', email: 'card_email', qq: 'card_qq', wechat: 'card_wechat',
} as const satisfies Record<CardField, keyof AgentRow>;

export interface AccountInput {
  username?: unknown; password?: unknown; nick?: unknown; role?: unknown; maxLoad?: unknown;
  groups?: unknown; disabled?: unknown;
  avatar?: unknown; signature?: unknown; tel?: unknown; mobile?: unknown; email?: unknown; qq?: unknown; wechat?: unknown;
}

export const newAgentId = (): string => `a${crypto.randomBytes(8).toString('hex')}`;

/** The presence others see: the chosen one while the desk is connected, else offline. */
export function effectivePresence(r: Pick<AgentRow, 'presence' | 'connected_until' | 'disabled'>, now: number): PresenceT {
  if (Number(r.disabled) === 1 || Number(r.connected_until) < now) return Presence.offline;
  return r.presence === Presence.online || r.presence === Presence.busy ? r.presence : Presence.offline;
}

export function toDeskAgent(r: AgentRow, groups: string[]): DeskAgent {
  return {
    agentId: r.agent_id, tenantId: r.tenant_id, username: r.login_name, role: r.role === DeskRole.admin ? DeskRole.admin : DeskRole.agent,
    nick: r.nick, avatar: r.face ?? '', signature: r.card_sign ?? '', tel: r.card_tel ?? '', mobile: r.card_mobile ?? '',
    email: r.card_email ?? '', qq: r.card_qq ?? '', wechat: r.card_wechat ?? '', maxLoad: Number(r.max_load),
    presence: (Object.values(Presence) as string[]).includes(r.presence) ? (r.presence as PresenceT) : Presence.offline,
    groups, disabled: Number(r.disabled) === 1,
  };
}

/** spec §3 "Customer (agent card)": only the fields that are set. */
export function toAdminCard(r: AgentRow): AdminCard {
  const c: AdminCard = { adminId: r.agent_id, adminNick: r.nick };
  const opt: [keyof AdminCard, string | null][] = [
    ['adminFace', r.face], ['adminCardSign', r.card_sign], ['adminCardTel', r.card_tel], ['adminCardMobile', r.card_mobile],
    ['adminCardEmail', r.card_email], ['adminCardQq', r.card_qq], ['adminCardWechat', r.card_wechat],
  ];
  for (const [k, v] of opt) if (v) (c as unknown as Record<string, string>)[k] = v;
  return c;
}

export class Accounts {
  constructor(private readonly db: Db, private readonly now: () => number) {}

  /** The agent's avatar URL, shown beside its messages (null: none set). */
  async faceOf(agentId: string): Promise<string | null> {
    return findAgentFace(this.db, agentId);
  }

  async row(tenantId: string, agentId: string): Promise<AgentRow> {
    const r = await findAgent(this.db, tenantId, agentId);
    if (!r) throw notFound('agentId: no such agent');
    return r;
  }

  async groupsOf(agentIds: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>(agentIds.map((a) => [a, []]));
    if (!agentIds.length) return out;
    for (const r of await listGroupsOfAgents(this.db, agentIds)) out.get(r.agent_id)?.push(r.group_id);
    return out;
  }

  async get(tenantId: string, agentId: string): Promise<DeskAgent> {
    const r = await this.row(tenantId, agentId);
    return toDeskAgent(r, (await this.groupsOf([agentId])).get(agentId) ?? []);
  }

  async list(tenantId: string): Promise<DeskAgent[]> {
    const rows = await listAgents(this.db, tenantId);
    const groups = await this.groupsOf(rows.map((r) => r.agent_id));
    return rows.map((r) => toDeskAgent(r, groups.get(r.agent_id) ?? []));
  }

  /** Colleagues with their effective presence and current load (open chats). */
  async colleagues(tenantId: string): Promise<DeskColleague[]> {
    const now = this.now();
    const rows = await listEnabledAgentsByNick(this.db, tenantId);
    const load = await countOpenManualChats(this.db, tenantId);
    const groups = await this.groupsOf(rows.map((r) => r.agent_id));
    return rows.map((r) => ({
      agentId: r.agent_id, nick: r.nick, avatar: r.face ?? '', role: r.role === DeskRole.admin ? DeskRole.admin : DeskRole.agent,
      presence: effectivePresence(r, now), load: load.get(r.agent_id) ?? 0, maxLoad: Number(r.max_load), groups: groups.get(r.agent_id) ?? [],
    }));
  }

  /** Creates an account (admin). The user name must be free in every tenant. */
  async create(tenantId: string, input: AccountInput): Promise<DeskAgent> {
    const login = username(input.username);
    const hash = await hashPassword(password(input.password));
    const values = this.profileValues(input);
    if (input.role !== undefined) role(input.role);
    if (input.maxLoad !== undefined) maxLoad(input.maxLoad);
    const groups = input.groups === undefined ? [] : await this.checkGroups(tenantId, input.groups);
    const now = this.now();
    const agentId = newAgentId();
    await this.db.transaction().execute(async (trx) => {
      if (await isLoginTaken(trx, login)) throw conflict('username: this user name is taken');
      await insertAgent(trx, {
        agent_id: agentId, tenant_id: tenantId, login_name: login, password_hash: hash, nick: nick(input.nick),
        face: null, card_sign: null, card_tel: null, card_mobile: null, card_email: null, card_qq: null, card_wechat: null,
        created_at: now, updated_at: now, ...values,
        role: input.role === undefined ? DeskRole.agent : role(input.role),
        ...(input.maxLoad === undefined ? {} : { max_load: maxLoad(input.maxLoad) }),
      });
      await addAgentToGroups(trx, agentId, groups);
    });
    return this.get(tenantId, agentId);
  }

  /**
   * Updates an account (admin, or the agent's own profile with `own`: card fields and nick only).
   * Returns the account and whether sign-ins must end (password reset, disabled, role change).
   */
  async update(tenantId: string, agentId: string, input: AccountInput, own = false): Promise<{ agent: DeskAgent; revoke: boolean; before: AgentRow }> {
    const before = await this.row(tenantId, agentId);
    if (own) {
      for (const k of ['username', 'password', 'role', 'maxLoad', 'groups', 'disabled'] as const) {
        if (input[k] !== undefined) throw badRequest(k, 'cannot be changed from your own profile');
      }
    }
    const set: Partial<AgentRow> = { ...this.profileValues(input), updated_at: this.now() };
    if (input.nick !== undefined) set.nick = nick(input.nick);
    if (input.role !== undefined) set.role = role(input.role);
    if (input.maxLoad !== undefined) set.max_load = maxLoad(input.maxLoad);
    if (input.disabled !== undefined) set.disabled = input.disabled === true ? 1 : 0;
    if (input.password !== undefined) set.password_hash = await hashPassword(password(input.password));
    if (input.username !== undefined) set.login_name = username(input.username);
    const groups = input.groups === undefined ? undefined : await this.checkGroups(tenantId, input.groups);
    await this.db.transaction().execute(async (trx) => {
      if (set.login_name !== undefined && set.login_name !== before.login_name) {
        if (await isLoginTaken(trx, set.login_name)) throw conflict('username: this user name is taken');
      }
      // an admin can never take the tenant's last admin away (disable or demote)
      if ((set.role === DeskRole.agent || set.disabled === 1) && before.role === DeskRole.admin && Number(before.disabled) === 0) {
        if (!(await hasOtherEnabledAdmin(trx, tenantId, agentId))) throw conflict('the tenant must keep at least one enabled admin');
      }
      await updateAgent(trx, tenantId, agentId, set);
      if (groups) await replaceGroupsOfAgent(trx, agentId, groups);
    });
    const revoke = set.password_hash !== undefined || set.disabled === 1 || (set.role !== undefined && set.role !== before.role);
    return { agent: await this.get(tenantId, agentId), revoke, before };
  }

  private profileValues(input: AccountInput): Partial<AgentRow> {
    const out: Partial<Record<(typeof CARD_COLUMNS)[CardField], string | null>> = {};
    for (const f of CARD_FIELDS) {
      const v = input[f];
      if (v === undefined) continue;
      const clean = card[f](v);
      out[CARD_COLUMNS[f]] = clean === '' ? null : clean;
    }
    return out;
  }

  /** Group ids of this tenant (another tenant's or unknown ids are a 400 naming the id). */
  async checkGroups(tenantId: string, v: unknown): Promise<string[]> {
    if (!Array.isArray(v) || v.length > AccountLimits.groupsPerAgent || v.some((g) => typeof g !== 'string')) {
      throw badRequest('groups', `must be a list of at most ${AccountLimits.groupsPerAgent} group ids`);
    }
    const ids = [...new Set(v as string[])];
    if (!ids.length) return [];
    const have = new Set((await findTenantGroups(this.db, tenantId, ids)).map((g) => g.group_id));
    const missing = ids.find((g) => !have.has(g));
    if (missing !== undefined) throw badRequest('groups', `no group "${missing}"`);
    return ids;
  }
}

