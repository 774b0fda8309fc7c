/** The upload rows an agent's file message is checked against: a file belongs to one tenant. */
import type { DbOrTrx } from '../../store/db';
import '../../uploads/tables';

/** The tenant that uploaded the file; undefined when there is no such file. */
export async function uploadTenant(db: DbOrTrx, fileId: string): Promise<string | undefined> {
  const file = await db.selectFrom('uploads').select('tenant_id').where('file_id', '=', fileId).executeTakeFirst();
  return file?.tenant_id;
}
