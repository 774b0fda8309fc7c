/**
 * The chats screen: waiting visitors and the agent's chats on one side, the open conversation in
 * the middle, the visitor's profile on the other side. On narrow screens one of the first two
 * at a time (the conversation has a way back).
 */
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react';
import { $chats, $listsState } from '../../state/live';
import { Empty, Loading } from '../common/states';
import { chatsLayout, listsPane } from '../styles';
import { QueueList } from './queue-list';
import { ChatList } from './chat-list';
import { ColleagueList } from './colleague-list';
import { Conversation } from './conversation';
import { VisitorPanel } from './visitor-panel';
import { TransferToast } from './transfer-toast';

export function ChatsScreen({ sessionId }: { sessionId: string | null }) {
  const t = useT();
  const chats = useStore($chats);
  const lists = useStore($listsState);
  const chat = sessionId ? chats.find((c) => c.sessionId === sessionId) ?? null : null;
  return (
    <div className={chatsLayout} data-open={chat ? 'true' : 'false'}>
      <div className={`${listsPane} desk-lists`}>
        <QueueList />
        <ChatList activeId={chat?.sessionId ?? null} />
        <ColleagueList />
      </div>
      <div className="desk-conversation" style={{ minHeight: 0 }}>
        {chat
          ? <Conversation key={chat.sessionId} chat={chat} />
          : lists === 'loading' && sessionId ? <Loading /> : <Empty>{sessionId ? t('chat.notYours') : t('chat.choose')}</Empty>}
      </div>
      {chat && <VisitorPanel key={chat.userId} userId={chat.userId} currentSessionId={chat.sessionId} />}
      <TransferToast />
    </div>
  );
}
