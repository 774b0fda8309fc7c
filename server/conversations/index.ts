/** The desk's Conversations area: every conversation of the tenant, findable (docs/api.md "Conversations"). */
export { ConversationService, DETAIL_MESSAGE_CAP, encodeCursor, decodeCursor } from './service';
export type { ConversationActor, ConversationDeps } from './service';
export { indexMessages, unindexMessage } from './store';
export { htmlToText, messageText, searchableText } from './text';
export { matchRanges, snippetOf } from './snippet';
