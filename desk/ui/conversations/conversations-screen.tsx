/**
 * The Conversations area (docs/desk.md "Conversations"): every conversation of the tenant — open
 * and closed, robot-only ones included — in views and filters, with full-text search whose hits
 * are marked and open the conversation at the matching message; "Show more" follows the server's
 * cursor. A changed filter shows its own rows only; a reconnect loads the list again.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { ConversationPage, DeskConversationSummary } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $connections } from '../../state/live';
import { EMPTY_FILTER, listBody, mergePages, parseConversationRouteId } from '../../state/conversations';
import type { ConversationFilter } from '../../state/conversations';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { useAsync } from '../common/use-async';
import { button, errorText, muted, woLayout, woListPane } from '../styles';
import { ConversationFilters } from './conversation-filters';
import { ConversationRow } from './conversation-row';
import { ConversationDetail } from './conversation-detail';
import { detailPane } from './styles';

/** `filter`: what the rows answer (a new filter shows "loading" until its own rows come, never the old ones under the new label) */
type ListState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; list: readonly DeskConversationSummary[]; next: string | null; filter: ConversationFilter };

export function ConversationsScreen({ routeId }: { routeId: string | null }) {
  const t = useT();
  const open = parseConversationRouteId(routeId);
  const connections = useStore($connections);
  const [filter, setFilter] = useState<ConversationFilter>(EMPTY_FILTER);
  const [loaded, setState] = useState<ListState>({ status: 'loading' });
  const state: ListState = loaded.status === 'ready' && loaded.filter !== filter ? { status: 'loading' } : loaded;
  const [round, setRound] = useState(0);
  const [moreBusy, setMoreBusy] = useState(false);
  const [moreError, setMoreError] = useState('');
  const [channels, setChannels] = useState<readonly string[]>([]);
  const groups = useAsync(() => call<{ groups: { groupId: string; groupName: string }[] }>('groups/list').then((r) => r.groups), []);

  useEffect(() => {
    let live = true;
    setMoreError('');
    call<ConversationPage>('conversations/list', listBody(filter, null)).then(
      (p) => { if (live) setState({ status: 'ready', list: p.conversations, next: p.nextCursor, filter }); },
      (error: unknown) => { if (live) setState({ status: 'error', error }); },
    );
    return () => { live = false; };
  }, [filter, round, connections]);

  // the channel filter offers every channel seen so far (agents have no channel list of their own)
  useEffect(() => {
    if (state.status !== 'ready') return;
    const seen = new Set([...channels, ...state.list.map((c) => c.channelId)]);
    if (seen.size !== channels.length) setChannels([...seen].sort());
  }, [state]);

  async function loadMore() {
    if (state.status !== 'ready' || !state.next) return;
    setMoreBusy(true);
    setMoreError('');
    try {
      const p = await call<ConversationPage>('conversations/list', listBody(filter, state.next));
      setState((s) => (s.status === 'ready' && s.filter === filter ? { ...s, list: mergePages(s.list, p.conversations), next: p.nextCursor } : s));
    } catch (err) {
      setMoreError(errorMessage(t, err));
    } finally {
      setMoreBusy(false);
    }
  }

  const searched = !!filter.q.trim();
  return (
    <div className={woLayout} data-open={open ? 'true' : 'false'}>
      <section className={`${woListPane} wo-list`} aria-labelledby="conv-list-title">
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <h2 id="conv-list-title" style={{ marginInlineEnd: 'auto' }}>{t('conv.title')}</h2>
          <button type="button" className={button} onClick={() => setRound((r) => r + 1)}>{t('conv.refresh')}</button>
        </div>
        <ConversationFilters filter={filter} onChange={setFilter} channels={channels} groups={groups.status === 'ready' ? groups.data : []} />
        {state.status === 'loading' ? <Loading />
          : state.status === 'error' ? <ErrorState message={errorMessage(t, state.error)} retry={() => setRound((r) => r + 1)} />
            : !state.list.length ? <Empty>{searched ? t('conv.noMatch', { q: filter.q.trim() }) : t('conv.empty')}</Empty> : (
              <>
                {searched && <p role="status" className={muted} style={{ margin: 0 }}>{t(state.next ? 'conv.matchesMore' : 'conv.matches', { count: state.list.length })}</p>}
                <ul aria-label={searched ? t('conv.resultsLabel') : t('conv.listLabel')}>
                  {state.list.map((c) => <li key={c.sessionId}><ConversationRow c={c} current={c.sessionId === open?.sessionId} /></li>)}
                </ul>
                {state.next && <button type="button" className={button} disabled={moreBusy} onClick={() => void loadMore()}>{moreBusy ? t('state.loading') : t('action.more')}</button>}
                {moreError && <p role="alert" className={errorText}>{moreError}</p>}
              </>
            )}
      </section>
      <section className={`wo-detail ${detailPane}`} aria-label={t('conv.detailLabel')}>
        {open ? <ConversationDetail key={routeId} sessionId={open.sessionId} seq={open.seq} /> : <Empty>{t('conv.pick')}</Empty>}
      </section>
    </div>
  );
}
