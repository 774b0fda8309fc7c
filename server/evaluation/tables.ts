/** The evaluation tables (migration 002) as Kysely types, merged into the shared Database. */

export interface EvaluationTable {
  session_id: string;
  tenant_id: string;
  channel_id: string;
  user_id: string;
  admin_id: string | null;
  connection: 'robot' | 'manual';
  star: number | null;
  solve: number | null;
  tags: string;
  content: string;
  created_at: number;
}

export interface EvaluationInviteTable {
  session_id: string;
  tenant_id: string;
  user_id: string;
  admin_id: string | null;
  created_at: number;
}

export interface EvaluationLevelTable {
  tenant_id: string;
  /** '' = every channel of the tenant */
  channel_id: string;
  list: 'star' | 'score';
  position: number;
  level_tag: string;
  level_guide_msg: string;
  evaluate_guide_msg: string;
  evaluate_msg_required: number;
  level_tag_required: number;
}

declare module '../store/schema' {
  interface Database {
    evaluations: EvaluationTable;
    evaluation_invites: EvaluationInviteTable;
    evaluation_levels: EvaluationLevelTable;
  }
}
