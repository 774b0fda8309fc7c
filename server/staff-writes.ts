/**
 * Writes that land in front of staff — leave messages, evaluations, and work orders later — are
 * limited per visitor and per client address (security-cases "Rate and flood"): one visitor
 * cannot fill the staff inbox, and neither can one address that keeps starting new visitors.
 */
import type { Clock } from './clock';
import type { VisitorIdentity } from './identity';
import { RateLimiter, RateLimitedError } from './rate-limit';
import type { Rates } from './rates';

export class StaffWriteGate {
  private readonly perVisitor: RateLimiter;
  private readonly perAddress: RateLimiter;

  constructor(clock: Clock, rates: Pick<Rates, 'staffWrite' | 'staffWriteAddress'>) {
    this.perVisitor = new RateLimiter(clock, rates.staffWrite);
    this.perAddress = new RateLimiter(clock, rates.staffWriteAddress);
  }

  /** One write by `id` from `address`, or a 429 saying when the next one is accepted. */
  enforce(id: VisitorIdentity, address: string): void {
    const visitorKey = `${id.tenantId}\u0000${id.userId}`;
    const addressKey = `${id.tenantId}\u0000${address}`;
    if (!this.perVisitor.take(visitorKey)) {
      throw new RateLimitedError('too many messages to staff from this visitor: try again later', this.perVisitor.retryAfterMs(visitorKey));
    }
    if (!this.perAddress.take(addressKey)) {
      throw new RateLimitedError('too many messages to staff from this address: try again later', this.perAddress.retryAfterMs(addressKey));
    }
  }
}
