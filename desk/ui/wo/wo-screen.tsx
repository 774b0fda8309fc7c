/**
 * The work-order area: the inbox (filters, search, newest first, "Show more" by the server's
 * cursor) beside the open order. The list follows the desk socket's wo.created / wo.updated
 * (state/wo.ts applyWoEvent) and loads again after a reconnect; being here clears the nav badge.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { DeskWoSummary, DeskWoType } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { $colleagues, $connections, $woEvent, $woNew } from '../../state/live';
import { $me } from '../../state/session';
import { routeHref } from '../../state/route';
import { applyWoEvent, EMPTY_FILTER, listBody, mergeWoPages, priorityKey, statusKey, WO_PRIORITIES, WO_STATUS_CHOICES } from '../../state/wo';
import type { WoFilter } from '../../state/wo';
import { woTypes } from '../../state/wo-types';
import { errorMessage } from '../common/errors';
import { formatTime } from '../common/format';
import { visitorLabel } from '../common/visitor';
import { Empty, ErrorState, Loading } from '../common/states';
import { button, errorText, field, muted, woFilters, woLayout, woListPane, woRow } from '../styles';
import { CustomerLastMark, PriorityBadge, StatusBadge } from './badges';
import { WoDetail } from './wo-detail';

interface Page { list: DeskWoSummary[]; nextCursor: string | null }
type ListState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; list: readonly DeskWoSummary[]; next: string | null };

export function WorkOrdersScreen({ woId }: { woId: string | null }) {
  const t = useT();
  const locale = useStore($deskLocale);
  const me = useStore($me);
  const colleagues = useStore($colleagues);
  const connections = useStore($connections);
  const [filter, setFilter] = useState<WoFilter>(EMPTY_FILTER);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [moreBusy, setMoreBusy] = useState(false);
  const [moreError, setMoreError] = useState('');
  const [types, setTypes] = useState<DeskWoType[]>([]);
  // when the types cannot be read: the type filter offers the types of the orders seen so far
  const [seenTypes, setSeenTypes] = useState<ReadonlyMap<string, string>>(new Map());

  useEffect(() => { void woTypes().then(setTypes, () => setTypes([])); }, []);
  // being on this screen: the new-order badge is read
  useEffect(() => { $woNew.set(0); });

  // a new filter shows its own rows only (a reconnect or Retry keeps the rows until the answer)
  const shownFilter = useRef(filter);
  useEffect(() => {
    let live = true;
    const refilter = shownFilter.current !== filter;
    shownFilter.current = filter;
    setState((s) => (s.status === 'ready' && !refilter ? s : { status: 'loading' }));
    setMoreError('');
    call<Page>('wo/list', listBody(filter, null)).then(
      (p) => { if (live) setState({ status: 'ready', list: p.list, next: p.nextCursor }); },
      (error: unknown) => { if (live) setState({ status: 'error', error }); },
    );
    return () => { live = false; };
  }, [filter, round, connections]);

  // the socket's work-order events move the list on (the filter decides whether a row belongs)
  useEffect(() => $woEvent.listen((e) => {
    if (!e) return;
    setState((s) => (s.status === 'ready' ? { ...s, list: applyWoEvent(s.list, e, filter, $me.get()?.agentId ?? null, s.next !== null) } : s));
  }), [filter]);

  useEffect(() => {
    if (state.status !== 'ready' || state.list.every((s) => seenTypes.has(s.typeId))) return;
    setSeenTypes((m) => new Map([...m, ...state.list.map((s) => [s.typeId, s.typeName] as const)]));
  }, [state]);
  const typeChoices = types.length ? types.map((ty) => [ty.typeId, ty.typeName] as const) : [...seenTypes];

  async function loadMore() {
    if (state.status !== 'ready' || !state.next) return;
    setMoreBusy(true);
    setMoreError('');
    try {
      const p = await call<Page>('wo/list', listBody(filter, state.next));
      setState((s) => (s.status === 'ready' ? { status: 'ready', list: mergeWoPages(s.list, p.list), next: p.nextCursor } : s));
    } catch (err) {
      setMoreError(errorMessage(t, err));
    } finally {
      setMoreBusy(false);
    }
  }

  const set = <K extends keyof WoFilter>(k: K, v: WoFilter[K]) => setFilter((f) => ({ ...f, [k]: v }));
  const num = (v: string): '' | number => (v === '' ? '' : Number(v));
  function submitSearch(e: FormEvent) {
    e.preventDefault();
    set('q', search);
  }
  const filtered = filter.status !== '' || filter.priority !== '' || !!filter.typeId || !!filter.assignee || !!filter.q.trim();

  return (
    <div className={woLayout} data-open={woId ? 'true' : 'false'}>
      <section className={`${woListPane} wo-list`} aria-labelledby="wo-list-title">
        <h2 id="wo-list-title">{t('wo.title')}</h2>
        <div className={woFilters}>
          <form role="search" aria-label={t('wo.searchLabel')} className="wide search" onSubmit={submitSearch}>
            <label className={field}><span>{t('wo.search')}</span>
              <input type="search" maxLength={100} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
            </label>
            <button type="submit" className={button}>{t('wo.searchSubmit')}</button>
          </form>
          <label className={field}><span>{t('wo.status')}</span>
            <select value={filter.status} onChange={(e) => set('status', num(e.currentTarget.value))}>
              <option value="">{t('wo.any')}</option>
              {WO_STATUS_CHOICES.map((s) => <option key={s} value={s}>{t(statusKey(s))}</option>)}
            </select>
          </label>
          <label className={field}><span>{t('wo.priority')}</span>
            <select value={filter.priority} onChange={(e) => set('priority', num(e.currentTarget.value))}>
              <option value="">{t('wo.any')}</option>
              {WO_PRIORITIES.map((p) => <option key={p} value={p}>{t(priorityKey(p))}</option>)}
            </select>
          </label>
          <label className={field}><span>{t('wo.type')}</span>
            <select value={filter.typeId} onChange={(e) => set('typeId', e.currentTarget.value)}>
              <option value="">{t('wo.any')}</option>
              {typeChoices.map(([id, name]) => <option key={id} value={id}>{name}</option>)}
            </select>
          </label>
          <label className={field}><span>{t('wo.assignee')}</span>
            <select value={filter.assignee} onChange={(e) => set('assignee', e.currentTarget.value)}>
              <option value="">{t('wo.anyone')}</option>
              <option value="me">{t('wo.assignedToMe')}</option>
              <option value="none">{t('wo.unassigned')}</option>
              {colleagues.filter((c) => c.agentId !== me?.agentId).map((c) => <option key={c.agentId} value={c.agentId}>{c.nick}</option>)}
            </select>
          </label>
          {filtered && (
            <button type="button" className={`${button} wide`} onClick={() => { setFilter(EMPTY_FILTER); setSearch(''); }}>{t('wo.clearFilters')}</button>
          )}
        </div>
        {state.status === 'loading' ? <Loading />
          : state.status === 'error' ? <ErrorState message={errorMessage(t, state.error)} retry={() => setRound((r) => r + 1)} />
            : !state.list.length ? <Empty>{filtered ? t('wo.emptyFiltered') : t('wo.empty')}</Empty> : (
              <>
                <ul aria-label={t('wo.listLabel')}>
                  {state.list.map((s) => (
                    <li key={s.woId}>
                      <a className={woRow} href={routeHref('workorders', s.woId)} aria-current={s.woId === woId ? 'true' : undefined}>
                        <span className="row"><span className="title" dir="auto">{s.woTitle || t('wo.untitled')}</span><span className={`${muted} when`}>{formatTime(s.updateTime, locale)}</span></span>
                        <span className="row"><span className={muted} dir="auto">{visitorLabel(t, s)} · {s.typeName}</span></span>
                        <span className="badges">
                          <StatusBadge status={s.woStatus} />
                          <PriorityBadge priority={s.woPriority} />
                          {s.awaitingStaff && <CustomerLastMark />}
                          {s.assigneeAgentNick && <span className={muted}>{t('wo.assignedTo', { name: s.assigneeAgentNick })}</span>}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
                {state.next && <button type="button" className={button} disabled={moreBusy} onClick={() => void loadMore()}>{moreBusy ? t('state.loading') : t('action.more')}</button>}
                {moreError && <p role="alert" className={errorText}>{moreError}</p>}
              </>
            )}
      </section>
      <section className="wo-detail" aria-label={t('wo.detailLabel')}>
        {woId ? <WoDetail key={woId} woId={woId} /> : <Empty>{t('wo.pick')}</Empty>}
      </section>
    </div>
  );
}
