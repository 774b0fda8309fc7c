/**
 * The Conversations list's controls: the views (mine, queue, open, closed, rated low, all) as
 * toggle buttons, the full-text search, and the filters in a disclosure (channel, agent, group,
 * tag, rating, status, date range) so a phone keeps room for the list.
 */
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ConversationLimits, ConversationStatus } from '../../../protocol';
import { useT } from '../../i18n/react';
import { $colleagues } from '../../state/live';
import { $tags } from '../../state/tags';
import { EMPTY_FILTER, isFiltered, statusKey, VIEWS } from '../../state/conversations';
import type { ConversationFilter } from '../../state/conversations';
import { button, field, small, woFilters } from '../styles';
import { viewBar } from './styles';

interface Props {
  filter: ConversationFilter;
  onChange: (f: ConversationFilter) => void;
  /** channels to offer (those seen so far, and the chosen one) */
  channels: readonly string[];
  groups: readonly { groupId: string; groupName: string }[];
}

export function ConversationFilters({ filter, onChange, channels, groups }: Props) {
  const t = useT();
  const colleagues = useStore($colleagues);
  const tags = useStore($tags);
  const [search, setSearch] = useState(filter.q);
  const set = <K extends keyof ConversationFilter>(k: K, v: ConversationFilter[K]) => onChange({ ...filter, [k]: v });
  function submit(e: FormEvent) {
    e.preventDefault();
    set('q', search);
  }
  const narrowed = [filter.channelId, filter.agentId, filter.groupId, filter.tagId, filter.star !== '' ? 'x' : '', filter.status, filter.from, filter.to].filter(Boolean).length;
  return (
    <>
      <div className={viewBar} role="group" aria-label={t('conv.views')}>
        {VIEWS.map((v) => (
          <button key={v} type="button" className={`${button} ${small}`} aria-pressed={filter.view === v} onClick={() => set('view', v)}>{t(`conv.view.${v}`)}</button>
        ))}
      </div>
      <form role="search" aria-label={t('conv.searchLabel')} className={woFilters} onSubmit={submit}>
        <div className="wide search">
          <label className={field}><span>{t('conv.search')}</span>
            <input type="search" maxLength={ConversationLimits.queryMax} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          </label>
          <button type="submit" className={button}>{t('conv.searchSubmit')}</button>
        </div>
      </form>
      <details>
        <summary>{narrowed ? t('conv.filtersOn', { n: narrowed }) : t('conv.filters')}</summary>
        <div className={woFilters}>
          <label className={field}><span>{t('conv.status')}</span>
            <select value={filter.status} onChange={(e) => set('status', e.currentTarget.value as ConversationFilter['status'])}>
              <option value="">{t('conv.any')}</option>
              {Object.values(ConversationStatus).map((s) => <option key={s} value={s}>{t(statusKey(s))}</option>)}
            </select>
          </label>
          <label className={field}><span>{t('conv.channel')}</span>
            <select value={filter.channelId} onChange={(e) => set('channelId', e.currentTarget.value)}>
              <option value="">{t('conv.any')}</option>
              {channels.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </label>
          <label className={field}><span>{t('conv.agent')}</span>
            <select value={filter.agentId} onChange={(e) => set('agentId', e.currentTarget.value)}>
              <option value="">{t('conv.anyone')}</option>
              {colleagues.map((c) => <option key={c.agentId} value={c.agentId}>{c.nick}</option>)}
            </select>
          </label>
          <label className={field}><span>{t('conv.group')}</span>
            <select value={filter.groupId} onChange={(e) => set('groupId', e.currentTarget.value)}>
              <option value="">{t('conv.any')}</option>
              {groups.map((g) => <option key={g.groupId} value={g.groupId}>{g.groupName}</option>)}
            </select>
          </label>
          <label className={field}><span>{t('conv.tag')}</span>
            <select value={filter.tagId} onChange={(e) => set('tagId', e.currentTarget.value)}>
              <option value="">{t('conv.any')}</option>
              {tags.map((g) => <option key={g.tagId} value={g.tagId}>{g.name}</option>)}
            </select>
          </label>
          <label className={field}><span>{t('conv.rating')}</span>
            <select value={filter.star} onChange={(e) => set('star', e.currentTarget.value === '' ? '' : Number(e.currentTarget.value))}>
              <option value="">{t('conv.any')}</option>
              <option value="0">{t('conv.notRated')}</option>
              {[1, 2, 3, 4, 5].map((n) => <option key={n} value={n}>{t('conv.rated', { n })}</option>)}
            </select>
          </label>
          <label className={field}><span>{t('conv.from')}</span>
            <input type="date" value={filter.from} max={filter.to || undefined} onChange={(e) => set('from', e.currentTarget.value)} />
          </label>
          <label className={field}><span>{t('conv.to')}</span>
            <input type="date" value={filter.to} min={filter.from || undefined} onChange={(e) => set('to', e.currentTarget.value)} />
          </label>
        </div>
      </details>
      {isFiltered(filter) && (
        <button type="button" className={button} onClick={() => { setSearch(''); onChange({ ...EMPTY_FILTER, view: filter.view }); }}>{t('conv.clearFilters')}</button>
      )}
    </>
  );
}
