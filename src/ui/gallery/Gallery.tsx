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

export default function Gallery() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    $channelConfig.set(GALLERY_CONFIG);
    $messages.set([]);
    addMessages(GALLERY_MESSAGES);
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
    </div>
  );
}
