/**
 * The groups a visitor may choose from before a transfer (spec §3 groupConfig: a list of
 * {groupId, groupName}; shown when "Let the visitor choose a group" is on): the tenant's groups
 * (groups/list) as switches, each chosen one with the name visitors see (empty: the group's own).
 */
import { call } from '../../../api/client';
import { useT } from '../../../i18n/react';
import { useAsync } from '../../common/use-async';
import { errorMessage } from '../../common/errors';
import { CheckField, TextField } from './controls';
import { asList } from './models';
import type { StructProps } from './menu-sections';
import { listBox } from './styles';
import { controlIdOf } from './paths';

interface Group { groupId: string; groupName: string }

export function GroupsEditor({ structs, onStruct }: StructProps) {
  const t = useT();
  const groups = useAsync(() => call<{ groups: Group[] }>('groups/list').then((r) => r.groups), []);
  let stored = structs.groupConfig;
  if (typeof stored === 'string') {
    try { stored = JSON.parse(stored) as unknown; } catch { stored = []; }
  }
  const chosen = asList(stored);
  const index = (gid: string) => chosen.findIndex((c) => String(c.groupId) === gid);
  const listId = controlIdOf(['groupConfig']);
  const all: Group[] = groups.status === 'ready' ? groups.data : [];
  // a chosen group the tenant no longer has stays listed (by id) until it is switched off
  const unknown = chosen.filter((c) => !all.some((g) => g.groupId === String(c.groupId))).map((c) => ({ groupId: String(c.groupId), groupName: String(c.groupName ?? c.groupId) }));
  function toggle(g: Group, on: boolean) {
    const next = on ? [...chosen, { groupId: g.groupId, groupName: g.groupName }] : chosen.filter((c) => String(c.groupId) !== g.groupId);
    const removed = index(g.groupId);
    onStruct('groupConfig', next, on ? undefined : { path: [], kind: 'remove', index: removed });
  }
  return (
    <div className={listBox} role="group" aria-labelledby={`${listId}-title`} id={listId} tabIndex={-1} aria-describedby={`${listId}-hint`}>
      <strong id={`${listId}-title`}>{t('channels.groups.title')}</strong>
      <p id={`${listId}-hint`} className="hint">{t('channels.groups.hint')}</p>
      {groups.status === 'loading' && <p className="hint">{t('state.loading')}</p>}
      {groups.status === 'error' && <p className="error">{errorMessage(t, groups.error)}</p>}
      {groups.status === 'ready' && !all.length && <p className="hint">{t('channels.groups.none')}</p>}
      <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {[...all, ...unknown].map((g) => {
          const i = index(g.groupId);
          return (
            <div key={g.groupId} style={{ display: 'grid', gap: 4 }}>
              <CheckField id={`${listId}-g-${g.groupId}`} label={t('channels.groups.offer', { name: g.groupName })} checked={i >= 0} onChange={(v) => toggle(g, v)} />
              {i >= 0 && (
                <TextField id={controlIdOf(['groupConfig', i, 'groupName'])} max={50} label={t('channels.groups.shownAs', { name: g.groupName })} hint={t('channels.groups.shownAsHint')}
                  value={String(chosen[i]!.groupName ?? '')} onChange={(v) => onStruct('groupConfig', chosen.map((c, j) => (j === i ? { ...c, groupName: v } : c)))} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
