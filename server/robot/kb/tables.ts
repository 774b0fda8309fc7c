/** The robot's tables (migration 003) as Kysely types, merged into the shared Database. */

export interface RobotDocTable {
  tenant_id: string;
  doc_id: string;
  question: string;
  /** JSON list of strings */
  similar: string;
  /** sanitised HTML */
  answer: string;
  category: string;
  /** JSON list of strings */
  keywords: string;
  locale: string;
  enabled: number;
  /** JSON list of docIds */
  related: string;
  /** JSON Guide or null */
  guide: string | null;
  /** JSON Card or null */
  card: string | null;
  up_votes: number;
  down_votes: number;
  created_at: number;
  updated_at: number;
}

export interface RobotSettingsTable {
  tenant_id: string;
  /** JSON string[][] */
  synonyms: string;
  /** JSON Partial<DecisionOptions> */
  thresholds: string;
  /** JSON locale → HTML */
  unknown_text: string;
  /** bumped by every knowledge-base or settings write: caches compare it */
  kb_version: number;
  updated_at: number;
}

export interface RobotVoteTable {
  tenant_id: string;
  user_id: string;
  /** what one vote is allowed per: the answer's msgId, else session + docId */
  vote_key: string;
  doc_id: string;
  /** spec §7 isUseful: VoteValue 0 up, 1 down */
  is_useful: number;
  msg_id: string | null;
  session_id: string | null;
  created_at: number;
}

export interface RobotUnknownTable {
  tenant_id: string;
  /** normalised question */
  question_key: string;
  question: string;
  locale: string;
  asked: number;
  first_at: number;
  last_at: number;
  /** triage (migration 013): when an admin resolved it, how ('similar' | 'created' | 'dismissed'), with which entry */
  handled_at?: number | null;
  handled_action?: string | null;
  handled_doc?: string | null;
  /** the entry ranked first when the robot last failed it (migration 013): the list's "unknown hits" */
  nearest_doc?: string | null;
}

declare module '../../store/schema' {
  interface Database {
    robot_docs: RobotDocTable;
    robot_settings: RobotSettingsTable;
    robot_votes: RobotVoteTable;
    robot_unknown: RobotUnknownTable;
  }
}
