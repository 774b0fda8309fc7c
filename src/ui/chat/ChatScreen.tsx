/**
 * The chat screen (spec §2 "/index"): header, message list, footer. Starting the chat
 * (channelInfo, chatStart) happens here, once per attempt; a re-login or a retry starts again.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { useT } from '../../i18n/react';
import { $session, restartSession } from '../../state/session';
import { $channelConfig } from '../../state/config';
import { $embedded } from '../../state/ui';
import { $place } from '../../router';
import { startChat } from '../../chat-start';
import { Header } from '../common/Header';
import { Loading } from '../common/Loading';
import { control, visuallyHidden } from '../common/a11y';
import { screen } from '../common/ScreenShell';
import { MessageList } from './MessageList';
import { ChatFooter, sendButton } from './ChatFooter';

const main = css`
  position: relative;
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const failed = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 24px 16px;
  color: #4e5969;
`;

const retry = css`
  background: var(--kefu-main-color);
`;

export function ChatScreen() {
  const t = useT();
  const id = useId();
  const session = useStore($session);
  const config = useStore($channelConfig);
  const embedded = useStore($embedded);
  const { query } = useStore($place);
  const channelId = query.channelId;

  useEffect(() => {
    if (channelId) void startChat($place.get().query);
  }, [channelId, session.attempt]);

  // spec §2: the header shows only when navigationBarShowFlag is on (shown until the config says no).
  const showHeader = config?.navigationBarShowFlag !== 0;
  const ready = session.status === 'ready';
  return (
    <div className={screen}>
      {showHeader && <Header title={config?.titleDesc || t('screen.chat')} embedded={embedded} />}
      <section className={main} aria-labelledby={id}>
        <h2 id={id} className={visuallyHidden}>{t('screen.chat')}</h2>
        {(session.status === 'idle' || session.status === 'starting') && <Loading />}
        {session.status === 'error' && (
          <div className={failed}>
            <span>{t('chat.startFailed')}</span>
            <button type="button" className={cx(control, sendButton, retry)} onClick={restartSession}>{t('common.retry')}</button>
          </div>
        )}
        <MessageList />
      </section>
      <ChatFooter ready={ready} />
    </div>
  );
}
