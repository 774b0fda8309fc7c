/**
 * The link token of /workorder?woId&token (DESIGN §3): base64url(HMAC-SHA256(secret,
 * `wo:<tenantId>:<woId>`)), with the server's identity secret — the `wo:` prefix keeps it apart
 * from the visitor tokens signed with the same secret. Compared in constant time.
 */
import crypto from 'node:crypto';

export class WoLinkTokens {
  constructor(private readonly secret: string) {}

  sign(tenantId: string, woId: string): string {
    return crypto.createHmac('sha256', this.secret).update(`wo:${tenantId}:${woId}`).digest('base64url');
  }

  /** True when one of `candidates` is this order's token; only strings count: empty, "null", 0, null, [], {} and anything else are false. */
  verifyAny(tenantId: string, woId: string, candidates: readonly unknown[]): boolean {
    return candidates.some((t) => this.verify(tenantId, woId, t));
  }

  /** True only for the token of this order. */
  verify(tenantId: string, woId: string, token: unknown): boolean {
    if (typeof token !== 'string' || token.length === 0 || token.length > 128) return false;
    const want = Buffer.from(this.sign(tenantId, woId));
    const got = Buffer.from(token);
    return got.length === want.length && crypto.timingSafeEqual(got, want);
  }
}
