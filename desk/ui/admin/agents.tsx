/** Agents: list, add, edit (nick, role, chat limit, groups, disabled, a new password). */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { DeskAgent } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { Dialog } from '../common/dialog';
import { button, field, inlineField, primary, small, table, tableWrap, tag, toolbar } from '../styles';
import { SaveFooter, useSaver } from './saver';

interface Group { groupId: string; groupName: string }

export function AgentsAdmin() {
  const t = useT();
  const data = useAsync(async () => {
    const [a, g] = await Promise.all([call<{ agents: DeskAgent[] }>('admin/agents/list'), call<{ groups: Group[] }>('admin/groups/list')]);
    return { agents: a.agents, groups: g.groups };
  }, []);
  const [editing, setEditing] = useState<DeskAgent | 'new' | null>(null);
  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <ErrorState message={errorMessage(t, data.error)} retry={data.reload} />;
  const { agents, groups } = data.data;
  const groupName = (id: string) => groups.find((g) => g.groupId === id)?.groupName ?? id;
  return (
    <>
      <div className={toolbar}><button type="button" className={`${button} ${primary}`} onClick={() => setEditing('new')}>{t('agents.add')}</button></div>
      {!agents.length ? <Empty>{t('agents.empty')}</Empty> : (
        <div className={tableWrap}>
          <table className={table}>
            <thead><tr><th scope="col">{t('agents.username')}</th><th scope="col">{t('agents.nick')}</th><th scope="col">{t('agents.role')}</th><th scope="col">{t('agents.maxLoad')}</th><th scope="col">{t('agents.groups')}</th><th scope="col">{t('inbox.actions')}</th></tr></thead>
            <tbody>
              {agents.map((a) => (
                <tr key={a.agentId}>
                  <td>{a.username} {a.disabled && <span className={tag}>{t('agents.disabled')}</span>}</td>
                  <td>{a.nick}</td>
                  <td>{a.role === 'admin' ? t('agents.roleAdmin') : t('agents.roleAgent')}</td>
                  <td>{a.maxLoad}</td>
                  <td>{a.groups.map(groupName).join(', ')}</td>
                  <td><button type="button" className={`${button} ${small}`} aria-label={t('action.editNamed', { name: a.nick })} onClick={() => setEditing(a)}>{t('action.edit')}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <AgentDialog agent={editing === 'new' ? null : editing} groups={groups} onClose={() => setEditing(null)} onDone={() => { setEditing(null); data.reload(); }} />}
    </>
  );
}

function AgentDialog({ agent, groups, onClose, onDone }: { agent: DeskAgent | null; groups: Group[]; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [f, setF] = useState({
    username: agent?.username ?? '', password: '', nick: agent?.nick ?? '', role: agent?.role ?? 'agent',
    maxLoad: agent?.maxLoad ?? 5, groups: agent?.groups ?? [], disabled: agent?.disabled ?? false,
  });
  const saver = useSaver();
  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((o) => ({ ...o, [k]: v }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const common = { nick: f.nick, role: f.role, maxLoad: Number(f.maxLoad), groups: f.groups };
    const ok = await saver.run(() => (agent
      ? call('admin/agents/update', { agentId: agent.agentId, ...common, disabled: f.disabled, ...(f.password ? { password: f.password } : {}) })
      : call('admin/agents/create', { username: f.username, password: f.password, ...common })));
    if (ok) onDone();
  }
  return (
    <Dialog title={agent ? t('agents.editTitle', { name: agent.nick }) : t('agents.add')} onClose={onClose}>
      <form onSubmit={submit}>
        {!agent && <label className={field}><span>{t('agents.username')}</span><input required minLength={3} maxLength={64} value={f.username} onChange={(e) => set('username', e.currentTarget.value)} autoComplete="off" /></label>}
        <label className={field}><span>{agent ? t('agents.newPassword') : t('login.password')}</span><input type="password" required={!agent} minLength={8} value={f.password} onChange={(e) => set('password', e.currentTarget.value)} autoComplete="new-password" /></label>
        <label className={field}><span>{t('agents.nick')}</span><input required maxLength={50} value={f.nick} onChange={(e) => set('nick', e.currentTarget.value)} /></label>
        <label className={field}><span>{t('agents.role')}</span>
          <select value={f.role} onChange={(e) => set('role', e.currentTarget.value as 'agent' | 'admin')}>
            <option value="agent">{t('agents.roleAgent')}</option><option value="admin">{t('agents.roleAdmin')}</option>
          </select>
        </label>
        <label className={field}><span>{t('agents.maxLoad')}</span><input type="number" min={1} max={100} value={f.maxLoad} onChange={(e) => set('maxLoad', Number(e.currentTarget.value))} /></label>
        <fieldset>
          <legend>{t('agents.groups')}</legend>
          {groups.map((g) => (
            <label key={g.groupId} className={inlineField} style={{ marginInlineEnd: 12 }}>
              <input type="checkbox" checked={f.groups.includes(g.groupId)} onChange={(e) => set('groups', e.currentTarget.checked ? [...f.groups, g.groupId] : f.groups.filter((x) => x !== g.groupId))} />
              {g.groupName}
            </label>
          ))}
        </fieldset>
        {agent && <label className={inlineField}><input type="checkbox" checked={f.disabled} onChange={(e) => set('disabled', e.currentTarget.checked)} />{t('agents.disabled')}</label>}
        <SaveFooter saver={saver} onClose={onClose} />
      </form>
    </Dialog>
  );
}
