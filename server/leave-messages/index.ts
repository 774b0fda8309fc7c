/** Leave messages and offline messages (spec §3, §5, §7). */
export { LeaveMessageService } from './service';
export type { InboxEntry, LeaveMessageDeps, LeaveMessageView, OfflineMessageView, OfflineMessageInput, ChannelLookup } from './service';
export { validateLeaveMessage, phonePatternFor } from './validate';
export type { LeaveMessageInput, ValidLeaveMessage } from './validate';
export { LeaveMsgLimits } from './limits';
export { cleanText, codePoints } from './text-rules';
export type { LeaveMessageTable, OfflineMessageTable } from './tables';
