/**
 * One colleague's live chat as an admin supervises it: the log as it happens (read-only, internal
 * notes included), a note to the agent (staff only, never shown to the visitor), and taking the
 * chat over or passing it to another agent. The server re-checks the admin role on each call.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { DeskLimits } from '../../../protocol';
import type { DeskConversationDetail, DeskMessage } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $colleagues } from '../../state/live';
import { $me } from '../../state/session';
import { go, routeHref } from '../../state/route';
import { $watchEvent, watchChat } from '../../state/watch';
import { errorMessage } from '../common/errors';
import { visitorLabel } from '../common/visitor';
import { ErrorState, Loading } from '../common/states';
import { useAsync } from '../common/use-async';
import { MessageList } from '../chat/message-list';
import { button, errorText, field, muted, primary, tag } from '../styles';
import { detailHead } from '../conversations/styles';

/** The log with a watched message added or recalled: one row per message, in seq order. */
export function withWatched(list: readonly DeskMessage[], m: DeskMessage): DeskMessage[] {
  if (list.some((x) => x.msgId === m.msgId)) return list.map((x) => (x.msgId === m.msgId ? m : x));
  return [...list, m].sort((a, b) => a.seq - b.seq);
}

export function WatchView({ sessionId, onMoved }: { sessionId: string; onMoved: () => void }) {
  const t = useT();
  const me = useStore($me);
  const colleagues = useStore($colleagues);
  const detail = useAsync(() => call<DeskConversationDetail>('conversations/get', { sessionId }), [sessionId]);
  const [messages, setMessages] = useState<readonly DeskMessage[]>([]);
  const [note, setNote] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState<'' | 'note' | 'take' | 'pass'>('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const { reload } = detail;

  useEffect(() => watchChat(sessionId), [sessionId]);
  // each load replaces the log (live additions since are in it); useAsync's object is new on every render
  const loaded = detail.status === 'ready' ? detail.data : null;
  useEffect(() => { if (loaded) setMessages(loaded.messages); }, [loaded]);
  useEffect(() => $watchEvent.listen((e) => {
    if (!e || e.sessionId !== sessionId) return;
    if (e.kind === 'message') setMessages((list) => withWatched(list, e.message));
    else if (e.kind === 'recalled') setMessages((list) => list.map((m) => (m.msgId === e.msgId ? { ...m, recallFlag: 1 } : m)));
    else {
      reload();
      onMoved();
    }
  }), [sessionId, reload, onMoved]);

  async function act(kind: 'note' | 'take' | 'pass', e?: FormEvent) {
    e?.preventDefault();
    setBusy(kind);
    setError('');
    setDone('');
    try {
      if (kind === 'note') {
        await call('admin/supervise/note', { sessionId, msgContent: note });
        setNote('');
        setDone(t('team.noteSent'));
      } else if (kind === 'take') {
        await call('admin/supervise/takeOver', { sessionId });
        go('chats', sessionId);
      } else {
        await call('admin/supervise/reassign', { sessionId, toAgentId: to });
        setDone(t('team.reassigned', { name: colleagues.find((c) => c.agentId === to)?.nick ?? '' }));
        reload();
        onMoved();
      }
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setBusy('');
    }
  }

  if (detail.status === 'loading') return <Loading />;
  if (detail.status === 'error') return <ErrorState message={errorMessage(t, detail.error)} retry={reload} />;
  const c = detail.data.conversation;
  const live = c.status === 'manual';
  const others = colleagues.filter((x) => x.agentId !== c.adminId && x.presence !== 'offline');
  return (
    <>
      <div className={detailHead}>
        <a className="desk-back" href={routeHref('team')}>{t('team.back')}</a>
        <h2 id="watch-title" tabIndex={-1} dir="auto">{t('team.watchTitle', { name: visitorLabel(t, c), agent: c.adminNick ?? '' })}</h2>
        <p className={muted} style={{ margin: 0 }}>{live ? t('team.readOnly') : t('team.notLive')}</p>
        {live && (
          <>
            <form onSubmit={(e) => void act('note', e)} style={{ display: 'grid', gap: 6 }}>
              <label className={field}><span>{t('team.note')}</span>
                <textarea rows={2} maxLength={DeskLimits.messageMax} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
              </label>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' }}>
                <button type="submit" className={button} disabled={busy !== '' || !note.trim()}>{t('team.sendNote')}</button>
                {c.adminId !== me?.agentId && <button type="button" className={`${button} ${primary}`} disabled={busy !== ''} onClick={() => void act('take')}>{t('team.takeOver')}</button>}
                <label className={field}><span>{t('team.passTo')}</span>
                  <select value={to} onChange={(e) => setTo(e.currentTarget.value)}>
                    <option value="">{t('team.choose')}</option>
                    {others.map((x) => <option key={x.agentId} value={x.agentId}>{x.nick} ({t('team.load', { load: x.load, max: x.maxLoad })})</option>)}
                  </select>
                </label>
                <button type="button" className={button} disabled={busy !== '' || !to} onClick={() => void act('pass')}>{t('team.pass')}</button>
              </div>
            </form>
          </>
        )}
        {done && <p role="status" className={tag}>{done}</p>}
        {error && <p role="alert" className={errorText}>{error}</p>}
      </div>
      <MessageList messages={messages} readOnly />
    </>
  );
}
