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

// spec §9 "Rating label options": 4 for agents, 4 for the robot — built in for Chinese and English.
type BuiltIn = { agentReasons: string; robotReasons: string; stars: [string, string][]; notSolved: [string, string]; solved: string };
const BUILT_IN: Record<'zh' | 'en', BuiltIn> = {
  en: {
    agentReasons: 'Bad attitude,Slow reply,Cannot solve,Impolite',
    robotReasons: 'Irrelevant answer,Low understanding,Cannot answer,Impolite',
    stars: [['Very dissatisfied', 'What went wrong?'], ['Dissatisfied', 'What went wrong?'], ['Average', 'How could we do better?'], ['Satisfied', 'Anything else to tell us?'], ['Very satisfied', '']],
    notSolved: ['Not solved', 'Why was it not solved?'],
    solved: 'Solved',
  },
  zh: {
    agentReasons: '态度不好,回复太慢,没有解决问题,不礼貌',
    robotReasons: '答非所问,理解能力差,无法回答,不礼貌',
    stars: [['非常不满意', '哪里让您不满意？'], ['不满意', '哪里让您不满意？'], ['一般', '我们可以怎样做得更好？'], ['满意', '还有什么想告诉我们的吗？'], ['非常满意', '']],
    notSolved: ['未解决', '为什么没有解决？'],
    solved: '已解决',
  },
};

const level = (levelTag: string, levelGuideMsg: string, evaluateGuideMsg: string, evaluateMsgRequired: 0 | 1, levelTagRequired: 0 | 1): Level =>
  ({ levelTag, levelGuideMsg, evaluateGuideMsg, evaluateMsgRequired, levelTagRequired });

/**
 * Built-in levels in the visitor's language (Chinese for zh and zh-TW, English otherwise): five
 * stars (spec §5 "Stars 1 to 5"), two robot scores (solved 0/1); agent reasons on stars 1–3,
 * star 1 needing a label and a comment, star 2 a label.
 */
export function defaultLevels(locale?: string | null): Levels {
  const b = BUILT_IN[locale?.startsWith('zh') ? 'zh' : 'en'];
  const [s1, s2, s3, s4, s5] = b.stars;
  return {
    starList: [
      level(b.agentReasons, s1![0], s1![1], 1, 1),
      level(b.agentReasons, s2![0], s2![1], 0, 1),
      level(b.agentReasons, s3![0], s3![1], 0, 0),
      level('', s4![0], s4![1], 0, 0),
      level('', s5![0], s5![1], 0, 0),
    ],
    scoreList: [
      // spec §5: "four optional reasons when not solved"
      level(b.robotReasons, b.notSolved[0], b.notSolved[1], 0, 0),
      level('', b.solved, '', 0, 0),
    ],
  };
}

/** The built-in levels in English (the admin's template, tests). */
export const DEFAULT_LEVELS: Levels = defaultLevels('en');

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

/**
 * The levels in force for a channel: its own, else the tenant's, else the built-in ones in the
 * visitor's language. A stored star list must have exactly one level per star.
 */
export async function loadLevels(db: Db, tenantId: string, channelId: string, locale?: string | null): Promise<Levels> {
  const builtIn = defaultLevels(locale);
  const rows = await levelRows(db, tenantId, [channelId, '']);
  const pick = (list: 'star' | 'score', want: number, fallback: Level[]): Level[] => {
    for (const scope of [channelId, '']) {
      const found = fromRows(rows.filter((r) => r.channel_id === scope), list);
      if (found.length === want) return found;
    }
    return fallback;
  };
  return {
    starList: pick('star', Limits.starsMax, builtIn.starList),
    scoreList: pick('score', 2, builtIn.scoreList),
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
