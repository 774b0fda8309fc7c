/**
 * Channel settings: pick (or create) a channel and edit its spec §3 init configuration as forms,
 * one section per topic (channel-fields.ts): plain settings, the structured editors (channel/:
 * FAQ, quick menu, auto tips, side bar, pre-chat form, groups) and the texts per language as a
 * table; the Advanced JSON shows the same structures for power users. Beside the form: the live
 * preview and the install panel (channel-preview/). Save sends only what changed; the server
 * checks each field as the desk already did while typing (channel/checks.ts), and a field it
 * refuses is found by its path (channel/refusal.ts), outlined, described and focused — nothing
 * of that save is stored. Visitors see a saved change at once.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { DeskApiError, call } from '../../api/client';
import { useT } from '../../i18n/react';
import type { DeskKey } from '../../i18n';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { button, card, field, inlineField, muted, primary, settingsGrid, settingsSection, small, stickyBar, toolbar } from '../styles';
import { SaveMessage, useSaver } from './saver';
import { SettingControl } from './channel-controls';
import { SECTIONS } from './channel-fields';
import { firstRefusal } from './channel/checks';
import { ErrorsContext } from './channel/controls';
import { ChannelEditors } from './channel/editors';
import { ADVANCED_ID, TEXTS_ID, candidates, locate } from './channel/refusal';
import { channelLayout } from './channel/styles';
import { useChannelDraft } from './channel/use-draft';
import type { ChannelView } from './channel/use-draft';
import { ChannelPreview, InstallPanel } from './channel-preview';

export function ChannelsAdmin() {
  const t = useT();
  const list = useAsync(() => call<{ channels: ChannelView[] }>('admin/channels/list').then((r) => r.channels), []);
  const [chosen, setChosen] = useState<string>('');
  // the open form's unsaved edits: switching channel would drop them, so it asks first
  const [dirty, setDirty] = useState(false);
  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error') return <ErrorState message={errorMessage(t, list.error)} retry={list.reload} />;
  const id = chosen || list.data[0]?.channelId || '';
  const created = (channelId: string) => { setDirty(false); setChosen(channelId); list.reload(); };
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div className={toolbar}>
        {list.data.length > 0 && (
          <span className={inlineField}>
            <label htmlFor="channel-pick">{t('channels.pick')}</label>
            <select id="channel-pick" value={id} onChange={(e) => {
              const next = e.currentTarget.value;
              if (dirty && !confirm(t('channels.dropUnsaved'))) { e.currentTarget.value = id; return; }
              setDirty(false);
              setChosen(next);
            }}>
              {list.data.map((c) => <option key={c.channelId} value={c.channelId}>{c.channelId}</option>)}
            </select>
          </span>
        )}
        <NewChannel dirty={dirty} onCreated={created} />
      </div>
      {id ? <ChannelEditor key={id} channelId={id} onDirty={setDirty} /> : <Empty>{t('channels.empty')}</Empty>}
    </div>
  );
}

/** A new channel: its id (letters, digits, - and _), created with the defaults (admin/channels/update creates a free id). */
function NewChannel({ dirty, onCreated }: { dirty: boolean; onCreated: (id: string) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const saver = useSaver();
  async function create(e: FormEvent) {
    e.preventDefault();
    const channelId = name.trim();
    if (!channelId || (dirty && !confirm(t('channels.dropUnsaved')))) return;
    const ok = await saver.run(async () => {
      const exists = await call<{ channels: ChannelView[] }>('admin/channels/list').then((r) => r.channels.some((c) => c.channelId === channelId));
      if (exists) throw new DeskApiError(409, t('channels.new.exists', { id: channelId }));
      await call('admin/channels/update', { channelId, config: {} });
    }, t('channels.new.created', { id: channelId }));
    if (ok) { setName(''); onCreated(channelId); }
  }
  return (
    <form className={inlineField} style={{ flexWrap: 'wrap' }} onSubmit={(e) => void create(e)}>
      <label htmlFor="channel-new">{t('channels.new.label')}</label>
      <input id="channel-new" dir="ltr" autoComplete="off" maxLength={64} pattern="[A-Za-z0-9_\-]+" value={name} aria-describedby="channel-new-hint"
        onChange={(e) => setName(e.currentTarget.value)} />
      <span id="channel-new-hint" className={muted}>{t('channels.new.hint')}</span>
      <button type="submit" className={`${button} ${small}`} disabled={saver.busy || !name.trim()}>{t('channels.new.create')}</button>
      <SaveMessage message={saver.message} />
    </form>
  );
}

function ChannelEditor({ channelId, onDirty }: { channelId: string; onDirty: (dirty: boolean) => void }) {
  const t = useT();
  const view = useAsync(() => call<ChannelView>('admin/channels/get', { channelId }), [channelId]);
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'error') return <ErrorState message={errorMessage(t, view.error)} retry={view.reload} />;
  return <ChannelForm view={view.data} onSaved={view.set} onDirty={onDirty} />;
}

const exists = (id: string) => typeof document !== 'undefined' && !!document.getElementById(id);

/** What names a control: its label, the headers naming a table cell, or a list's title. */
function labelOf(id: string): string {
  const el = document.getElementById(id);
  if (!el) return '';
  const labelled = el.getAttribute('aria-labelledby');
  const text = (el as HTMLInputElement).labels?.[0]?.textContent
    ?? (labelled ? labelled.split(' ').map((x) => document.getElementById(x)?.textContent ?? '').join(' · ') : null)
    ?? el.getAttribute('aria-label');
  return (text ?? '').trim();
}

function jsonProblem(s: string): string {
  try {
    const v = JSON.parse(s) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? '' : 'not an object';
  } catch (err) {
    return (err as Error).message;
  }
}

function ChannelForm({ view, onSaved, onDirty }: { view: ChannelView; onSaved: (v: ChannelView) => void; onDirty: (dirty: boolean) => void }) {
  const t = useT();
  const d = useChannelDraft(view);
  const saver = useSaver();
  // a refusal on save: the control it is about, what the server said, and the control's name
  const [refusal, setRefusal] = useState<{ id: string; text: string; label: string } | null>(null);
  // the desk's own check shows at a control once it has been left (not while typing its first letters)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  const liveRefusal = firstRefusal(d.patch, d.textsChanged ? d.texts : undefined);
  const liveWhere = liveRefusal ? locate(liveRefusal.message, d.patch, d.texts) : null;
  const live = liveWhere && liveRefusal ? { id: candidates(liveWhere).find(exists) ?? ADVANCED_ID, text: liveRefusal.message } : null;
  const errorAt = (id: string) => (refusal?.id === id ? refusal.text : live?.id === id && touched.has(id) ? live.text : null);

  function refuse(id: string, text: string) {
    setRefusal({ id, text, label: labelOf(id) });
    // after the render that marks it, so its description is read with it
    setTimeout(() => document.getElementById(id)?.focus(), 0);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefusal(null);
    saver.clear();
    if (d.advancedBroken) return refuse(ADVANCED_ID, t('channels.badJson', { msg: jsonProblem(d.advancedText) }));
    if (d.textsBroken) return refuse(TEXTS_ID, t('channels.badJson', { msg: jsonProblem(d.textsText) }));
    if (!Object.keys(d.patch).length && !d.textsChanged) {
      await saver.run(async () => undefined, t('channels.nothingChanged'));
      return;
    }
    const sent = { config: d.patch, texts: d.texts };
    await saver.run(async () => {
      try {
        const saved = await call<ChannelView>('admin/channels/update', { channelId: view.channelId, config: sent.config, ...(d.textsChanged ? { i18n: sent.texts } : {}) });
        d.reset(saved);
        setTouched(new Set());
        onSaved(saved);
      } catch (err) {
        const where = locate(err instanceof Error ? err.message : '', sent.config, sent.texts);
        if (where) refuse(candidates(where).find(exists) ?? ADVANCED_ID, errorMessage(t, err));
        throw err;
      }
    });
  }

  useEffect(() => onDirty(d.dirty), [d.dirty]);
  return (
    <div className={channelLayout}>
      <ErrorsContext.Provider value={errorAt}>
        <form className={card} onSubmit={(e) => void submit(e)} style={{ display: 'grid', gap: 20, minWidth: 0 }} aria-label={t('channels.formTitle', { channel: view.channelId })}
          onChange={(e) => {
            // editing the refused control (or its colour picker) clears its refusal
            const el = e.target as HTMLElement;
            if (refusal && (el.id === refusal.id || el.dataset.for === refusal.id)) setRefusal(null);
          }}
          onBlur={(e) => { const id = (e.target as HTMLElement).id; if (id && !touched.has(id)) setTouched(new Set([...touched, id])); }}
          // the browser leaves a half-visible control where it is on focus: bring all of it (and its
          // scroll-margin, the sticky bars' height) into view, so Tab never types under the Save bar
          onFocus={(e) => { if (e.target instanceof HTMLElement && e.target.matches('input, select, textarea, button')) e.target.scrollIntoView({ block: 'nearest' }); }}>
          <p className={muted}>{t('channels.hint')}</p>
          {SECTIONS.map((s) => (
            <section key={s.id} className={settingsSection} aria-labelledby={`chs-${s.id}`}>
              <h3 id={`chs-${s.id}`}>{t(`channels.s.${s.id}` as DeskKey)}</h3>
              <p className={muted} style={{ margin: 0 }}>{t(`channels.sd.${s.id}` as DeskKey)}</p>
              <div className={settingsGrid}>
                {s.fields.map((f) => <SettingControl key={f.name} spec={f} value={d.values[f.name] ?? ''} values={d.values} onChange={(v) => d.setValue(f.name, v)} />)}
                {s.editor && <ChannelEditors editor={s.editor} d={d} />}
              </div>
            </section>
          ))}
          <section className={settingsSection} aria-labelledby="chs-advanced">
            <h3 id="chs-advanced">{t('channels.s.advanced')}</h3>
            <p className={muted} style={{ margin: 0 }}>{t('channels.advancedHint')}</p>
            <div className={settingsGrid}>
              <JsonEditor id={ADVANCED_ID} label={t('channels.advancedConfig')} value={d.advancedText} onChange={d.typeAdvanced} onLeave={d.leaveAdvanced} rows={14} error={errorAt(ADVANCED_ID)} />
              <JsonEditor id={TEXTS_ID} label={t('channels.texts')} value={d.textsText} onChange={d.typeTexts} onLeave={d.leaveTexts} rows={8} error={errorAt(TEXTS_ID)} />
            </div>
          </section>
          <div className={stickyBar}>
            <button type="submit" className={`${button} ${primary}`} disabled={saver.busy}>{saver.busy ? t('channels.saving') : t('action.save')}</button>
            {d.dirty && !saver.busy && <span className={muted}>{t('channels.unsaved')}</span>}
            {refusal
              ? <span role="alert" style={{ color: '#a4161a' }}>{t('channels.refused', { label: refusal.label, msg: refusal.text })}</span>
              : <SaveMessage message={saver.message} />}
          </div>
        </form>
      </ErrorsContext.Provider>
      {/* The live preview and the install panel (desk/ui/admin/channel-preview/), beside the form: the
          preview shows the unsaved draft (the whole configuration and the texts per language). */}
      <aside aria-label={t('channels.aside')}>
        <ChannelPreview channelId={view.channelId} draft={d.draft} />
        <InstallPanel channelId={view.channelId} />
      </aside>
    </div>
  );
}

function JsonEditor({ id, label, value, onChange, onLeave, rows, error }: { id: string; label: string; value: string; onChange: (v: string) => void; onLeave: () => void; rows: number; error: string | null }) {
  return (
    <div className={`${field} wide`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} spellCheck={false} dir="ltr" value={value} onChange={(e) => onChange(e.currentTarget.value)} onBlur={onLeave} style={{ fontFamily: 'monospace' }}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && <p id={`${id}-error`} className="error">{error}</p>}
    </div>
  );
}
