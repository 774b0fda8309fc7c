/**
 * One channel setting's control, chosen by its type: colour (picker plus text, since the server
 * also takes rgb()/hsl()/named colours, with the contrast of the text drawn on it), number with
 * the server's range, switch for 0/1 modes, select for enumerations (each choice said by what the
 * visitor gets), text or textarea, an image address with an upload button.
 * Every control has a one-line explanation under it (channels.h.<field>). Codes, colours
 * and URLs are typed left-to-right even on a right-to-left desk. A refusal (the server's, or the
 * same check run in the desk) shows under the control, which is marked invalid and points to it.
 */
import { useContext } from 'react';
import { useT } from '../../i18n/react';
import type { DeskKey } from '../../i18n';
import { field, colorRow, switchRow } from '../styles';
import { pickerValue } from './channel-fields';
import type { FieldSpec, FormValue } from './channel-fields';
import { ContrastHint, ErrorsContext, ImageField } from './channel/controls';
import { localeName } from './channel/texts-table';

export const controlId = (name: string) => `ch-${name}`;

/** What the chat draws on or with each colour (src/theme.ts): white text on these, the message text on its background. */
const WHITE_TEXT_ON = new Set(['mainColor', 'cusColor', 'navigationBarColor']);

export function SettingControl({ spec, value, onChange, values }: {
  spec: FieldSpec; value: FormValue; onChange: (v: FormValue) => void;
  /** the other settings (a colour's contrast is with its partner) */
  values: Record<string, FormValue>;
}) {
  const t = useT();
  const id = controlId(spec.name);
  const error = useContext(ErrorsContext)(id);
  const label = t(`channels.f.${spec.name}` as DeskKey);
  const hintText = t(`channels.h.${spec.name}` as DeskKey);
  if (spec.kind === 'url' && spec.image) {
    return <ImageField id={id} label={label} hint={hintText} value={String(value)} onChange={onChange} />;
  }
  const hint = <p id={`${id}-hint`} className="hint">{hintText}</p>;
  const problem = error ? <p id={`${id}-error`} className="error">{error}</p> : null;
  const str = String(value);
  const contrast = spec.kind === 'color' && str.trim() ? `${id}-contrast` : '';
  const describedBy = [`${id}-hint`, contrast, problem && `${id}-error`].filter(Boolean).join(' ');
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
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
    case 'color': {
      const other = (n: string) => String(values[n] ?? '') || undefined;
      control = (
        <>
          <div className={colorRow}>
            <input type="color" data-for={id} aria-label={t('channels.pickColor', { label })} value={pickerValue(str)} onChange={setText} />
            <input type="text" {...common} dir="ltr" spellCheck={false} autoComplete="off" maxLength={64} value={str} onChange={setText} />
          </div>
          {spec.name === 'kitTxcolor'
            ? <ContrastHint id={`${id}-contrast`} color={str} on={other('kitBgcolor') ?? '#ffffff'} />
            : <ContrastHint id={`${id}-contrast`} color={str} text={WHITE_TEXT_ON.has(spec.name) ? '#ffffff' : other('kitTxcolor') ?? '#333333'} />}
        </>
      );
      break;
    }
    case 'int':
      control = <input type="number" {...common} dir="ltr" inputMode="numeric" step={1} min={spec.min} max={spec.max} value={str} onChange={setText} />;
      break;
    case 'choice':
      control = (
        <select {...common} value={str} onChange={setText}>
          {spec.options.filter((o) => !spec.rare?.includes(o) || String(o) === str).map((o) => (spec.labelled
            ? <option key={o} value={String(o)}>{t(`channels.opt.${spec.name}.${o}` as DeskKey)}</option>
            : <option key={o} value={String(o)} lang={String(o)}>{localeName(String(o))}</option>))}
        </select>
      );
      break;
    case 'message':
      control = <textarea {...common} rows={3} maxLength={spec.max} value={str} onChange={setText} />;
      break;
    case 'url':
      control = <input type="text" {...common} dir="ltr" inputMode="url" spellCheck={false} autoComplete="off" value={str} onChange={setText} />;
      break;
    default:
      control = <input type="text" {...common} maxLength={spec.max} value={str} onChange={setText} />;
  }
  const wide = spec.kind === 'message' || spec.kind === 'url';
  return (
    <div className={`${field}${wide ? ' wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {control}
      {hint}{problem}
    </div>
  );
}
