/**
 * The channel's live preview (docs/desk.md "Preview"): the real widget page in a frame, showing
 * the form's settings before they are saved. Each change is sent, once typing has paused, to
 * admin/channels/preview (checked like a save); its token makes the framed page's channelInfo
 * answer the draft. The frame stays the same element: a new draft or language replaces the
 * page inside it (no entry in the desk's history), and a device switch only resizes it.
 */
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ChannelPreviewTicket } from '../../../../protocol';
import { call } from '../../../api/client';
import { useT } from '../../../i18n/react';
import { errorMessage } from '../../common/errors';
import { button, field, muted, small } from '../../styles';
import { previewBar, stage, stageWrap, toolPanel } from './styles';
import { localeName, previewLocales, previewUrl } from './urls';
import type { ChannelDraft } from './urls';

/** after the last keystroke, before the draft is sent */
export const PREVIEW_DEBOUNCE_MS = 500;

/** The frame's own size per device (CSS px), scaled down to fit the column. */
const DEVICES = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;
type Device = keyof typeof DEVICES;

/** The width the frame may take: its box's, followed as the column resizes. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return width;
}

export function ChannelPreview({ channelId, draft }: { channelId: string; draft: ChannelDraft }) {
  const t = useT();
  const [device, setDevice] = useState<Device>('desktop');
  const locales = previewLocales(draft);
  const [chosen, setLocale] = useState<string>(locales[0]!);
  const locale = locales.includes(chosen) ? chosen : locales[0]!;
  const [busy, setBusy] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const [restarts, setRestarts] = useState(0);
  /** the frame's first address; later ones replace the page inside it */
  const [firstSrc, setFirstSrc] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const loads = useRef(0);
  const wrap = useRef<HTMLDivElement>(null);
  const available = useWidth(wrap);

  const draftKey = JSON.stringify([draft.config, draft.i18n]);
  useEffect(() => {
    let live = true;
    setBusy(true);
    const timer = setTimeout(() => {
      call<ChannelPreviewTicket>('admin/channels/preview', { channelId, config: draft.config, i18n: draft.i18n }).then((ticket) => {
        if (!live) return;
        setProblem(null);
        // the visitor's name without the directional isolates a fallback text may carry (desk/i18n/direction.ts)
        const url = previewUrl(channelId, locale, ticket.token, t('preview.visitorName').replace(/[\u2066-\u2069]/g, ''), ++loads.current);
        const inside = frame.current?.contentWindow;
        if (inside) inside.location.replace(url);
        else setFirstSrc(url);
      }, (err: unknown) => {
        if (!live) return;
        // the frame keeps the last settings that were valid; the server's reason names the field
        setProblem(t('preview.refused', { msg: errorMessage(t, err) }));
        setBusy(false);
      });
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [channelId, draftKey, locale, restarts]);

  const size = DEVICES[device];
  const scale = available > 0 ? Math.min(1, available / size.width) : 1;
  const stageStyle = { width: Math.floor(size.width * scale), height: Math.floor(size.height * scale) };
  return (
    <section className={toolPanel} aria-labelledby="channel-preview-title">
      <h3 id="channel-preview-title">{t('preview.title')}</h3>
      <p className={muted}>{t('preview.hint')}</p>
      <div className={previewBar}>
        <div role="group" aria-label={t('preview.device')}>
          {(Object.keys(DEVICES) as Device[]).map((d) => (
            <button key={d} type="button" className={`${button} ${small}`} aria-pressed={device === d} onClick={() => setDevice(d)}>
              {t(d === 'desktop' ? 'preview.desktop' : 'preview.phone')}
            </button>
          ))}
        </div>
        <label className={field} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span>{t('preview.language')}</span>
          <select value={locale} onChange={(e) => setLocale(e.currentTarget.value)} style={{ width: 'auto' }}>
            {locales.map((l) => <option key={l} value={l} lang={l}>{localeName(l)}</option>)}
          </select>
        </label>
        <button type="button" className={`${button} ${small}`} onClick={() => setRestarts((n) => n + 1)}>{t('preview.reload')}</button>
        <span role="status" className={muted}>{busy ? t('preview.loading') : ''}</span>
      </div>
      {problem && <p role="alert" style={{ color: '#a4161a', margin: 0 }}>{problem}</p>}
      <div ref={wrap} className={stageWrap}>
        <div className={stage} style={stageStyle} aria-busy={busy}>
          {firstSrc && (
            <iframe ref={frame} src={firstSrc} title={t('preview.frameTitle', { channel: channelId })}
              width={size.width} height={size.height} style={{ transform: `scale(${scale})` }}
              onLoad={() => setBusy(false)} />
          )}
        </div>
      </div>
    </section>
  );
}
