/**
 * spec §2 leave-message page (/leaveMsg full page, /leaveMessage in a frame, always the mobile
 * variant): the configured title, the tip, the form and the visitor's earlier messages. Reached
 * from the chat (nobody online) the visitor is known already; opened on its own it identifies the
 * visitor first (chatStart without the chat's start routine). With leaveMsgType 2 the page is
 * the work-order form (src/ui/work-order/WorkOrderForm.tsx) with the visitor's orders.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../i18n/react';
import { $session, restartSession } from '../../state/session';
import { $channelConfig } from '../../state/config';
import { $place, navigate } from '../../state/place';
import { on } from '../../chat/context';
import { startChat } from '../../chat/init';
import { ScreenShell } from '../common/ScreenShell';
import { Loading } from '../common/Loading';
import { textButton } from '../chat/styles';
import { sendButton } from '../chat/ChatFooter';
import { control } from '../common/a11y';
import LeaveMessagePanel from './LeaveMessagePanel';
import { WorkOrderForm } from '../work-order/WorkOrderForm';
import { LeaveMsgType } from '../../chat/wo-codes';

const back = css`
  margin-block-start: 16px;
`;

export default function LeaveMessageScreen() {
  const t = useT();
  const session = useStore($session);
  const config = useStore($channelConfig);
  const { query } = useStore($place);
  useEffect(() => {
    if ($session.get().status === 'idle' && query.channelId) void startChat(query, false);
  }, [query.channelId, session.attempt]);
  const heading = config?.leaveMsgTitle || t('screen.leaveMessage');
  let body;
  if (session.status === 'error') {
    body = (
      <div role="alert">
        <p>{t('chat.startFailed')}</p>
        <button type="button" className={cx(control, sendButton)} onClick={restartSession}>{t('common.retry')}</button>
      </div>
    );
  } else if (session.status !== 'ready' || !config) body = <Loading />;
  else if (!on(config.leaveMsgMode)) body = <p>{t('leave.off')}</p>;
  // spec §2: leaveMsgType 2 is the work-order form; type 1 (and anything else) the simple one
  else if (Number(config.leaveMsgType) === LeaveMsgType.workOrder) body = <WorkOrderForm />;
  else body = <LeaveMessagePanel />;
  return (
    <ScreenShell heading={heading}>
      {body}
      {query.channelId ? (
        <div className={back}>
          <button type="button" className={cx(control, textButton)} onClick={() => navigate('index', { channelId: query.channelId ?? '', ...(query.locale ? { locale: query.locale } : {}) })}>{t('leave.backToChat')}</button>
        </div>
      ) : null}
    </ScreenShell>
  );
}
