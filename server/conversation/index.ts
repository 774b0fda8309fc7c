/**
 * The conversation's owner (DESIGN §2: a state machine has one owner): the visitor's status, the
 * session's connection and agent, and the queue place change only through `transition` and
 * `apply`; chat, routing and the timers ask for a transition instead of writing each other's rows.
 */
export { BEFORE_FIRST, transition } from './state';
export type { ConversationState, Transition, Verdict } from './state';
export { apply, begin, lock, markAdminTimeoutNoticed } from './store';
export type { Applied, Locked, Move } from './store';
export { enqueue, removeEntry, renumber } from './queue-place';
export type { Moved, NewEntry, QueueRow } from './queue-place';
export { QueueHeartbeat } from './queue-heartbeat';
