/**
 * spec §2 work-order detail: /workorder?woId&token (the mailed link: woinfo with the link token,
 * sent as the `token` header and in the body, spec §7) and the mobile work-order page
 * (/mobileWorkorder?woId&userId[&token]: getOrderInfo; without a token the visitor's own identity
 * decides — the chat's channelId or the stored identity of tenantId). Title, created time, the
 * sanitised content, attachments with previews, customer name and phone, custom fields, the
 * reply history, and a Reply button opening the "reply work order" dialog (addReplay, submit
 * disabled while empty); success says so ("operation successful" on mobile) and reloads the
 * order. A wrong or missing token shows an error and nothing of the order.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { WorkOrder } from '../../../protocol';
import { api, ApiError } from '../../api/client';
import { useT } from '../../i18n/react';
import { $place } from '../../state/place';
import { restartSession } from '../../state/session';
import { woLocalId } from '../../chat/fields';
import { userRef } from '../../chat/context';
import { ScreenShell } from '../common/ScreenShell';
import { Loading } from '../common/Loading';
import { control } from '../common/a11y';
import { sendButton } from '../chat/ChatFooter';
import { OrderView, ReplyDialog, primary, refusalText, sayRefusal, successToast, useShownLayout } from './WorkOrderView';
import { useIdentity } from './identity';

const replyBar = css`
  display: flex;
  justify-content: flex-end;
  margin-block-start: 16px;
  [data-layout='mobile'] & button {
    flex: 1;
  }
`;

type Loaded = { state: 'loading' } | { state: 'failed'; text: string; retry: boolean } | { state: 'ready'; wo: WorkOrder };

const isOrder = (x: unknown): x is WorkOrder => !!x && typeof x === 'object' && 'woId' in x;

export default function WorkOrderScreen() {
  const t = useT();
  const { route, query } = useStore($place);
  const mobile = useShownLayout() === 'mobile' || route === 'mobileWorkorder';
  const woId = query.woId?.trim() ?? '';
  const token = query.token?.trim() ?? '';
  // the link token decides; without one (mobile variant) the visitor's own identity
  const identity = useIdentity(query, !token);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [reload, setReload] = useState(0);
  const [replying, setReplying] = useState(false);
  const replyId = useRef<string | null>(null);
  const canLoad = !!token || identity === 'ready';

  useEffect(() => {
    if (!canLoad || !woId) return undefined;
    let live = true;
    if (reload === 0) setLoaded({ state: 'loading' });
    const call = route === 'mobileWorkorder'
      // the visitor token decides who asks (a userId that is not its visitor is refused): the
      // session's userId when there is one, else the link's
      ? api('getOrderInfo', { id: woId, ...(userRef().userId ? userRef() : query.userId ? { userId: query.userId } : {}), ...(token ? { token } : {}) })
      : api('woinfo', { id: woId, token });
    call.then(
      (wo) => {
        if (!live) return;
        setLoaded(isOrder(wo) ? { state: 'ready', wo } : { state: 'failed', text: t('wo.notFound'), retry: false });
      },
      (err: unknown) => {
        if (!live) return;
        // the server answers a wrong token exactly like a missing order: say only that
        if (err instanceof ApiError && (err.code === 404 || err.code === 403 || err.code === 400)) setLoaded({ state: 'failed', text: t('wo.notFound'), retry: false });
        else setLoaded({ state: 'failed', text: refusalText(err) ?? t('wo.loadFailed'), retry: true });
      },
    );
    return () => { live = false; };
  }, [woId, token, canLoad, reload, route]);

  const send = async (handleContent: string): Promise<boolean> => {
    replyId.current ??= woLocalId('woReply');
    try {
      await api('addReplay', { woId, handleContent, localId: replyId.current, ...(token ? { token } : {}) });
    } catch (err) {
      sayRefusal(err);
      return false;
    }
    replyId.current = null;
    successToast(t, mobile);
    setReload((n) => n + 1);
    return true;
  };

  let body;
  if (!token && identity === 'none') body = <p role="alert">{t('wo.openFromChat')}</p>;
  else if (!token && identity === 'error') {
    body = (
      <div role="alert">
        <p>{t('chat.startFailed')}</p>
        <button type="button" className={cx(control, sendButton, primary)} onClick={restartSession}>{t('common.retry')}</button>
      </div>
    );
  } else if (loaded.state === 'loading') body = <Loading />;
  else if (loaded.state === 'failed') {
    body = (
      <div role="alert" data-wo-error="">
        <p>{loaded.text}</p>
        {loaded.retry ? <button type="button" className={cx(control, sendButton, primary)} onClick={() => { setLoaded({ state: 'loading' }); setReload((n) => n + 1); }}>{t('common.retry')}</button> : null}
      </div>
    );
  } else {
    body = (
      <>
        <OrderView wo={loaded.wo} />
        <div className={replyBar}>
          <button type="button" className={cx(control, sendButton, primary)} onClick={() => setReplying(true)}>{t('wo.reply')}</button>
        </div>
      </>
    );
  }
  return (
    <ScreenShell heading={t('screen.workOrder')}>
      {body}
      {replying ? <ReplyDialog onClose={() => setReplying(false)} send={send} /> : null}
    </ScreenShell>
  );
}
