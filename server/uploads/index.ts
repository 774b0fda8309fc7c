/** Uploads (spec §7 upload, uploadBase64, /api/wo/client/upload; DESIGN §5). */
export { UploadService, FILE_ID_PATTERN } from './service';
export type { UploadDeps, StoredUpload, StoredFile } from './service';
export type { ChannelLookup, ChatLookup, ChatGate } from './gate';
export type { Received } from './receive';
export { TOO_LARGE_MSG, tooLarge } from './receive';
export { servedAs, classOf } from './classify';
export type { FileClass } from './classify';
export { contentDisposition, sanitizeFileName, MAX_NAME_BYTES } from './file-name';
export type { UploadTable, UploadPurpose } from './tables';
