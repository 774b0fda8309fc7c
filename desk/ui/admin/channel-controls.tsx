/**
 * One channel setting's control, chosen by its type: colour (picker plus text, since the server
 * also takes rgb()/hsl()/named colours), number with the server's range, switch for 0/1 modes,
 * select for enumerations, text or textarea, and origins one per line. Codes, colours and URLs
 * are typed left-to-right even on a right-to-left desk. A refusal from the server shows under
 * the control, which is marked invalid and points to it (aria-describedby).
 */
import { useT } from '../../i18n/react';
import type { DeskKey } from '../../i18n';
import { field, colorRow, switchRow } from '../styles';
import { pickerValue } from './channel-fields';
import type { FieldSpec, FormValue } from './channel-fields';

/** fields with a line of help under them (channels.h.<field>) */
const HINTED = new Set(['userQueueMsg', 'allowedOrigins', 'tenantVersion', 'leaveMsgWoType', 'robotNo', 'userFormMode', 'userTimeoutTime', 'adminTimeoutTime']);

export const controlId = (name: string) => `ch-${name}`;

/** A language code named in itself, with the code (Chromium lacks the names of a few languages). */
function localeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

export function SettingControl({ spec, value, error, onChange }: {
  spec: FieldSpec; value: FormValue; error: string | null; onChange: (v: FormValue) => void;
}) {
  const t = useT();
  const id = controlId(spec.name);
  const label = t(`channels.f.${spec.name}` as DeskKey);
  const hint = HINTED.has(spec.name) ? <p id={`${id}-hint`} className="hint">{t(`channels.h.${spec.name}` as DeskKey)}</p> : null;
  const problem = error ? <p id={`${id}-error`} className="error">{error}</p> : null;
  const describedBy = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  const str = String(value);
  const setText = (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value);

  if (spec.kind === 'flag') {
    return (
      <div className="switch">
        <label className={switchRow}>
          <input type="checkbox" {...common} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
          <span>{label}</span>
        </label>
        {hint}{problem}
      </div>
    );
  }
  let control;
  switch (spec.kind) {
    case 'color':
      control = (
        <div className={colorRow}>
          <input type="color" aria-label={t('channels.pickColor', { label })} value={pickerValue(str)} onChange={setText} />
          <input type="text" {...common} dir="ltr" spellCheck={false} autoComplete="off" maxLength={64} value={str} onChange={setText} />
        </div>
      );
      break;
    case 'int':
      control = <input type="number" {...common} dir="ltr" inputMode="numeric" step={1} min={spec.min} max={spec.max} value={str} onChange={setText} />;
      break;
    case 'choice':
      control = (
        <select {...common} value={str} onChange={setText}>
          {spec.options.map((o) => spec.labelled
            ? <option key={o} value={String(o)}>{t(`channels.opt.${spec.name}.${o}` as DeskKey)}</option>
            : <option key={o} value={String(o)} lang={String(o)}>{localeName(String(o))}</option>)}
        </select>
      );
      break;
    case 'message':
      control = <textarea {...common} rows={3} maxLength={spec.max} value={str} onChange={setText} />;
      break;
    case 'origins':
      control = <textarea {...common} rows={3} dir="ltr" spellCheck={false} value={str} onChange={setText} />;
      break;
    case 'url':
      control = <input type="text" {...common} dir="ltr" inputMode="url" spellCheck={false} autoComplete="off" value={str} onChange={setText} />;
      break;
    default:
      control = <input type="text" {...common} maxLength={spec.max} value={str} onChange={setText} />;
  }
  const wide = spec.kind === 'message' || spec.kind === 'origins' || spec.kind === 'url';
  return (
    <div className={`${field}${wide ? ' wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control}
      {hint}{problem}
    </div>
  );
}
