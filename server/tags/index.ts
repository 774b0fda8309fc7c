/** Tags on conversations (docs/api.md "Tags"). */
export { TagService, tagName, TAG_NOT_FOUND, CONVERSATION_NOT_FOUND } from './service';
export type { TagDeps, TagSetInput, ConversationTagsInput, ConversationTags } from './service';
export type { TagTable, SessionTagTable } from './tables';
