/**
 * The per-language texts as a table (texts-model.ts): one row per text the visitor reads, one
 * column per language — the channel's own first (the settings above, editable here too), then
 * zh, en, every language with texts and any added. A text a language lacks is marked "Missing"
 * and counted in its column's header. Each cell is named by its row and column headers.
 */
import { useState } from 'react';
import { LOCALES } from '../../../../protocol';
import type { DeskKey } from '../../../i18n';
import { useT } from '../../../i18n/react';
import { button, inlineField, small, tableWrap } from '../../styles';
import { useDescribed } from './controls';
import { textsTable } from './styles';
import { baseText, columns, isMissing, localeText, missingCount, textRows } from './texts-model';
import type { TextRow, Texts } from './texts-model';
import { controlIdOf } from './paths';

/** A language named in itself, with its code. */
export function localeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

const rowKey = (r: TextRow) => [r.field, ...r.path].join('-');

function Cell({ id, headers, value, long, missing, onChange }: { id: string; headers: string; value: string; long: boolean; missing: boolean; onChange: (v: string) => void }) {
  const t = useT();
  const { error, props } = useDescribed(id, false);
  const describedBy = [props['aria-describedby'], missing ? `${id}-missing` : ''].filter(Boolean).join(' ') || undefined;
  const common = { ...props, 'aria-describedby': describedBy, 'aria-labelledby': headers, value, onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value) };
  return (
    <td>
      {long ? <textarea rows={2} {...common} /> : <input type="text" autoComplete="off" {...common} />}
      {missing && <span id={`${id}-missing`} className="missing">{t('channels.texts.missing')}</span>}
      {error && <p id={`${id}-error`} className="error">{error}</p>}
    </td>
  );
}

export function TextsTable({ own, base, texts, onBase, onCell }: {
  own: string; base: Record<string, unknown>; texts: Texts;
  onBase: (row: TextRow, value: string) => void; onCell: (locale: string, row: TextRow, value: string) => void;
}) {
  const t = useT();
  const [added, setAdded] = useState<string[]>([]);
  const [adding, setAdding] = useState('');
  const cols = columns(own, texts, added);
  const rows = textRows(base);
  const label = (r: TextRow) => (r.path.length
    ? t(`channels.tr.${r.label}` as DeskKey, { n: r.numbers[0] ?? 1, m: r.numbers[1] ?? 1 })
    : t(`channels.f.${r.field}` as DeskKey));
  const free = LOCALES.filter((l) => !cols.includes(l));
  return (
    <div style={{ display: 'grid', gap: 8, gridColumn: '1 / -1', minWidth: 0 }}>
      <div className={tableWrap} id="ch-texts-table">
        <table className={textsTable}>
          <caption className="hint" style={{ textAlign: 'start' }}>{t('channels.texts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" id="ch-tx-h">{t('channels.texts.text')}</th>
              {cols.map((l, i) => {
                const missing = i === 0 ? 0 : missingCount(base, texts, l, rows);
                return (
                  <th key={l} scope="col" id={`ch-tx-c-${l}`}>
                    <span lang={l} id={`ch-tx-c-${l}-name`}>{localeName(l)}</span>
                    {i === 0 ? <span className="hint"> · {t('channels.texts.own')}</span> : null}
                    {missing ? <> <span className="missing">{t('channels.texts.missingCount', { n: missing })}</span></> : null}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const rh = `ch-tx-r-${rowKey(r)}`;
              return (
                <tr key={rowKey(r)}>
                  <th scope="row" id={rh}>{label(r)}</th>
                  {cols.map((l, i) => (i === 0
                    ? <Cell key={l} id={controlIdOf(['base', r.field, ...r.path])} headers={`${rh} ch-tx-c-${l}-name`} long={r.long} missing={false}
                        value={baseText(base, r)} onChange={(v) => onBase(r, v)} />
                    : <Cell key={l} id={controlIdOf(['i18n', l, r.field, ...r.path])} headers={`${rh} ch-tx-c-${l}-name`} long={r.long}
                        missing={isMissing(base, texts, l, r)} value={localeText(texts, base, l, r)} onChange={(v) => onCell(l, r, v)} />))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className={inlineField} style={{ flexWrap: 'wrap' }}>
        <label htmlFor="ch-texts-add">{t('channels.texts.addLanguage')}</label>
        <select id="ch-texts-add" value={adding} onChange={(e) => setAdding(e.currentTarget.value)}>
          <option value="">{t('channels.texts.choose')}</option>
          {free.map((l) => <option key={l} value={l} lang={l}>{localeName(l)}</option>)}
        </select>
        <button type="button" className={`${button} ${small}`} disabled={!adding} onClick={() => { setAdded([...added, adding]); setAdding(''); }}>{t('channels.texts.add')}</button>
      </div>
    </div>
  );
}
