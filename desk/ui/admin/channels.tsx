/**
 * Channel settings: pick a channel and edit its spec §3 init configuration as a form, one
 * section per topic (channel-fields.ts), with the structured fields (menus, FAQ, side bar,
 * visitor form…) and the per-language texts in an "Advanced" JSON section. Save sends only the
 * fields that changed; the server validates each one and names a field it refuses, which is
 * shown under that field and focused. Visitors see a saved change at once.
 */
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import type { DeskKey } from '../../i18n';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { button, card, field, inlineField, muted, primary, settingsGrid, settingsSection, stickyBar, toolbar } from '../styles';
import { SaveMessage, useSaver } from './saver';
import { SettingControl, controlId } from './channel-controls';
import { SECTIONS, advancedOf, changedSettings, formValuesOf, isFormField, refusedField } from './channel-fields';
import type { FormValue, FormValues } from './channel-fields';

interface ChannelView { channelId: string; config: Record<string, unknown>; i18n: Record<string, unknown>; updatedAt: number }

export function ChannelsAdmin() {
  const t = useT();
  const list = useAsync(() => call<{ channels: ChannelView[] }>('admin/channels/list').then((r) => r.channels), []);
  const [chosen, setChosen] = useState<string>('');
  // the open form's unsaved edits: switching channel would drop them, so it asks first
  const dirty = useRef(false);
  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error') return <ErrorState message={errorMessage(t, list.error)} retry={list.reload} />;
  if (!list.data.length) return <Empty>{t('channels.empty')}</Empty>;
  const id = chosen || list.data[0]!.channelId;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div className={toolbar}>
        <span className={inlineField}>
          <label htmlFor="channel-pick">{t('channels.pick')}</label>
          <select id="channel-pick" value={id} onChange={(e) => {
            const next = e.currentTarget.value;
            if (dirty.current && !confirm(t('channels.dropUnsaved'))) { e.currentTarget.value = id; return; }
            dirty.current = false;
            setChosen(next);
          }}>
            {list.data.map((c) => <option key={c.channelId} value={c.channelId}>{c.channelId}</option>)}
          </select>
        </span>
      </div>
      <ChannelEditor key={id} channelId={id} onDirty={(d) => { dirty.current = d; }} />
    </div>
  );
}

function ChannelEditor({ channelId, onDirty }: { channelId: string; onDirty: (dirty: boolean) => void }) {
  const t = useT();
  const view = useAsync(() => call<ChannelView>('admin/channels/get', { channelId }), [channelId]);
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'error') return <ErrorState message={errorMessage(t, view.error)} retry={view.reload} />;
  return <ChannelForm view={view.data} onSaved={view.set} onDirty={onDirty} />;
}

const ADVANCED_ID = 'ch-advanced';
const TEXTS_ID = 'ch-texts';
const json = (v: unknown) => JSON.stringify(v, null, 2);

function ChannelForm({ view, onSaved, onDirty }: { view: ChannelView; onSaved: (v: ChannelView) => void; onDirty: (dirty: boolean) => void }) {
  const t = useT();
  const [values, setValues] = useState<FormValues>(() => formValuesOf(view.config));
  const [advanced, setAdvanced] = useState(() => json(advancedOf(view.config)));
  const [texts, setTexts] = useState(() => json(view.i18n ?? {}));
  // a refusal: the field it names (a form control, or one of the two JSON editors) and why
  const [refusal, setRefusal] = useState<{ field: string; target: string; text: string } | null>(null);
  const saver = useSaver();

  const set = (name: string, v: FormValue) => {
    setValues((old) => ({ ...old, [name]: v }));
    if (refusal?.field === name) setRefusal(null);
  };

  /** the advanced editor's JSON, or a refusal naming it */
  function parse(textValue: string, target: string): Record<string, unknown> | null {
    try {
      const v = JSON.parse(textValue) as unknown;
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
      throw new Error(t('channels.notObject'));
    } catch (err) {
      setRefusal({ field: target, target, text: t('channels.badJson', { msg: (err as Error).message }) });
      document.getElementById(target)?.focus();
      return null;
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefusal(null);
    saver.clear();
    const extra = parse(advanced, ADVANCED_ID);
    const i18n = extra && parse(texts, TEXTS_ID);
    if (!extra || !i18n) return;
    const config = changedSettings(view.config, values, extra);
    const textsChanged = JSON.stringify(i18n) !== JSON.stringify(view.i18n ?? {});
    if (!Object.keys(config).length && !textsChanged) {
      await saver.run(async () => undefined, t('channels.nothingChanged'));
      return;
    }
    await saver.run(async () => {
      try {
        const saved = await call<ChannelView>('admin/channels/update', { channelId: view.channelId, config, ...(textsChanged ? { i18n } : {}) });
        setValues(formValuesOf(saved.config));
        setAdvanced(json(advancedOf(saved.config)));
        setTexts(json(saved.i18n ?? {}));
        onSaved(saved);
      } catch (err) {
        const name = refusedField(err instanceof Error ? err.message : '');
        if (name) {
          const target = isFormField(name) ? controlId(name) : name === 'i18n' ? TEXTS_ID : ADVANCED_ID;
          setRefusal({ field: isFormField(name) ? name : target, target, text: errorMessage(t, err) });
          document.getElementById(target)?.focus();
        }
        throw err;
      }
    });
  }

  const errorFor = (name: string) => (refusal?.field === name ? refusal.text : null);
  const dirty = Object.keys(changedSettings(view.config, values, safeParse(advanced))).length > 0 || texts !== json(view.i18n ?? {});
  useEffect(() => onDirty(dirty), [dirty]);
  const refusedLabel = !refusal ? '' : isFormField(refusal.field) ? t(`channels.f.${refusal.field}` as DeskKey)
    : t(refusal.target === TEXTS_ID ? 'channels.texts' : 'channels.advancedConfig');
  return (
    <form className={card} onSubmit={submit} style={{ display: 'grid', gap: 20 }} aria-label={t('channels.formTitle', { channel: view.channelId })}
      // the browser leaves a half-visible control where it is on focus: bring all of it (and its
      // scroll-margin, the sticky bars' height) into view, so Tab never types under the Save bar
      onFocus={(e) => { if (e.target instanceof HTMLElement && e.target.matches('input, select, textarea')) e.target.scrollIntoView({ block: 'nearest' }); }}>
      <p className={muted}>{t('channels.hint')}</p>
      {SECTIONS.map((s) => (
        <section key={s.id} className={settingsSection} aria-labelledby={`chs-${s.id}`}>
          <h3 id={`chs-${s.id}`}>{t(`channels.s.${s.id}` as DeskKey)}</h3>
          <div className={settingsGrid}>
            {s.fields.map((f) => <SettingControl key={f.name} spec={f} value={values[f.name] ?? ''} error={errorFor(f.name)} onChange={(v) => set(f.name, v)} />)}
          </div>
        </section>
      ))}
      <section className={settingsSection} aria-labelledby="chs-advanced">
        <h3 id="chs-advanced">{t('channels.s.advanced')}</h3>
        <p className={muted}>{t('channels.advancedHint')}</p>
        <div className={settingsGrid}>
          <JsonEditor id={ADVANCED_ID} label={t('channels.advancedConfig')} value={advanced} onChange={setAdvanced} rows={14} error={errorFor(ADVANCED_ID)} />
          <JsonEditor id={TEXTS_ID} label={t('channels.texts')} value={texts} onChange={setTexts} rows={8} error={errorFor(TEXTS_ID)} />
        </div>
      </section>
      <div className={stickyBar}>
        <button type="submit" className={`${button} ${primary}`} disabled={saver.busy}>{saver.busy ? t('channels.saving') : t('action.save')}</button>
        {dirty && !saver.busy && <span className={muted}>{t('channels.unsaved')}</span>}
        {refusal
          ? <span role="alert" style={{ color: '#a4161a' }}>{t('channels.refused', { label: refusedLabel, msg: refusal.text })}</span>
          : <SaveMessage message={saver.message} />}
      </div>
    </form>
  );
}

function safeParse(s: string): Record<string, unknown> {
  try {
    const v = JSON.parse(s) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function JsonEditor({ id, label, value, onChange, rows, error }: { id: string; label: string; value: string; onChange: (v: string) => void; rows: number; error: string | null }) {
  return (
    <div className={`${field} wide`}>
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} spellCheck={false} dir="ltr" value={value} onChange={(e) => onChange(e.currentTarget.value)} style={{ fontFamily: 'monospace' }}
        aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && <p id={`${id}-error`} className="error">{error}</p>}
    </div>
  );
}
