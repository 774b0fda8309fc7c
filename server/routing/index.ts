/** Routing (issue 11 items 2 and 4): transferAgent, the queue, assignment, handover, timers. */
export { RoutingService } from './service';
export { Timers } from './timers';
export type { TickReport } from './timers';
export type { RoutingDeps } from './deps';
export type { TransferOutcome } from './outcome';
export { toTransferAnswer } from './outcome';
export type { TransferRequest } from './transfer';
export type { HandoverResult, TransferTarget } from './handover';
export type { UndoAnswer } from './undo';
export { decideScope, scopeOf } from './scope';
export { waitIndexOf } from './queue';
