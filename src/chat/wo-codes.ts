/**
 * The work-order codes and sizes the lazy work-order screens use, checked against protocol/ at
 * compile time (`satisfies` the protocol's literal types: a changed protocol value fails tsc).
 * Why not import them: a protocol constant any chunk uses is placed with its module in the
 * first-open bundle (protocol/codes.ts and limits.ts are there already), so the work-order
 * screens would grow the chat window's first open. These copies live only in the lazy chunks.
 */
import type { LeaveMsgType as PLeaveMsgType, WoHandleType as PWoHandleType, WoLimits as PWoLimits, WoStartWay as PWoStartWay, WoStatus as PWoStatus } from '../../protocol';

export const WoLimits = {
  titleMax: 100,
  contentMax: 5000,
  replyMax: 5000,
  attachmentsMax: 3,
  attachmentMaxBytes: 10_485_760,
  cascadeDepthMax: 5,
} as const satisfies Pick<typeof PWoLimits, 'titleMax' | 'contentMax' | 'replyMax' | 'attachmentsMax' | 'attachmentMaxBytes' | 'cascadeDepthMax'>;

export const WoStatus = { accepted: 1, waiting: 2, resolved: 3, over: 5, closed: 99 } as const satisfies Omit<typeof PWoStatus, 'notHandled'>;

export const WoHandleType = { publicReply: 1, customerReply: 2 } as const satisfies Pick<typeof PWoHandleType, 'publicReply' | 'customerReply'>;

export const LeaveMsgType = { workOrder: 2 } as const satisfies Pick<typeof PLeaveMsgType, 'workOrder'>;

export const WoStartWay = { widget: 0 } as const satisfies typeof PWoStartWay;
