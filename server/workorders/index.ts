/** Work orders (issue 25; docs/api.md "Work orders" and "Work orders (desk)"). */
export { WorkOrderService, NOT_FOUND_MSG, VISITOR_LIST_MAX } from './service';
export type { AddWoInput, WoReplyInput, WoFileInput, WoCredentials } from './service';
export { WorkOrderDesk, INBOX_LIMIT_DEFAULT } from './desk';
export type { WoListInput, WoDeskReplyInput, WoUpdateInput } from './desk';
export { WoCore } from './core';
export type { WorkOrderDeps, WoNotification, WoNotify, WoChannelLookup } from './core';
export { mailNotifier } from './notify';
export { WoLinkTokens } from './token';
export { validateType } from './types';
export type { WoTypeInput, WoFieldInput } from './types';
export { validateFieldValues } from './fields';
export { seedWorkOrderTypes, RETURN_REPAIR_TYPE_ID } from './seed';
export type { WorkOrderTable, WoTypeTable, WoHandleTable, WoRequestTable } from './tables';
