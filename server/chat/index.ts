/** Visitors, sessions, messages and events (spec §3, §4, §7). Other domains use services.chat. */
export { createChatService } from './service';
export type { ChatServiceImpl } from './service';
export type { ChatDeps } from './context';
export type { ChatService, NewMessage, SessionRecord, StatePatch, StoredMessage, VisitorRecord } from './types';
export type { VisitorApi, SendInput, StartInput } from './visitor-api';
export type { ProfileApi, ProfilePatch } from './visitor-profile';
export { TYPING_WINDOW_MS } from './visitor-profile';
export { VisitorNotice } from './notices';
export { POLL_BATCH } from './poll';
export { SESSION_MSG_LIMIT } from './history';
export { setVoteState } from './votes';
