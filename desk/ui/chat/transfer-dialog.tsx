/**
 * Hand the chat to a colleague (online with room) or to a group (the visitor waits there if nobody
 * is free), with an optional note for them; the confirmation with its Undo is transfer-toast.tsx.
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { TransferLimits } from '../../../protocol';
import type { TransferReceipt } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $colleagues } from '../../state/live';
import { $me } from '../../state/session';
import { go } from '../../state/route';
import { showReceipt } from '../../state/transfer-receipt';
import { Dialog } from '../common/dialog';
import { errorMessage } from '../common/errors';
import { useAsync } from '../common/use-async';
import { Empty, ErrorState, Loading } from '../common/states';
import { button, errorText, field, muted, primary } from '../styles';

interface Group { groupId: string; groupName: string }

/** taken off the undo window shown here: the way back of the answer, and a click's way there */
const UNDO_MARGIN_MS = 1000;

export function TransferDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const t = useT();
  const me = useStore($me);
  const colleagues = useStore($colleagues).filter((c) => c.agentId !== me?.agentId);
  const groups = useAsync(() => call<{ groups: Group[] }>('groups/list').then((r) => r.groups), []);
  const [target, setTarget] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!target) { setError(t('transfer.pick')); return; }
    setBusy(true);
    setError('');
    const [kind, id] = target.split(':', 2) as ['agent' | 'group', string];
    const toName = kind === 'agent' ? colleagues.find((c) => c.agentId === id)?.nick ?? id
      : (groups.status === 'ready' ? groups.data.find((g) => g.groupId === id)?.groupName : undefined) ?? id;
    const text = note.trim();
    try {
      const r = await call<TransferReceipt>('chat/transfer', { sessionId, ...(kind === 'agent' ? { toAgentId: id } : { toGroupId: id }), ...(text ? { note: text } : {}) });
      // the deadline as this browser counts it: the clocks may differ, and the answer took a while
      showReceipt({ sessionId, transferId: r.transferId, toName, undoUntil: Date.now() + TransferLimits.undoMs - UNDO_MARGIN_MS });
      onClose();
      go('chats');
    } catch (err) {
      setError(errorMessage(t, err));
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('transfer.title')} onClose={onClose}>
      <form onSubmit={submit}>
        <fieldset>
          <legend>{t('transfer.agents')}</legend>
          {!colleagues.length ? <Empty>{t('transfer.noAgents')}</Empty> : colleagues.map((c) => (
            <label key={c.agentId} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              <input type="radio" name="target" value={`agent:${c.agentId}`} checked={target === `agent:${c.agentId}`}
                disabled={c.presence !== 'online' || c.load >= c.maxLoad} onChange={(e) => setTarget(e.currentTarget.value)} />
              {c.nick} — {t(`presence.${c.presence}`)} · {t('transfer.load', { load: c.load, max: c.maxLoad })}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('transfer.groups')}</legend>
          {groups.status === 'loading' ? <Loading /> : groups.status === 'error' ? <ErrorState message={errorMessage(t, groups.error)} retry={groups.reload} />
            : !groups.data.length ? <Empty>{t('transfer.noGroups')}</Empty> : groups.data.map((g) => (
              <label key={g.groupId} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                <input type="radio" name="target" value={`group:${g.groupId}`} checked={target === `group:${g.groupId}`} onChange={(e) => setTarget(e.currentTarget.value)} />
                {g.groupName}
              </label>
            ))}
        </fieldset>
        <label className={field} htmlFor={noteId}>
          <span>{t('transfer.note')}</span>
          <textarea id={noteId} value={note} maxLength={TransferLimits.noteMax} rows={3} dir="auto" aria-describedby={`${noteId}-count`}
            onChange={(e) => setNote(e.currentTarget.value)} />
          <small id={`${noteId}-count`} className={muted}>{t('transfer.noteCount', { count: [...note].length, max: TransferLimits.noteMax })}</small>
        </label>
        {error && <p role="alert" className={errorText}>{error}</p>}
        <div className="actions">
          <button type="button" className={button} onClick={onClose}>{t('action.cancel')}</button>
          <button type="submit" className={`${button} ${primary}`} disabled={busy}>{t('transfer.submit')}</button>
        </div>
      </form>
    </Dialog>
  );
}
