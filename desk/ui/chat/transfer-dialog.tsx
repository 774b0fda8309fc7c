/** Hand the chat to a colleague (online with room) or to a group (the visitor waits there if nobody is free). */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $colleagues } from '../../state/live';
import { $me } from '../../state/session';
import { go } from '../../state/route';
import { Dialog } from '../common/dialog';
import { errorMessage } from '../common/errors';
import { useAsync } from '../common/use-async';
import { Empty, ErrorState, Loading } from '../common/states';
import { button, errorText, primary } from '../styles';

interface Group { groupId: string; groupName: string }

export function TransferDialog({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const t = useT();
  const me = useStore($me);
  const colleagues = useStore($colleagues).filter((c) => c.agentId !== me?.agentId);
  const groups = useAsync(() => call<{ groups: Group[] }>('groups/list').then((r) => r.groups), []);
  const [target, setTarget] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!target) { setError(t('transfer.pick')); return; }
    setBusy(true);
    setError('');
    const [kind, id] = target.split(':', 2) as ['agent' | 'group', string];
    try {
      await call('chat/transfer', kind === 'agent' ? { sessionId, toAgentId: id } : { sessionId, toGroupId: id });
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
        {error && <p role="alert" className={errorText}>{error}</p>}
        <div className="actions">
          <button type="button" className={button} onClick={onClose}>{t('action.cancel')}</button>
          <button type="submit" className={`${button} ${primary}`} disabled={busy}>{t('transfer.submit')}</button>
        </div>
      </form>
    </Dialog>
  );
}
