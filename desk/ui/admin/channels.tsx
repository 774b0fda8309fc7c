/**
 * Channel settings: pick a channel, edit its spec §3 init fields as JSON (every field the chat
 * core knows; the server validates each one and names the field it refuses), and its texts per
 * locale. Visitors see a saved change at once.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { button, card, errorText, field, inlineField, muted, primary, toolbar } from '../styles';
import { SaveMessage, useSaver } from './saver';

interface ChannelView { channelId: string; config: Record<string, unknown>; i18n: Record<string, unknown>; updatedAt: number }

export function ChannelsAdmin() {
  const t = useT();
  const list = useAsync(() => call<{ channels: ChannelView[] }>('admin/channels/list').then((r) => r.channels), []);
  const [chosen, setChosen] = useState<string>('');
  if (list.status === 'loading') return <Loading />;
  if (list.status === 'error') return <ErrorState message={errorMessage(t, list.error)} retry={list.reload} />;
  if (!list.data.length) return <Empty>{t('channels.empty')}</Empty>;
  const id = chosen || list.data[0]!.channelId;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div className={toolbar}>
        <span className={inlineField}>
          <label htmlFor="channel-pick">{t('channels.pick')}</label>
          <select id="channel-pick" value={id} onChange={(e) => setChosen(e.currentTarget.value)}>
            {list.data.map((c) => <option key={c.channelId} value={c.channelId}>{c.channelId}</option>)}
          </select>
        </span>
      </div>
      <ChannelEditor key={id} channelId={id} />
    </div>
  );
}

function settingsOf(config: Record<string, unknown>): Record<string, unknown> {
  const { tenantId: _tenant, channelId: _channel, ...settings } = config;
  return settings;
}

function ChannelEditor({ channelId }: { channelId: string }) {
  const t = useT();
  const view = useAsync(() => call<ChannelView>('admin/channels/get', { channelId }), [channelId]);
  if (view.status === 'loading') return <Loading />;
  if (view.status === 'error') return <ErrorState message={errorMessage(t, view.error)} retry={view.reload} />;
  return <ChannelForm view={view.data} onSaved={view.set} />;
}

function ChannelForm({ view, onSaved }: { view: ChannelView; onSaved: (v: ChannelView) => void }) {
  const t = useT();
  // the ids name the channel; they are not settings (the server refuses them in `config`)
  const [config, setConfig] = useState(() => JSON.stringify(settingsOf(view.config), null, 2));
  const originalTexts = JSON.stringify(view.i18n ?? {}, null, 2);
  const [texts, setTexts] = useState(originalTexts);
  const [parseError, setParseError] = useState('');
  const saver = useSaver();
  async function submit(e: FormEvent) {
    e.preventDefault();
    let body: { channelId: string; config: unknown; i18n?: unknown };
    try {
      // texts go only when edited: what was stored stays as it is
      body = { channelId: view.channelId, config: JSON.parse(config), ...(texts !== originalTexts ? { i18n: JSON.parse(texts) } : {}) };
      setParseError('');
    } catch (err) {
      setParseError(t('channels.badJson', { msg: (err as Error).message }));
      return;
    }
    await saver.run(async () => {
      const saved = await call<ChannelView>('admin/channels/update', body);
      setConfig(JSON.stringify(settingsOf(saved.config), null, 2));
      onSaved(saved);
    });
  }
  return (
    <form className={card} onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
      <p className={muted}>{t('channels.hint')}</p>
      <label className={field}><span>{t('channels.config')}</span><textarea rows={18} spellCheck={false} dir="ltr" value={config} onChange={(e) => setConfig(e.currentTarget.value)} style={{ fontFamily: 'monospace' }} /></label>
      <label className={field}><span>{t('channels.texts')}</span><textarea rows={6} spellCheck={false} dir="ltr" value={texts} onChange={(e) => setTexts(e.currentTarget.value)} style={{ fontFamily: 'monospace' }} /></label>
      {parseError && <p role="alert" className={errorText}>{parseError}</p>}
      <div><button type="submit" className={`${button} ${primary}`} disabled={saver.busy}>{t('action.save')}</button> <SaveMessage message={saver.message} /></div>
    </form>
  );
}
