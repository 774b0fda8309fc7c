/** Child process of seed.test.ts: seeds the SQLite file in argv[2] and prints whether it did. */
import { openStore } from '../../../server/store/db';
import { createChannelService } from '../../../server/channels';
import { MemoryBus } from '../../../server/bus';
import { systemClock } from '../../../server/clock';
import { seedDemo } from '../../../server/seed';

const store = openStore({ dataDir: process.argv[2]! });
const channels = createChannelService({ db: store.db, clock: systemClock, bus: new MemoryBus() });
const seeded = await seedDemo({ db: store.db, clock: systemClock, channels, agentPassword: 'race-password' });
await store.close();
process.stdout.write(JSON.stringify({ seeded }));
