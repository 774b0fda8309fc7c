/**
 * The rating levels a channel offers (spec §3 "Evaluation"): starList for agents, indexed by
 * star − 1, and scoreList for the robot, indexed by its solved flag (0 not solved, 1 solved).
 * Each level names its labels (levelTag, a comma list), its guide texts, and whether a comment
 * or a label is required. A channel's own rows win over the tenant's, which win over the built-in
 * defaults, so every channel can be rated out of the box.
 */
import { Limits } from '../../protocol';
import type { EvaluationLevel } from '../../protocol';
import type { Db, DbOrTrx } from '../store/db';
import type { EvaluationLevelTable } from './tables';
import { levelRows, replaceLevelRows } from './store';

/** A level as configured (the wire's EvaluationLevel with every field present). */
export interface Level {
  levelTag: string;
  levelGuideMsg: string;
  evaluateGuideMsg: string;
  evaluateMsgRequired: 0 | 1;
  levelTagRequired: 0 | 1;
}

export interface Levels {
  starList: Level[];
  scoreList: Level[];
}

// spec §9 "Rating label options": 4 for agents, 4 for the robot.
const AGENT_REASONS = 'Bad attitude,Slow reply,Cannot solve,Impolite';
const ROBOT_REASONS = 'Irrelevant answer,Low understanding,Cannot answer,Impolite';

const level = (levelTag: string, levelGuideMsg: string, evaluateGuideMsg: string, evaluateMsgRequired: 0 | 1, levelTagRequired: 0 | 1): Level =>
  ({ levelTag, levelGuideMsg, evaluateGuideMsg, evaluateMsgRequired, levelTagRequired });

/** Built-in levels: five stars (spec §5 "Stars 1 to 5"), two robot scores (solved 0/1). */
export const DEFAULT_LEVELS: Levels = {
  starList: [
    level(AGENT_REASONS, 'Very dissatisfied', 'What went wrong?', 1, 1),
    level(AGENT_REASONS, 'Dissatisfied', 'What went wrong?', 0, 1),
    level(AGENT_REASONS, 'Average', 'How could we do better?', 0, 0),
    level('', 'Satisfied', 'Anything else to tell us?', 0, 0),
    level('', 'Very satisfied', '', 0, 0),
  ],
  scoreList: [
    // spec §5: "four optional reasons when not solved"
    level(ROBOT_REASONS, 'Not solved', 'Why was it not solved?', 0, 0),
    level('', 'Solved', '', 0, 0),
  ],
};

/** The labels of a level, as configured ("a,b" or "a，b"), trimmed, without empties. */
export function tagsOf(l: Level): string[] {
  return l.levelTag.split(/[,，]/).map((t) => t.trim()).filter(Boolean);
}

/** A level on the wire: spec §3 fields plus `select` (the labels as name/value options). */
export function toWire(l: Level): Required<EvaluationLevel> {
  return { ...l, select: tagsOf(l).map((t) => ({ name: t, value: t })) };
}

function fromRows(rows: EvaluationLevelTable[], list: 'star' | 'score'): Level[] {
  return rows.filter((r) => r.list === list).sort((a, b) => a.position - b.position).map((r) => level(
    r.level_tag, r.level_guide_msg, r.evaluate_guide_msg,
    Number(r.evaluate_msg_required) === 1 ? 1 : 0, Number(r.level_tag_required) === 1 ? 1 : 0,
  ));
}

/** The levels in force for a channel. A stored star list must have exactly one level per star. */
export async function loadLevels(db: Db, tenantId: string, channelId: string): Promise<Levels> {
  const rows = await levelRows(db, tenantId, [channelId, '']);
  const pick = (list: 'star' | 'score', want: number, fallback: Level[]): Level[] => {
    for (const scope of [channelId, '']) {
      const found = fromRows(rows.filter((r) => r.channel_id === scope), list);
      if (found.length === want) return found;
    }
    return fallback;
  };
  return {
    starList: pick('star', Limits.starsMax, DEFAULT_LEVELS.starList),
    scoreList: pick('score', 2, DEFAULT_LEVELS.scoreList),
  };
}

/** Replace a channel's (or, with channelId '', a tenant's) levels. */
export async function saveLevels(db: Db, tenantId: string, channelId: string, levels: Levels): Promise<void> {
  if (levels.starList.length !== Limits.starsMax || levels.scoreList.length !== 2) {
    throw new Error(`evaluation levels need ${Limits.starsMax} stars and 2 scores`);
  }
  // inside a caller's transaction (the demo seed runs in one) there is no nested transaction
  const atomically = (fn: (trx: DbOrTrx) => Promise<void>): Promise<void> =>
    db.isTransaction ? fn(db) : db.transaction().execute(fn);
  const rows = (['star', 'score'] as const).flatMap((list) => (list === 'star' ? levels.starList : levels.scoreList).map((l, position) => ({
    tenant_id: tenantId, channel_id: channelId, list, position,
    level_tag: l.levelTag, level_guide_msg: l.levelGuideMsg, evaluate_guide_msg: l.evaluateGuideMsg,
    evaluate_msg_required: l.evaluateMsgRequired, level_tag_required: l.levelTagRequired,
  })));
  await atomically((trx) => replaceLevelRows(trx, tenantId, channelId, rows));
}
