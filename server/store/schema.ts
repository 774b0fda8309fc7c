/**
 * The database's tables as Kysely types. Each domain declares its own tables next to its
 * migration by merging into this interface:
 *
 *   declare module '../store/schema' { interface Database { uploads: UploadTable } }
 *
 * so no file has to list every table.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}
