/** Demo seed (the lead wires it into server/seed): the demo channel's rating levels. */
import type { Db } from '../store/db';
import { DEFAULT_LEVELS, saveLevels } from './levels';

/** Store the built-in star and score levels for one channel, so they can be edited like any channel's. */
export async function seedEvaluationLevels(db: Db, tenantId: string, channelId: string, _now?: number): Promise<void> {
  await saveLevels(db, tenantId, channelId, DEFAULT_LEVELS);
}
