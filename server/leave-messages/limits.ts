/**
 * Length caps of a leave message. The spec gives none (§5 "server enforcement not shown"); these
 * are ours, shared by the route schemas and the domain check so the number is written once.
 */
export const LeaveMsgLimits = {
  /** code points */
  customerNameMax: 64,
  customerPhoneMax: 32,
  /** RFC 5321 path limit */
  customerEmailMax: 254,
  msgContentMax: 2000,
  /** how many of a visitor's own records getLeaveMsgList answers, newest first */
  listMax: 100,
  /** how many offline messages getOfflineMsg answers, most recent */
  offlineMax: 100,
} as const;
