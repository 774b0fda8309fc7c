/**
 * Server-side ids: unguessable (security-cases: ids are not guessable), and for messages
 * time-ordered (a base-36 millisecond prefix) so the primary-key index grows at its end
 * instead of at random pages — fewer pages written per insert on the send hot path.
 */
import crypto from 'node:crypto';

export const newSessionId = (): string => `s${crypto.randomBytes(12).toString('hex')}`;
export const newMsgId = (now: number): string => `m${now.toString(36).padStart(9, '0')}${crypto.randomBytes(10).toString('hex')}`;
