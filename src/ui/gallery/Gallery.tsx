/**
 * `/chat_online/gallery` (dev and test builds only, notes/style.md "Screens"): every message
 * type and state from fixtures, and the chat's bars, in the widget's real components. Browser
 * tests screenshot it and run axe-core on it.
 */
import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { $channelConfig } from '../../state/config';
import { $messages, addMessages } from '../../state/messages';
import { GALLERY_CONFIG, GALLERY_MESSAGES } from './fixtures';
import { MessageList } from '../chat/MessageList';
import { NoticeBar } from '../chat/NoticeBar';
import { QuickMenu } from '../chat/QuickMenu';
import SidePanel from '../chat/SidePanel';
import { ChatHeader } from '../chat/ChatHeader';
import { screen } from '../common/ScreenShell';
import { QueueStatus } from '../chat/QueueStatus';
import { AgentRating } from '../chat/evaluation/AgentRating';
import { RobotRating } from '../chat/evaluation/RobotRating';
import { LeaveMessageForm } from '../leave-message/LeaveMessageForm';
import FooterMenu from '../chat/footer-menu/FooterMenu';
import { patchSession } from '../../state/session';
import { patchChat } from '../../state/chat';
import { UserStatus } from '../../../protocol';
import { GALLERY_EVALUATION } from './fixtures';

const layout = css`
  display: flex;
  flex: 1;
  min-height: 0;
  > :first-child {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-width: 0;
  }
  aside {
    width: 260px;
    overflow: auto;
  }
`;

const forms = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 16px;
  padding: 16px;
  border-block-start: 1px solid #e5e6eb;
  > div {
    position: relative;
    padding: 12px;
    border: 1px solid #e5e6eb;
    border-radius: 8px;
  }
`;

export default function Gallery() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    $channelConfig.set(GALLERY_CONFIG);
    $messages.set([]);
    addMessages(GALLERY_MESSAGES);
    // the states of manual service: queued at place 2 (the queue bar), the footer menu
    patchSession({ userStatus: UserStatus.queued });
    patchChat({ waitIndex: 2 });
    setReady(true);
  }, []);
  if (!ready) return null;
  return (
    <div className={screen} data-gallery="">
      <ChatHeader title="Gallery" onPanel={null} />
      <NoticeBar text={GALLERY_CONFIG.noticeMsg ?? ''} />
      <main className={layout} aria-label="Gallery">
        <div>
          <MessageList title="Gallery" />
          <QuickMenu />
        </div>
        <aside aria-label="Side panel"><SidePanel /></aside>
      </main>
      <QueueStatus />
      <section className={forms} aria-label="Forms">
        <div><FooterMenu insert={() => undefined} input={{ current: null }} /></div>
        <div><AgentRating info={GALLERY_EVALUATION} onSubmit={async () => false} /></div>
        <div><RobotRating info={GALLERY_EVALUATION} onSubmit={async () => false} /></div>
        <div><LeaveMessageForm onSent={() => undefined} /></div>
      </section>
    </div>
  );
}
