/**
 * One message (spec §3): an `article` named by its sender in the visitor's language, with the
 * avatar, the sender's name, a quoted reply (replyMsg), the body, a translation
 * (msgTransContent), a reference file, the time (spec §9 chat format) and, for the visitor's own
 * messages, the sending state (loading → success / failed with a retry, spec §4). System
 * notices (sender 4) are a centred line; sysType other than 1 is highlighted.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { DateFormats, LocalMsgKind, MsgStatus, SenderType, SysType } from '../../../../protocol';
import type { ChatItem } from '../../../state/messages';
import { $channelConfig } from '../../../state/config';
import { $chat } from '../../../state/chat';
import { $place } from '../../../state/place';
import { useT } from '../../../i18n/react';
import { formatDate } from '../../../format/date';
import { safeLink } from '../../../chat/links';
import { parseJson } from '../../../chat/context';
import { act } from '../../../chat/lazy';
import { MessageBody } from './MessageBody';
import { Avatar } from '../Avatar';
import { muted, textButton } from '../styles';
import { visuallyHidden } from '../../common/a11y';

const item = css`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  &[data-mine] {
    flex-direction: row-reverse;
  }
`;

const column = css`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  max-width: calc(100% - 48px);
  [data-mine] > & {
    max-width: 85%;
  }
  align-items: flex-start;
  [data-mine] > & {
    align-items: flex-end;
  }
`;

const meta = css`
  display: flex;
  align-items: center;
  gap: 6px;
  color: #646a73;
  font-size: 12px;
`;

const failedMark = css`
  color: #d83931;
  font-weight: 600;
`;

const bar = css`
  width: 160px;
  height: 6px;
  accent-color: var(--kefu-main-color);
`;

const flagNote = css`
  color: #c0362c;
`;

const spinner = css`
  width: 12px;
  height: 12px;
  border: 2px solid #dee0e3;
  border-block-start-color: var(--kefu-main-color);
  border-radius: 50%;
  animation: kefu-spin 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const quote = css`
  padding: 4px 8px;
  border-inline-start: 3px solid #c9cdd4;
  color: #646a73;
  font-size: 12px;
  background: rgba(255, 255, 255, 0.7);
  border-radius: 4px;
`;

const systemLine = css`
  align-self: center;
  max-width: 90%;
  padding: 4px 12px;
  border-radius: 12px;
  color: #646a73;
  background: #eceef1;
  font-size: 12px;
  text-align: center;
  &[data-highlight] {
    color: #ad5a00;
    background: #fff3e0;
  }
`;

/** The sender's role word (the start of the article's name) and display name. */
function useSender(m: ChatItem): { role: string; name: string } {
  const t = useT();
  const config = useStore($channelConfig);
  const agent = useStore($chat).agent;
  switch (m.senderType) {
    case SenderType.visitor: return { role: t('sender.visitor'), name: '' };
    case SenderType.robot: return { role: t('sender.robot'), name: m.senderName || config?.robotName || '' };
    case SenderType.system: return { role: t('sender.system'), name: '' };
    case SenderType.agent: return { role: t('sender.agent'), name: m.senderName || agent?.adminNick || '' };
    default:
      // spec §3: a sender with no type but a name is shown as an agent
      return m.senderName ? { role: t('sender.agent'), name: m.senderName } : { role: t('sender.system'), name: '' };
  }
}

export function Message({ m }: { m: ChatItem }) {
  const t = useT();
  const id = useId();
  const sender = useSender(m);
  const config = useStore($channelConfig);
  const visitorAvatar = useStore($place).query.avatar;
  const time = m.msgTime ? formatDate(m.msgTime, DateFormats.chat) : m.date ?? '';
  const name = [sender.role, sender.name].filter(Boolean).join(' ');
  if (m.senderType === SenderType.system || (m.senderType === undefined && !m.senderName)) {
    return (
      <article className={systemLine} dir="auto" aria-label={name} data-highlight={m.sysType !== undefined && m.sysType !== SysType.normal ? '' : undefined}>
        {m.msgContent}
      </article>
    );
  }
  const mine = m.senderType === SenderType.visitor;
  const reply = parseJson<{ msgContent?: string; senderName?: string } | null>(m.replyMsg, null);
  const ref = m.referenceFile;
  const refUrl = ref ? safeLink(ref.referenceFileUrl) : null;
  const avatar = mine ? visitorAvatar : m.senderType === SenderType.robot ? config?.robotIcon : m.faceUrl;
  const typing = m.msgType === LocalMsgKind.animation;
  // a file on its way: its name and progress until the stored copy (picture, player, card) arrives
  const uploading = mine && !m.msgContent && m.status !== MsgStatus.success && !!m.fileName;
  return (
    <article className={item} aria-labelledby={`${id}-who`} data-mine={mine ? '' : undefined} data-sender={m.senderType}>
      {mine && !avatar ? null : <Avatar url={avatar} name={sender.name || sender.role} />}
      <div className={column}>
        <span id={`${id}-who`} className={mine ? visuallyHidden : muted}>{name}</span>
        {reply?.msgContent ? <div className={quote}>{reply.senderName ? `${reply.senderName}: ` : ''}{reply.msgContent}</div> : null}
        {uploading ? <span className={muted}>{m.fileName}</span> : <MessageBody m={m} mine={mine} />}
        {uploading && m.progress !== undefined ? <progress className={bar} max={100} value={m.progress} aria-label={`${t('upload.progress')}: ${m.fileName ?? ''}`} /> : null}
        {m.msgTransContent ? <div className={quote} lang="">{t('message.translation')}: {m.msgTransContent}</div> : null}
        {ref && refUrl ? <a className={muted} href={refUrl} target="_blank" rel="noopener noreferrer">{t('message.reference')}: {ref.referenceFileName}</a> : null}
        {typing ? null : (
          <div className={meta}>
            {time ? <time>{time}</time> : null}
            {m.status === MsgStatus.loading && mine ? <span className={spinner} role="img" aria-label={t('message.sending')} /> : null}
            {mine && m.sensitiveFlag === 1 ? (
              <>
                <span className={failedMark} aria-hidden="true">!</span>
                <span className={flagNote}>{t('message.flagged', { words: m.sensitiveWords || '' })}</span>
              </>
            ) : null}
            {m.status === MsgStatus.failed ? (
              <>
                <span className={failedMark} role="img" aria-label={t('message.failed')}>!</span>
                <button type="button" className={cx(textButton)} onClick={() => act((a) => a.retrySend(m.key))}>{t('common.retry')}</button>
              </>
            ) : null}
          </div>
        )}
      </div>
    </article>
  );
}
