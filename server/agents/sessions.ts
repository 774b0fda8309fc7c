/**
 * Desk sign-in (issue 11 item 1): user name and password (scrypt, agents/password.ts), attempts
 * rate-limited per user name and per client address, a random bearer token of 256 bits whose
 * SHA-256 alone is stored, with an expiry; sign-out revokes it. A visitor token (`v1.…`) is not
 * a desk token and is refused like any other string.
 */
import crypto from 'node:crypto';
import { DESK_TOKEN_PREFIX, DeskRole } from '../../protocol';
import type { DeskRole as DeskRoleT } from '../../protocol';
import type { Db } from '../store/db';
import type { Clock } from '../clock';
import { RateLimiter } from '../rate-limit';
import type { Rate } from '../rate-limit';
import { DomainError, unauthorized } from '../errors';
import { hashPassword, verifyPassword } from './password';
import { password as checkPassword } from './validate';
import type { AgentRow } from './tables';
import { findAgentByLogin, findDeskSession, findPasswordHash, insertDeskSession, pruneDeskSessions, revokeAgentSessions, revokeDeskSession, setPasswordHash } from './store';

/** Who is calling the desk API (set by the desk auth hook). */
export interface DeskPrincipal {
  agentId: string;
  tenantId: string;
  role: DeskRoleT;
  nick: string;
  /** identifies this sign-in (sign-out, socket revocation); never the token itself */
  tokenHash: string;
  expiresAt: number;
}

export interface SessionSettings {
  sessionTtlMs: number;
  /** sign-in attempts per user name and per client address (server/rates.ts) */
  login: Rate | null;
  loginAddress: Rate | null;
}

const TOKEN_BODY = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('base64url');

/** A hash no password matches, verified when the user name is unknown so both cases take as long. */
let dummyHash: Promise<string> | undefined;

export class DeskSessions {
  private readonly byName: RateLimiter;
  private readonly byAddress: RateLimiter;

  constructor(private readonly db: Db, private readonly clock: Clock, private readonly settings: SessionSettings) {
    this.byName = new RateLimiter(clock, settings.login);
    this.byAddress = new RateLimiter(clock, settings.loginAddress);
  }

  /** Signs in; a wrong name and a wrong password get the same 401. */
  async signIn(username: string, password: string, address: string): Promise<{ token: string; principal: DeskPrincipal; agent: AgentRow }> {
    // both buckets must have a token; over either limit nothing is checked (no password oracle)
    const name = username.toLowerCase();
    const message = 'too many sign-in attempts: wait a minute and try again';
    this.byAddress.enforce(address, message);
    this.byName.enforce(name, message);
    const agent = await findAgentByLogin(this.db, username);
    const ok = await verifyPassword(password, agent?.password_hash ?? (await (dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex')))));
    if (!agent || !ok || Number(agent.disabled) === 1) throw unauthorized('wrong user name or password');
    const token = `${DESK_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
    const now = this.clock.now();
    const tokenHash = hashToken(token);
    const expiresAt = now + this.settings.sessionTtlMs;
    await insertDeskSession(this.db, { token_hash: tokenHash, agent_id: agent.agent_id, tenant_id: agent.tenant_id, created_at: now, expires_at: expiresAt, revoked_at: null });
    return { token, agent, principal: principalOf(agent, tokenHash, expiresAt) };
  }

  /** The principal behind a bearer token, or null (malformed, unknown, expired, revoked, disabled). */
  async verify(token: unknown): Promise<DeskPrincipal | null> {
    if (typeof token !== 'string' || !token.startsWith(DESK_TOKEN_PREFIX) || !TOKEN_BODY.test(token.slice(DESK_TOKEN_PREFIX.length))) return null;
    return this.verifyHash(hashToken(token));
  }

  async verifyHash(tokenHash: string): Promise<DeskPrincipal | null> {
    const r = await findDeskSession(this.db, tokenHash);
    if (!r || r.revoked_at != null || Number(r.expires_at) <= this.clock.now() || Number(r.disabled) === 1 || r.session_tenant !== r.tenant_id) return null;
    return { agentId: r.agent_id, tenantId: r.tenant_id, role: r.role === DeskRole.admin ? DeskRole.admin : DeskRole.agent, nick: r.nick, tokenHash, expiresAt: Number(r.expires_at) };
  }

  async signOut(tokenHash: string): Promise<void> {
    await revokeDeskSession(this.db, tokenHash, this.clock.now());
  }

  /** Ends every sign-in of an agent (password reset, disabled, role change), except `keep`. */
  async revokeAgent(agentId: string, keep?: string): Promise<void> {
    await revokeAgentSessions(this.db, agentId, this.clock.now(), keep);
  }

  /** The agent changes its own password: the old one must match; other sign-ins end. */
  async changePassword(p: DeskPrincipal, oldPassword: string, newPassword: string): Promise<void> {
    const passwordHash = await findPasswordHash(this.db, p.agentId);
    this.byName.enforce(`pw:${p.agentId}`, 'too many attempts: wait a minute and try again');
    if (!(await verifyPassword(oldPassword, passwordHash))) throw new DomainError('forbidden', 'oldPassword: does not match');
    const hash = await hashPassword(checkPassword(newPassword, 'newPassword'));
    await setPasswordHash(this.db, p.agentId, hash, this.clock.now());
    await this.revokeAgent(p.agentId, p.tokenHash);
  }

  /** Expired and revoked sessions older than a day are deleted (the timer tick calls this). */
  async prune(): Promise<void> {
    const cutoff = this.clock.now() - 86_400_000;
    await pruneDeskSessions(this.db, cutoff);
  }
}

function principalOf(a: AgentRow, tokenHash: string, expiresAt: number): DeskPrincipal {
  return { agentId: a.agent_id, tenantId: a.tenant_id, role: a.role === DeskRole.admin ? DeskRole.admin : DeskRole.agent, nick: a.nick, tokenHash, expiresAt };
}
