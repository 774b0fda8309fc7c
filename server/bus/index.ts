/**
 * The event bus (DESIGN §5): events are stored first, then published here, and delivery reads
 * from the store by cursor — so a lost publish only delays. In-process fan-out now; a Redis
 * pub/sub bus implements the same interface for several server processes.
 */
export { MemoryBus } from './memory';
export { RedisBus } from './redis';
export type { Bus, BusEvent, BusHandler } from './types';
export { visitorTopic, tenantTopic, channelTopic, robotTopic } from './types';
