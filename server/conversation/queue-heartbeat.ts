/**
 * A queued visitor's heartbeat: each poll of a waiting visitor stamps its queue row's seen_at, at
 * most once per THROTTLE_MS per visitor and process, so the 2-second poll costs no write on most
 * calls. Timers.abandoned() gives up the places of visitors whose stamp has gone stale.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import type { Clock } from '../clock';
import './tables';

const THROTTLE_MS = 15_000;
/** the throttle map is swept once it holds this many visitors (memory stays bounded) */
const SWEEP_AT = 10_000;

export class QueueHeartbeat {
  private readonly lastWrite = new Map<string, number>();

  constructor(private readonly db: Kysely<Database>, private readonly clock: Clock) {}

  /** The visitor is still there; a failed write only means the next poll tries again. */
  async seen(userId: string): Promise<void> {
    const now = this.clock.now();
    if (now - (this.lastWrite.get(userId) ?? -Infinity) < THROTTLE_MS) return;
    this.lastWrite.set(userId, now);
    if (this.lastWrite.size > SWEEP_AT) this.sweep(now);
    try {
      await this.db.updateTable('chat_queue').set({ seen_at: now }).where('user_id', '=', userId).execute();
    } catch {
      this.lastWrite.delete(userId);
    }
  }

  private sweep(now: number): void {
    for (const [id, at] of this.lastWrite) if (now - at >= THROTTLE_MS) this.lastWrite.delete(id);
  }
}
