/**
 * One work order: title, times, status and priority, the customer, the content (sanitised HTML
 * shown as its words, like robot answers elsewhere in the desk), attachments (pictures as
 * thumbnails linking to the file), the custom fields by their option labels, the controls
 * (status, priority, assignee), the timeline (public replies, the customer's, internal notes
 * marked as never shown to the customer, changes as small lines) and the reply box. A wo.updated
 * for this order fetches it again.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { WoHandleType } from '../../../protocol';
import type { DeskWoHandle, DeskWorkOrder } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { $colleagues, $connections, $woEvent } from '../../state/live';
import { routeHref } from '../../state/route';
import { assigneeBody, assigneeChoice, isImageFile, parseChange, priorityKey, statusChoice, statusKey, WO_PRIORITIES, WO_STATUS_CHOICES } from '../../state/wo';
import type { DeskT } from '../../i18n';
import { errorMessage } from '../common/errors';
import { formatTime, plainText } from '../common/format';
import { visitorLabel } from '../common/visitor';
import { ErrorState, Loading } from '../common/states';
import { useAsync } from '../common/use-async';
import type { AsyncState } from '../common/use-async';
import { button, card, errorText, facts, field, muted, noteTag, primary, tag, woControls, woDetail, woThumbs, woTimeline } from '../styles';
import { CustomerLastMark, PriorityBadge, StatusBadge } from './badges';
import { WoReplyBox } from './wo-reply';

type Loaded = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; wo: DeskWorkOrder };
interface Group { groupId: string; groupName: string }

export function WoDetail({ woId }: { woId: string }) {
  const t = useT();
  const locale = useStore($deskLocale);
  const connections = useStore($connections);
  const [state, setState] = useState<Loaded>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const groups = useAsync(() => call<{ groups: Group[] }>('groups/list').then((r) => r.groups), []);
  const groupList = groups.status === 'ready' ? groups.data : [];

  useEffect(() => {
    let live = true;
    call<DeskWorkOrder>('wo/get', { woId }).then(
      (wo) => { if (live) setState({ status: 'ready', wo }); },
      (error: unknown) => { if (live) setState((s) => (s.status === 'ready' && round > 0 ? s : { status: 'error', error })); },
    );
    return () => { live = false; };
  }, [woId, round, connections]);
  // somebody (the customer, a colleague, this desk) changed it: fetch the whole order again
  useEffect(() => $woEvent.listen((e) => { if (e?.woId === woId) setRound((r) => r + 1); }), [woId]);

  // one column (phones): the list is hidden once an order opens, so the keyboard goes to the order
  const opened = state.status === 'ready';
  useEffect(() => {
    if (!opened || !window.matchMedia('(max-width: 760px)').matches) return;
    const at = document.activeElement;
    if (!at || at === document.body || at.closest('.wo-list')) document.getElementById('wo-detail-title')?.focus({ preventScroll: false });
  }, [opened, woId]);

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <ErrorState message={errorMessage(t, state.error)} retry={() => setRound((r) => r + 1)} />;
  const wo = state.wo;
  const update = (next: DeskWorkOrder) => setState({ status: 'ready', wo: next });

  return (
    <article className={woDetail} aria-labelledby="wo-detail-title">
      <header>
        <a className="desk-back" href={routeHref('workorders')}>{t('wo.back')}</a>
        <h2 id="wo-detail-title" dir="auto" tabIndex={-1}>{wo.woTitle || t('wo.untitled')}</h2>
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}>
          <StatusBadge status={wo.woStatus} />
          <PriorityBadge priority={wo.woPriority} />
          {wo.awaitingStaff && <CustomerLastMark />}
          <span className={tag}>{wo.typeName}</span>
          <span className={muted}>{t('wo.created', { time: formatTime(wo.createTime, locale) })}</span>
          <span className={muted}>{t('wo.updated', { time: formatTime(wo.updateTime, locale) })}</span>
        </div>
      </header>

      <section className={card} aria-labelledby="wo-content-title" style={{ display: 'grid', gap: 12 }}>
        <h3 id="wo-content-title">{t('wo.content')}</h3>
        <p className="content" dir="auto">{plainText(wo.woContent)}</p>
        {wo.files.length > 0 && <Files files={wo.files} label={t('wo.attachments')} />}
      </section>

      <section className={card} aria-labelledby="wo-customer-title" style={{ display: 'grid', gap: 12 }}>
        <h3 id="wo-customer-title">{t('wo.customer')}</h3>
        <dl className={facts}>
          <dt>{t('wo.customerName')}</dt><dd dir="auto">{visitorLabel(t, wo)}</dd>
          {wo.customerPhone && <><dt>{t('wo.customerPhone')}</dt><dd>{wo.customerPhone}</dd></>}
          {wo.customerEmail && <><dt>{t('wo.customerEmail')}</dt><dd>{wo.customerEmail}</dd></>}
        </dl>
        {wo.fields.length > 0 && <>
          <h3 id="wo-fields-title">{t('wo.fields')}</h3>
          <dl className={facts} aria-labelledby="wo-fields-title">
            {wo.fields.map((f) => (
              <FieldRow key={f.fieldId} name={f.fieldName} value={f.fieldText} />
            ))}
          </dl>
        </>}
      </section>

      <WoControls wo={wo} onDone={update} groups={groups} />

      <section aria-labelledby="wo-timeline-title" style={{ display: 'grid', gap: 8 }}>
        <h3 id="wo-timeline-title">{t('wo.timeline')}</h3>
        {!wo.handles.length ? <p className={muted}>{t('wo.timelineEmpty')}</p> : (
          <ol className={woTimeline} aria-labelledby="wo-timeline-title">
            {wo.handles.map((h) => <HandleItem key={h.handleId} h={h} locale={locale} groups={groupList} />)}
          </ol>
        )}
      </section>

      <WoReplyBox wo={wo} onDone={update} />
    </article>
  );
}

function FieldRow({ name, value }: { name: string; value: string }) {
  const t = useT();
  return <><dt dir="auto">{name}</dt><dd dir="auto">{value || <span className={muted}>{t('wo.fieldEmpty')}</span>}</dd></>;
}

function Files({ files, label }: { files: DeskWorkOrder['files']; label: string }) {
  const t = useT();
  return (
    <ul className={woThumbs} aria-label={label}>
      {files.map((f) => (
        <li key={f.fileUrl}>
          <a href={f.fileUrl} target="_blank" rel="noopener noreferrer">
            {isImageFile(f) ? <img src={f.fileUrl} alt={t('wo.openImage', { name: f.fileName || t('wo.image') })} loading="lazy" /> : f.fileName || f.fileUrl}
          </a>
        </li>
      ))}
    </ul>
  );
}

function HandleItem({ h, locale, groups }: { h: DeskWoHandle; locale: string; groups: readonly Group[] }) {
  const t = useT();
  const when = formatTime(h.handleTime, locale);
  if (h.handleType === WoHandleType.change) {
    return (
      <li data-kind="change">
        <span dir="auto">{t('wo.changeLine', { name: h.handleUserName, change: changeWords(t, plainText(h.handleContent), groups) })}</span> · <span>{when}</span>
      </li>
    );
  }
  const kind = h.handleType === WoHandleType.customerReply ? 'customer' : h.handleType === WoHandleType.internal ? 'internal' : 'public';
  return (
    <li data-kind={kind}>
      <div className="meta">
        {kind === 'internal'
          ? <span className={`${tag} ${noteTag}`}>{t('wo.internalTag')}</span>
          : <span className={tag}>{kind === 'customer' ? t('wo.customerReply') : t('wo.publicReply')}</span>}
        <strong dir="auto">{h.handleUserName || (kind === 'customer' ? t('wo.customer') : '')}</strong>
        <span>{when}</span>
        <StatusBadge status={h.handleWoStatus} />
      </div>
      {h.handleContent && <p className="text" dir="auto">{plainText(h.handleContent)}</p>}
      {h.files.length > 0 && <Files files={h.files} label={t('wo.attachments')} />}
    </li>
  );
}

/** A change entry in the desk's words (labels, not codes); a line it cannot read is shown as it is. */
function changeWords(t: DeskT, text: string, groups: readonly Group[]): string {
  const c = parseChange(text);
  if (!c) return text;
  if (c.kind === 'status') return t('wo.changeStatus', { from: t(statusKey(c.from)), to: t(statusKey(c.to)) });
  if (c.kind === 'priority') return t('wo.changePriority', { from: t(priorityKey(c.from)), to: t(priorityKey(c.to)) });
  if (c.kind === 'assignee') return c.name ? t('wo.changeAssignee', { name: c.name }) : t('wo.changeUnassigned');
  return c.id ? t('wo.changeGroup', { name: groups.find((g) => g.groupId === c.id)?.groupName ?? c.id }) : t('wo.changeNoGroup');
}

/** Status, priority and assignee (an agent or a group), saved together with one button. */
function WoControls({ wo, onDone, groups }: { wo: DeskWorkOrder; onDone: (w: DeskWorkOrder) => void; groups: AsyncState<Group[]> }) {
  const t = useT();
  const colleagues = useStore($colleagues);
  const [status, setStatus] = useState(statusChoice(wo.woStatus));
  const [priority, setPriority] = useState(wo.woPriority);
  const [assignee, setAssignee] = useState(assigneeChoice(wo));
  const [busy, setBusy] = useState(false);
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  // the order changed elsewhere: the controls show its new state
  useEffect(() => { setStatus(statusChoice(wo.woStatus)); setPriority(wo.woPriority); setAssignee(assigneeChoice(wo)); }, [wo.woStatus, wo.woPriority, wo.assigneeAgentId, wo.assigneeGroupId]);
  const changed = status !== statusChoice(wo.woStatus) || priority !== wo.woPriority || assignee !== assigneeChoice(wo);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!changed) return;
    setBusy(true);
    setMsg(null);
    const body: Record<string, unknown> = { woId: wo.woId, localId: `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` };
    if (status !== statusChoice(wo.woStatus)) body.status = status;
    if (priority !== wo.woPriority) body.priority = priority;
    if (assignee !== assigneeChoice(wo)) Object.assign(body, assigneeBody(assignee));
    try {
      onDone(await call<DeskWorkOrder>('wo/update', body));
      setMsg({ ok: true, text: t('wo.changesSaved') });
    } catch (err) {
      setMsg({ ok: false, text: errorMessage(t, err) });
    } finally {
      setBusy(false);
    }
  }
  const agentIn = assignee.startsWith('agent:') && !colleagues.some((c) => `agent:${c.agentId}` === assignee);
  const groupIn = assignee.startsWith('group:') && !(groups.status === 'ready' && groups.data.some((g) => `group:${g.groupId}` === assignee));
  return (
    <form className={card} onSubmit={submit} aria-labelledby="wo-controls-title" style={{ display: 'grid', gap: 8 }}>
      <h3 id="wo-controls-title">{t('wo.handling')}</h3>
      <div className={woControls}>
        <label className={field}><span>{t('wo.status')}</span>
          <select value={status} onChange={(e) => setStatus(Number(e.currentTarget.value))}>
            {WO_STATUS_CHOICES.map((s) => <option key={s} value={s}>{t(statusKey(s))}</option>)}
          </select>
        </label>
        <label className={field}><span>{t('wo.priority')}</span>
          <select value={priority} onChange={(e) => setPriority(Number(e.currentTarget.value))}>
            {WO_PRIORITIES.map((p) => <option key={p} value={p}>{t(priorityKey(p))}</option>)}
          </select>
        </label>
        <label className={field}><span>{t('wo.assignee')}</span>
          <select value={assignee} onChange={(e) => setAssignee(e.currentTarget.value)}>
            <option value="">{t('wo.unassigned')}</option>
            <optgroup label={t('wo.agents')}>
              {agentIn && <option value={assignee}>{wo.assigneeAgentNick ?? assignee.slice(6)}</option>}
              {colleagues.map((c) => <option key={c.agentId} value={`agent:${c.agentId}`}>{c.nick}</option>)}
            </optgroup>
            <optgroup label={t('wo.groups')}>
              {groupIn && <option value={assignee}>{assignee.slice(6)}</option>}
              {groups.status === 'ready' && groups.data.map((g) => <option key={g.groupId} value={`group:${g.groupId}`}>{g.groupName}</option>)}
            </optgroup>
          </select>
        </label>
        <button type="submit" className={`${button} ${primary}`} disabled={busy || !changed}>{t('wo.applyChanges')}</button>
      </div>
      {groups.status === 'error' && <p className={muted}>{t('wo.groupsFailed')}</p>}
      {msg ? (msg.ok ? <p role="status" className={muted}>{msg.text}</p> : <p role="alert" className={errorText}>{msg.text}</p>) : <p role="status" className={muted} />}
    </form>
  );
}
