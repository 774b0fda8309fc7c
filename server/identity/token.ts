/**
 * Signed visitor tokens (DESIGN §3): an HMAC-SHA256 over tenant, channel, userId and issue
 * time. The server takes the visitor from the token, never from a userId in a body.
 * Format: `v1.<base64url(JSON payload)>.<base64url(signature)>`.
 */
import crypto from 'node:crypto';
import { Limits } from '../../protocol';

export interface VisitorIdentity {
  tenantId: string;
  channelId: string;
  userId: string;
}

interface Payload { t: string; c: string; u: string; iat: number }

const b64 = (b: Buffer | string): string => Buffer.from(b).toString('base64url');

/** Verified tokens kept (by their exact text) so a poll every 2 s does not redo the HMAC. */
const VERIFIED_CACHE_MAX = 20_000;

export class TokenSigner {
  private readonly key: Buffer;
  private readonly verified = new Map<string, { id: VisitorIdentity; iat: number }>();
  constructor(secret: string | Buffer, private readonly lifetimeMs: number = Limits.userIdLifetimeMs) {
    this.key = Buffer.isBuffer(secret) ? secret : Buffer.from(secret, 'utf8');
    if (this.key.length < 32) throw new Error('token secret must be at least 32 bytes');
  }

  sign(id: VisitorIdentity, now: number): string {
    const payload: Payload = { t: id.tenantId, c: id.channelId, u: id.userId, iat: now };
    const body = b64(JSON.stringify(payload));
    return `v1.${body}.${this.mac(body)}`;
  }

  /** The identity in a valid, unexpired token; null for anything else (never throws). */
  verify(token: unknown, now: number): VisitorIdentity | null {
    if (typeof token !== 'string' || token.length > 2048) return null;
    const hit = this.verified.get(token);
    if (hit) return this.fresh(hit.iat, now) ? hit.id : null;
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== 'v1') return null;
    const [, body, sig] = parts as [string, string, string];
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(sig);
    // constant-time comparison (security-cases: tokens compared in constant time)
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    let p: Partial<Payload>;
    try {
      p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
    } catch {
      return null;
    }
    if (typeof p.t !== 'string' || typeof p.c !== 'string' || typeof p.u !== 'string' || typeof p.iat !== 'number') return null;
    if (!this.fresh(p.iat, now)) return null;
    const id: VisitorIdentity = { tenantId: p.t, channelId: p.c, userId: p.u };
    // bounded: when full, start over (a cache miss only costs one HMAC)
    if (this.verified.size >= VERIFIED_CACHE_MAX) this.verified.clear();
    this.verified.set(token, { id, iat: p.iat });
    return id;
  }

  /** Within its lifetime, and not issued in the future (a minute of clock skew allowed). */
  private fresh(iat: number, now: number): boolean {
    return now - iat <= this.lifetimeMs && iat - now <= 60_000;
  }

  private mac(body: string): string {
    return crypto.createHmac('sha256', this.key).update(`kefu-visitor.${body}`).digest('base64url');
  }
}

/** A new visitor id: 128 random bits (security-cases: not guessable). */
export function newUserId(): string {
  return `u${crypto.randomBytes(16).toString('hex')}`;
}
