/** Agents, groups, desk sessions, presence, working hours and canned replies (issue 11 item 1). */
export { AgentService } from './service';
export type { AgentDeps } from './service';
export { Accounts, effectivePresence, toAdminCard, toDeskAgent, newAgentId } from './accounts';
export type { AccountInput, AgentRow } from './accounts';
export type { DeskGroup } from './groups';
export { DeskSessions, hashToken } from './sessions';
export type { DeskPrincipal, SessionSettings } from './sessions';
export type { PresenceChange } from './presence';
export { defaultWorkingHours, isWorking, localTime, validateWorkingHours } from './working-hours';
export { hashPassword, verifyPassword } from './password';
export { publishDesk } from './desk-events';
export { USERNAME, PASSWORD_MIN, messageText } from './validate';
export { DeskHub, DeskConnection } from './hub';
export type { HubDeps, Socket } from './hub';
