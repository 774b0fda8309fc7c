/**
 * The structured editors' labelled controls. Every control has a visible label and a one-line
 * explanation under it (aria-describedby); a refusal for its path (refusal.ts: the server's, or
 * the same check run in the desk) shows under it, marks it invalid and is described by it. Ids
 * are the settings' paths (paths.ts), which is how a refusal finds its control.
 */
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/react';
import { colorRow, field, switchRow } from '../../styles';
import { pickerValue } from '../channel-fields';
import { AA, contrastRatio, normalColor } from './contrast';
import { IMAGE_MAX_BYTES, uploadImage } from './upload';
import { uploadLabel } from './styles';

/** The refusal shown at a control id, or null (the channel form provides it). */
export const ErrorsContext = createContext<(id: string) => string | null>(() => null);

export function useDescribed(id: string, hint: boolean) {
  const error = useContext(ErrorsContext)(id);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return { error, props: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const };
}

export function Shell({ id, label, hint, error, wide, children }: { id: string; label: string; hint?: string | undefined; error: string | null; wide?: boolean | undefined; children: ReactNode }) {
  return (
    <div className={`${field}${wide ? ' wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p id={`${id}-hint`} className="hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="error">{error}</p>}
    </div>
  );
}

interface Base { id: string; label: string; hint?: string | undefined }

export function TextField({ id, label, hint, value, onChange, max, long, ltr, wide }: Base & { value: string; onChange: (v: string) => void; max?: number; long?: boolean; ltr?: boolean; wide?: boolean }) {
  const { error, props } = useDescribed(id, !!hint);
  const common = { ...props, value, maxLength: max, dir: ltr ? 'ltr' : undefined, spellCheck: ltr ? false : undefined, onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value) };
  return (
    <Shell id={id} label={label} hint={hint} error={error} wide={wide ?? long}>
      {long ? <textarea rows={3} {...common} /> : <input type="text" autoComplete="off" {...common} />}
    </Shell>
  );
}

export function CheckField({ id, label, hint, checked, onChange }: Base & { checked: boolean; onChange: (v: boolean) => void }) {
  const { error, props } = useDescribed(id, !!hint);
  return (
    <div className="switch">
      <label className={switchRow}>
        <input type="checkbox" {...props} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
        <span>{label}</span>
      </label>
      {hint && <p id={`${id}-hint`} className="hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="error">{error}</p>}
    </div>
  );
}

export function SelectField({ id, label, hint, value, options, onChange, wide }: Base & { value: string; options: readonly { value: string; label: string }[]; onChange: (v: string) => void; wide?: boolean }) {
  const { error, props } = useDescribed(id, !!hint);
  return (
    <Shell id={id} label={label} hint={hint} error={error} wide={wide}>
      <select {...props} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </Shell>
  );
}

/**
 * The contrast of the text drawn with or on a colour: `on` is the colour of the background when
 * this is a text colour, `text` the text colour when this is a background (white by default).
 */
export function ContrastHint({ id, color, text = '#ffffff', on }: { id: string; color: string; text?: string | undefined; on?: string | undefined }) {
  const t = useT();
  if (!color.trim()) return null;
  const [fg, bg] = on ? [color, on] : [text, color];
  const ratio = contrastRatio(normalColor(fg), normalColor(bg));
  if (ratio === null) return <p id={id} className="hint">{t('channels.contrast.unknown')}</p>;
  const low = ratio < AA;
  return (
    <p id={id} className={low ? 'error' : 'hint'}>
      {t(low ? 'channels.contrast.low' : 'channels.contrast.ok', { ratio: ratio.toFixed(1), min: String(AA) })}
    </p>
  );
}

/** A colour (picker plus text, as the server also takes rgb()/hsl()/names) with its contrast hint. */
export function ColorField({ id, label, hint, value, onChange, text, on }: Base & { value: string; onChange: (v: string) => void; text?: string | undefined; on?: string | undefined }) {
  const t = useT();
  const { error, props } = useDescribed(id, !!hint);
  const describedBy = [props['aria-describedby'], value.trim() ? `${id}-contrast` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <div className={colorRow}>
        <input type="color" data-for={id} aria-label={t('channels.pickColor', { label })} value={pickerValue(value)} onChange={(e) => onChange(e.currentTarget.value)} />
        <input type="text" {...props} aria-describedby={describedBy} dir="ltr" spellCheck={false} autoComplete="off" maxLength={64} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      </div>
      <ContrastHint id={`${id}-contrast`} color={value} text={text} on={on} />
    </Shell>
  );
}

/** An image address with an upload button (the file goes up first; its /api/files address fills the field). */
export function ImageField({ id, label, hint, value, onChange }: Base & { value: string; onChange: (v: string) => void }) {
  const t = useT();
  const { error, props } = useDescribed(id, !!hint);
  const [state, setState] = useState<{ busy: boolean; problem: string }>({ busy: false, problem: '' });
  async function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setState({ busy: false, problem: t('channels.tooBig', { name: file.name }) });
      return;
    }
    setState({ busy: true, problem: '' });
    try {
      onChange((await uploadImage(file)).url);
      setState({ busy: false, problem: '' });
    } catch (err) {
      setState({ busy: false, problem: err instanceof Error ? err.message : String(err) });
    }
  }
  return (
    <Shell id={id} label={label} hint={hint} error={error} wide>
      <div className={colorRow}>
        <input type="text" {...props} dir="ltr" inputMode="url" spellCheck={false} autoComplete="off" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
        <label className={uploadLabel}>
          <span>{state.busy ? t('channels.uploading') : t('channels.upload')}</span>
          <input type="file" accept="image/png,image/jpeg,image/gif,image/bmp,image/webp" aria-label={t('channels.uploadFor', { label })} disabled={state.busy}
            onChange={(e) => { void pick(e.currentTarget.files?.[0]); e.currentTarget.value = ''; }} />
        </label>
        {value && /^(\/|https?:)/.test(value) && <img src={value} alt="" width={32} height={32} style={{ objectFit: 'contain' }} />}
      </div>
      <span role="status" className="hint">{state.problem && <span className="error">{t('channels.uploadFailed', { msg: state.problem })}</span>}</span>
    </Shell>
  );
}
