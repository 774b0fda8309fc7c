/** A migrated database of the test's own (SQLite file or a fresh PostgreSQL schema) and outbox helpers. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openStore } from '../../../server/store/db';
import type { Store } from '../../../server/store/db';
import { migrateToLatest } from '../../../server/store/migrate';
import { MailOutbox } from '../../../server/mail';
import type { MailInput, MailSettings } from '../../../server/mail';
import type { MailTransport } from '../../../server/mail';
import { ManualClock } from '../../../server/clock';
import { PG_URL } from '../helpers';
import type { Backend } from '../helpers';
import { freshSchema } from '../pg-schema';

export interface TestDb {
  store: Store;
  /** another handle on the same database (a second process's connection) */
  open(): Store;
  close(): Promise<void>;
}

export async function testDb(backend: Backend): Promise<TestDb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kefu-mail-'));
  const schema = backend === 'pg' ? await freshSchema(PG_URL) : undefined;
  const open = () => openStore({ databaseUrl: schema?.url, dataDir: dir });
  const store = open();
  const extra: Store[] = [];
  await migrateToLatest(store.db);
  return {
    store,
    open() {
      const s = open();
      extra.push(s);
      return s;
    },
    async close() {
      for (const s of extra) await s.close();
      await store.close();
      await schema?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const FROM = 'Kefu Support <support@kefu.test>';
export const PUBLIC_URL = 'https://kefu.example';

export function outbox(store: Store, clock: ManualClock, smtpUrl: string | undefined, more: Partial<MailSettings> & { owner?: string; transport?: MailTransport } = {}): MailOutbox {
  const { owner, transport, ...settings } = more;
  return new MailOutbox({
    db: store.db, clock,
    settings: { smtpUrl, from: FROM, publicUrl: PUBLIC_URL, pollMs: 50, sendTimeoutMs: 2000, ...settings },
    ...(owner ? { owner } : {}), ...(transport ? { transport } : {}),
  });
}

let n = 0;
/** A woCreated notification to `to` with a fresh dedupe key. */
export function created(to: string, extra: Partial<{ locale: string; title: string; dedupeKey: string; tenantId: string }> = {}): MailInput {
  n += 1;
  return {
    tenantId: extra.tenantId ?? 'tenant-a', dedupeKey: extra.dedupeKey ?? `wo:${n}:created`, to, locale: extra.locale ?? 'en',
    template: 'woCreated', vars: { woId: `wo-${n}`, token: `tok-${n}`, title: extra.title ?? `Order ${n}` },
  };
}

export { ManualClock };
