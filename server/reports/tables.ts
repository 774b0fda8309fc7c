/** The reports' table (migration 011) as Kysely types, merged into the shared Database. */

export interface RobotAskTable {
  /** the robot's stored answer */
  msg_id: string;
  tenant_id: string;
  session_id: string;
  /** a RobotOutcome (protocol/desk-reports.ts) */
  outcome: string;
  /** unknown questions only: the unknown-question log's key, and the question as asked */
  question_key: string | null;
  question: string | null;
  asked_at: number;
}

declare module '../store/schema' {
  interface Database {
    robot_asks: RobotAskTable;
  }
}
