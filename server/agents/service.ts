/**
 * The staff side's accounts (services.agents): accounts and groups, desk sign-in sessions,
 * presence, working hours and canned replies. Routing and the desk routes use it.
 */
import type { Db } from '../store/db';
import type { Clock } from '../clock';
import type { Bus } from '../bus';
import { Accounts } from './accounts';
import { Groups } from './groups';
import { DeskSessions } from './sessions';
import type { SessionSettings } from './sessions';
import { PresenceStore } from './presence';
import { WorkingHoursStore } from './working-hours';
import { CannedReplies } from './canned';

export interface AgentDeps {
  db: Db;
  clock: Clock;
  bus: Bus;
  settings: SessionSettings & { presenceGraceMs: number };
}

export class AgentService {
  readonly accounts: Accounts;
  readonly groups: Groups;
  readonly sessions: DeskSessions;
  readonly presence: PresenceStore;
  readonly hours: WorkingHoursStore;
  readonly canned: CannedReplies;

  constructor(readonly deps: AgentDeps) {
    const now = () => deps.clock.now();
    this.accounts = new Accounts(deps.db, now);
    this.groups = new Groups(deps.db, now);
    this.sessions = new DeskSessions(deps.db, deps.clock, deps.settings);
    this.presence = new PresenceStore(deps.db, now, deps.settings.presenceGraceMs);
    this.hours = new WorkingHoursStore(deps.db, now);
    this.canned = new CannedReplies(deps.db, now);
  }
}
