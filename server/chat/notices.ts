/**
 * The system notices a visitor's widget may report through sysMsg (spec §7, §8): only the
 * notices the widget itself decides to show. Transfer outcomes (no agent online, busy, failed,
 * off work) and "chat ended" come from the server and cannot be posted by a visitor. The stored
 * text is always the server's (the channel's configured text, else the default), so a visitor
 * can never forge arbitrary system text.
 */
import { OutType } from '../../protocol';
import type { FullChannelConfig } from '../channels';

export const VisitorNotice = {
  /** spec §4 timers / §8 "user did not reply in time" */
  userTimeout: 'userTimeout',
  /** spec §4 timers: the agent-not-replied notice (DESIGN §6: the widget shows it) */
  adminTimeout: 'adminTimeout',
  /** spec §8 "opened in a new window" */
  newWindow: 'newWindow',
  /** spec §8 "user rated the service" */
  evaluated: 'evaluated',
  /** spec §8 "thank you for your review" */
  reviewThanks: 'reviewThanks',
} as const;
export type VisitorNotice = (typeof VisitorNotice)[keyof typeof VisitorNotice];

const DEFAULTS: Record<VisitorNotice, { zh: string; en: string }> = {
  userTimeout: { zh: '您长时间未回复，会话即将结束', en: 'You have not replied for a while; the chat will end soon' },
  adminTimeout: { zh: '客服暂时未回复，请稍候', en: 'The agent has not replied yet, please wait' },
  newWindow: { zh: '会话已在新窗口打开', en: 'The chat was opened in a new window' },
  evaluated: { zh: '用户已评价本次服务', en: 'The user rated the service' },
  reviewThanks: { zh: '感谢您的评价', en: 'Thank you for your review' },
};

function configured(kind: VisitorNotice, c: Readonly<FullChannelConfig>): string {
  if (kind === VisitorNotice.userTimeout) return c.userTimeoutMsg;
  if (kind === VisitorNotice.adminTimeout) return c.adminTimeoutMsg;
  return '';
}

/**
 * The notice text to store for what the widget sent (a kind name, or the exact text of one of
 * the allowed notices); null when it is not an allowed notice.
 */
export function resolveNotice(msgContent: string, c: Readonly<FullChannelConfig>): string | null {
  const s = msgContent.trim();
  for (const kind of Object.values(VisitorNotice)) {
    const own = configured(kind, c);
    const texts = [own, DEFAULTS[kind].zh, DEFAULTS[kind].en].filter((t) => t !== '');
    if (s === kind) return own || (c.language === 'zh' || c.language === 'zh-TW' ? DEFAULTS[kind].zh : DEFAULTS[kind].en);
    if (texts.includes(s)) return s;
  }
  return null;
}

/**
 * The text event 1202 carries (spec §4): the agent's close notice when adminCloseMode is on, the
 * user-timeout notice when userTimeoutMode is on, userOverMsg for any other end; none for a
 * second window (the widget has its own text) or when the channel configured none.
 */
export function closeNotice(c: Readonly<FullChannelConfig>, outType: OutType): string | undefined {
  switch (outType) {
    case OutType.agentClosed: return c.adminCloseMode === 1 && c.adminCloseMsg ? c.adminCloseMsg : undefined;
    case OutType.userTimeout: return c.userTimeoutMode === 1 && c.userTimeoutMsg ? c.userTimeoutMsg : undefined;
    case OutType.over: return c.userOverMsg || undefined;
    case OutType.newWindow: return undefined;
  }
}
