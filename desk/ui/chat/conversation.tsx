/**
 * One open chat: its actions (invite evaluation, transfer, close; dismiss once ended), the whole
 * history live, the visitor's typing preview, and the reply box.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $activeSession, $connections, $evaluations, $messages, $typing, dismissChat, markRead, openConversation } from '../../state/live';
import { fetchSessionTags } from '../../state/tags';
import type { LiveChat } from '../../state/reduce';
import { routeHref } from '../../state/route';
import { errorMessage } from '../common/errors';
import { visitorLabel } from '../common/visitor';
import { ErrorState, Loading } from '../common/states';
import { Dialog } from '../common/dialog';
import { button, convHeader, conversation, danger, errorText, muted, tag, typingLine, warnTag } from '../styles';
import { MessageList } from './message-list';
import { ReplyBox } from './reply-box';
import { TransferDialog } from './transfer-dialog';
import { TagEditor } from '../tags/tag-editor';

const NO_TAGS: readonly string[] = [];

export function Conversation({ chat }: { chat: LiveChat }) {
  const t = useT();
  const messages = useStore($messages)[chat.sessionId];
  const typing = useStore($typing)[chat.sessionId];
  const evaluation = useStore($evaluations)[chat.sessionId];
  const connections = useStore($connections);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  const [dialog, setDialog] = useState<'transfer' | 'close' | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const ended = chat.ended !== undefined;
  const name = visitorLabel(t, chat);

  useEffect(() => {
    $activeSession.set(chat.sessionId);
    setLoadError(null);
    openConversation(chat.sessionId).catch(setLoadError);
    const onVisible = () => { if (document.visibilityState === 'visible') void markRead(chat.sessionId); };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      if ($activeSession.get() === chat.sessionId) $activeSession.set(null);
    };
  }, [chat.sessionId, round]);

  // the chat's tags (docs/desk.md "Tags"), again after a reconnect: changes may have been missed
  useEffect(() => { fetchSessionTags(chat.sessionId).catch(() => undefined); }, [chat.sessionId, connections]);

  async function act(path: string, done: string) {
    setError('');
    setNotice('');
    try {
      await call(path, { sessionId: chat.sessionId });
      setNotice(done);
    } catch (err) {
      setError(errorMessage(t, err));
    }
  }

  const typingNow = typing && Date.now() - typing.at < 8000 ? typing.preview : '';
  return (
    <section className={conversation} aria-labelledby="conv-title">
      <div className={convHeader}>
        <a className="desk-back" href={routeHref('chats')}>{t('chat.back')}</a>
        <h2 id="conv-title">{t('chat.with', { name })}</h2>
        {ended && <span className={tag}>{t('chat.ended')}</span>}
        {!ended && chat.agentOverdue && <span className={`${tag} ${warnTag}`}>{t('chat.overdue')}</span>}
        <TagEditor sessionId={chat.sessionId} tags={NO_TAGS} />
        {!ended && <>
          <button type="button" className={button} onClick={() => void act('chat/inviteEvaluation', t('chat.evaluationSent'))}>{t('chat.inviteEvaluation')}</button>
          <button type="button" className={button} onClick={() => setDialog('transfer')}>{t('chat.transfer')}</button>
          <button type="button" className={`${button} ${danger}`} onClick={() => setDialog('close')}>{t('chat.close')}</button>
        </>}
        {ended && <button type="button" className={button} onClick={() => dismissChat(chat.sessionId)}>{t('chat.dismiss')}</button>}
      </div>
      {loadError && !messages ? <ErrorState message={errorMessage(t, loadError)} retry={() => setRound((r) => r + 1)} />
        : !messages ? <Loading label={t('chat.loading')} />
        : <MessageList messages={messages} />}
      <div className={typingLine}>
        {!ended && typingNow ? <span>{t('chat.typingPreview', { name })} <q>{typingNow}</q></span> : ''}
        {evaluation && <span className={muted}>{t('chat.evaluated', { star: evaluation.star ?? '–' })} {evaluation.content}</span>}
        <span role="status" className={muted}>{notice}</span>
        {error && <span role="alert" className={errorText}>{error}</span>}
      </div>
      <ReplyBox chat={chat} />
      {dialog === 'transfer' && <TransferDialog sessionId={chat.sessionId} onClose={() => setDialog(null)} />}
      {dialog === 'close' && (
        <Dialog title={t('chat.closeConfirmTitle')} onClose={() => setDialog(null)}>
          <p>{t('chat.closeConfirm', { name })}</p>
          <div className="actions">
            <button type="button" className={button} onClick={() => setDialog(null)}>{t('action.cancel')}</button>
            <button type="button" className={`${button} ${danger}`} onClick={() => { setDialog(null); void act('chat/close', t('chat.closed')); }}>{t('chat.closeConfirmYes')}</button>
          </div>
        </Dialog>
      )}
    </section>
  );
}
