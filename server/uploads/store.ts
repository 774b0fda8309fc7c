/** The `uploads` rows: each stored file's owner, conversation, name, type and size (the bytes are on disk). */
import type { DbOrTrx } from '../store/db';
import type { UploadTable } from './tables';
import './tables';

export async function uploadById(db: DbOrTrx, fileId: string): Promise<UploadTable | undefined> {
  return db.selectFrom('uploads').selectAll().where('file_id', '=', fileId).executeTakeFirst();
}

export async function insertUpload(db: DbOrTrx, row: UploadTable): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}
