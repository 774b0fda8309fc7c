/**
 * The two evaluation payloads of spec §7, checked against the levels in force (spec §5):
 * robot — evaluateRobotTag, evaluateRobotSolve (0/1, default 1), evaluateRobotMode=1,
 * evaluateRobotContent; agent — evaluateAdminSolve, evaluateAdminMode=1, evaluateAdminContent,
 * evaluateAdminStar (1–5, default 5), evaluateAdminTag. Comments are at most 60 characters
 * counted as code points (DESIGN §6); labels must be the level's own; a level may require a
 * label and/or a comment.
 */
import { Limits, Solved } from '../../protocol';
import { badRequest } from '../errors';
import { cleanText } from '../leave-messages';
import { tagsOf } from './levels';
import type { Level, Levels } from './levels';

export interface EvaluateInput {
  evaluateRobotTag?: string | undefined;
  evaluateRobotSolve?: number | undefined;
  evaluateRobotMode?: number | undefined;
  evaluateRobotContent?: string | undefined;
  evaluateAdminSolve?: number | undefined;
  evaluateAdminMode?: number | undefined;
  evaluateAdminContent?: string | undefined;
  evaluateAdminStar?: number | undefined;
  evaluateAdminTag?: string | undefined;
}

/** A checked evaluation, ready to store. */
export interface Evaluation {
  connection: 'robot' | 'manual';
  star: number | null;
  solve: number | null;
  tags: string[];
  content: string;
}

const isSet = (v: unknown): boolean => v !== undefined && v !== null;

/** Which payload this is: agent fields and robot fields never mix. */
export function kindOf(input: EvaluateInput): 'robot' | 'manual' {
  const agent = [input.evaluateAdminMode, input.evaluateAdminStar, input.evaluateAdminSolve, input.evaluateAdminContent, input.evaluateAdminTag].some(isSet);
  const robot = [input.evaluateRobotMode, input.evaluateRobotSolve, input.evaluateRobotContent, input.evaluateRobotTag].some(isSet);
  if (agent && robot) throw badRequest('evaluateRobotMode', 'cannot be combined with an agent evaluation');
  if (agent) return 'manual';
  if (robot) return 'robot';
  throw badRequest('evaluateAdminStar', 'is required (or evaluateRobotMode for a robot evaluation)');
}

function checkInt(field: string, v: number | undefined, min: number, max: number, def: number): number {
  if (v === undefined) return def;
  if (!Number.isInteger(v) || v < min || v > max) throw badRequest(field, `must be an integer from ${min} to ${max}`);
  return v;
}

/** The chosen labels: each one of the level's, no duplicates; required ones present. */
function checkTags(field: string, raw: string | undefined, lvl: Level): string[] {
  const allowed = tagsOf(lvl);
  const chosen = [...new Set((raw ?? '').split(/[,，]/).map((t) => t.trim()).filter(Boolean))];
  for (const t of chosen) if (!allowed.includes(t)) throw badRequest(field, `"${t.slice(0, 32)}" is not a label of this level`);
  // spec §5: "if it requires a tag and none chosen, toast asks for a label"
  if (lvl.levelTagRequired === 1 && allowed.length > 0 && chosen.length === 0) throw badRequest(field, 'choose a label');
  return chosen;
}

function checkComment(field: string, raw: string | undefined, lvl: Level): string {
  const content = cleanText(field, raw ?? '', { max: Limits.commentMaxLength, multiLine: true });
  // spec §5: "if the star level requires a message and it is empty, toast asks for content"
  if (lvl.evaluateMsgRequired === 1 && !content) throw badRequest(field, 'please write a comment');
  return content;
}

export function checkEvaluation(input: EvaluateInput, levels: Levels): Evaluation {
  const connection = kindOf(input);
  if (connection === 'manual') {
    if (isSet(input.evaluateAdminMode) && input.evaluateAdminMode !== 1) throw badRequest('evaluateAdminMode', 'must be 1');
    const star = checkInt('evaluateAdminStar', input.evaluateAdminStar, Limits.starsMin, Limits.starsMax, Limits.starsDefault);
    const solve = checkInt('evaluateAdminSolve', input.evaluateAdminSolve, Solved.no, Solved.yes, Solved.yes);
    // spec §3: starList is indexed by star minus 1
    const lvl = levels.starList[star - 1];
    if (!lvl) throw badRequest('evaluateAdminStar', 'has no level configured');
    const tags = checkTags('evaluateAdminTag', input.evaluateAdminTag, lvl);
    const content = checkComment('evaluateAdminContent', input.evaluateAdminContent, lvl);
    return { connection, star, solve, tags, content };
  }
  if (isSet(input.evaluateRobotMode) && input.evaluateRobotMode !== 1) throw badRequest('evaluateRobotMode', 'must be 1');
  // spec §5: "solved flag default 1 (1 or 0)"
  const solve = checkInt('evaluateRobotSolve', input.evaluateRobotSolve, Solved.no, Solved.yes, Solved.yes);
  const lvl = levels.scoreList[solve];
  if (!lvl) throw badRequest('evaluateRobotSolve', 'has no level configured');
  const tags = checkTags('evaluateRobotTag', input.evaluateRobotTag, lvl);
  const content = checkComment('evaluateRobotContent', input.evaluateRobotContent, lvl);
  return { connection, star: null, solve, tags, content };
}
