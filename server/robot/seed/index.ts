/**
 * The demo tenant's knowledge base (issue 4 item 7): a bilingual online-shop FAQ — orders,
 * shipping, returns and refunds, payment, invoices, coupons, membership, account, products,
 * privacy, contact — with guide trees and cards. server/seed calls this inside its seeding
 * transaction; it writes only when the tenant has no documents yet.
 */
import type { Db } from '../../store/db.ts';
import { KnowledgeBaseStore } from '../kb/store.ts';
import { validateDocs } from '../kb/validate.ts';
import { EN_DOCS } from './en.ts';
import type { SeedDoc } from './types.ts';
import { ZH_DOCS } from './zh.ts';

export const DEMO_KB: readonly SeedDoc[] = [
  ...ZH_DOCS.map((d) => ({ ...d, locale: 'zh' })),
  ...EN_DOCS.map((d) => ({ ...d, locale: 'en' })),
];

/**
 * Seeds the demo knowledge base for `tenantId` when it has none; returns whether it wrote.
 * Pass the seeding transaction as `db` so the tenant and its knowledge base appear together.
 */
export async function seedRobotKnowledgeBase(db: Db, tenantId: string, now: number): Promise<boolean> {
  const store = new KnowledgeBaseStore(db);
  if ((await store.count(tenantId)) > 0) return false;
  const name = (i: number) => (f: string) => `DEMO_KB[${i}].${f}`;
  const docs = validateDocs(DEMO_KB, name, new Set());
  if (db.isTransaction) await store.write(tenantId, docs, { now, name, db });
  else await db.transaction().execute((trx) => store.write(tenantId, docs, { now, name, db: trx }));
  return true;
}
