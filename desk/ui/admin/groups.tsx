/** Groups: list with members, add, rename and change members, delete (channels listing it stop offering it). */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { DeskAgent } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { Dialog } from '../common/dialog';
import { button, danger, field, inlineField, primary, small, table, tableWrap, toolbar } from '../styles';
import { SaveFooter, SaveMessage, useSaver } from './saver';

interface Group { groupId: string; groupName: string; members: string[] }

export function GroupsAdmin() {
  const t = useT();
  const data = useAsync(async () => {
    const [g, a] = await Promise.all([call<{ groups: Group[] }>('admin/groups/list'), call<{ agents: DeskAgent[] }>('admin/agents/list')]);
    return { groups: g.groups, agents: a.agents };
  }, []);
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const saver = useSaver();
  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <ErrorState message={errorMessage(t, data.error)} retry={data.reload} />;
  const { groups, agents } = data.data;
  const nick = (id: string) => agents.find((a) => a.agentId === id)?.nick ?? id;
  return (
    <>
      <div className={toolbar}><button type="button" className={`${button} ${primary}`} onClick={() => setEditing('new')}>{t('groups.add')}</button><SaveMessage message={saver.message} /></div>
      {!groups.length ? <Empty>{t('groups.empty')}</Empty> : (
        <div className={tableWrap}>
          <table className={table}>
            <thead><tr><th scope="col">{t('groups.name')}</th><th scope="col">{t('groups.members')}</th><th scope="col">{t('inbox.actions')}</th></tr></thead>
            <tbody>
              {groups.map((g) => (
                <tr key={g.groupId}>
                  <td>{g.groupName}</td>
                  <td>{g.members.map(nick).join(', ')}</td>
                  <td style={{ display: 'flex', gap: 6 }}>
                    <button type="button" className={`${button} ${small}`} aria-label={t('action.editNamed', { name: g.groupName })} onClick={() => setEditing(g)}>{t('action.edit')}</button>
                    <button type="button" className={`${button} ${small} ${danger}`} aria-label={t('action.deleteNamed', { name: g.groupName })}
                      onClick={() => { if (confirm(t('action.confirmDelete', { name: g.groupName }))) void saver.run(() => call('admin/groups/delete', { groupId: g.groupId })).then(data.reload); }}>{t('action.delete')}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <GroupDialog group={editing === 'new' ? null : editing} agents={agents} onClose={() => setEditing(null)} onDone={() => { setEditing(null); data.reload(); }} />}
    </>
  );
}

function GroupDialog({ group, agents, onClose, onDone }: { group: Group | null; agents: DeskAgent[]; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [name, setName] = useState(group?.groupName ?? '');
  const [members, setMembers] = useState<string[]>(group?.members ?? []);
  const saver = useSaver();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const ok = await saver.run(() => (group
      ? call('admin/groups/update', { groupId: group.groupId, groupName: name, members })
      : call('admin/groups/create', { groupName: name, members })));
    if (ok) onDone();
  }
  return (
    <Dialog title={group ? t('groups.editTitle', { name: group.groupName }) : t('groups.add')} onClose={onClose}>
      <form onSubmit={submit}>
        <label className={field}><span>{t('groups.name')}</span><input required maxLength={50} value={name} onChange={(e) => setName(e.currentTarget.value)} /></label>
        <fieldset>
          <legend>{t('groups.members')}</legend>
          {agents.map((a) => (
            <label key={a.agentId} className={inlineField} style={{ marginInlineEnd: 12 }}>
              <input type="checkbox" checked={members.includes(a.agentId)} onChange={(e) => setMembers(e.currentTarget.checked ? [...members, a.agentId] : members.filter((x) => x !== a.agentId))} />
              {a.nick}
            </label>
          ))}
        </fieldset>
        <SaveFooter saver={saver} onClose={onClose} />
      </form>
    </Dialog>
  );
}
