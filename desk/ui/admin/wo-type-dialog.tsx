/**
 * Add or edit a work-order type: its name, on/off, and its fields (name, kind, required; the
 * options of drop-down, single and multiple choice; the options tree of a cascading choice).
 * Fields move up and down by buttons; the server checks the whole type and its reason shows here.
 */
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { WoLimits } from '../../../protocol';
import type { DeskWoType } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { Dialog } from '../common/dialog';
import { button, danger, field, inlineField, muted, small, wideDialog, woFieldBox } from '../styles';
import { SaveFooter, useSaver } from './saver';
import { fromDraft, isCascade, move, newField, takesOptions, toDraft } from './wo-type-form';
import type { FieldDraft, TypeDraft } from './wo-type-form';
import { FIELD_TYPES, FIELD_TYPE_KEYS, OptionList, OptionTree } from './wo-options';

export function WoTypeDialog({ type, onClose, onDone }: { type: DeskWoType | null; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [d, setD] = useState<TypeDraft>(() => toDraft(type));
  const [focus, setFocus] = useState<string | null>(null);
  const saver = useSaver();
  // after adding, moving or removing a row the keyboard stays where the agent works
  useEffect(() => {
    if (!focus) return;
    document.getElementById(focus)?.focus();
    setFocus(null);
  }, [focus]);

  const setField = (key: string, f: (x: FieldDraft) => FieldDraft) => setD((o) => ({ ...o, fields: o.fields.map((x) => (x.key === key ? f(x) : x)) }));
  async function submit(e: FormEvent) {
    e.preventDefault();
    const ok = await saver.run(() => call('admin/woTypes/set', fromDraft(d, type?.typeId)));
    if (ok) onDone();
  }
  function addField() {
    const f = newField();
    setD((o) => ({ ...o, fields: [...o.fields, f] }));
    setFocus(`wf-${f.key}-name`);
  }
  function moveField(i: number, delta: number) {
    const f = d.fields[i]!;
    setD((o) => ({ ...o, fields: move(o.fields, i, delta) }));
    const to = i + delta;
    setFocus(`wf-${f.key}-${to === 0 ? 'down' : to === d.fields.length - 1 ? 'up' : delta < 0 ? 'up' : 'down'}`);
  }
  function removeField(i: number) {
    setD((o) => ({ ...o, fields: o.fields.filter((_, j) => j !== i) }));
    const near = d.fields[i + 1] ?? d.fields[i - 1];
    setFocus(near ? `wf-${near.key}-name` : 'wf-add');
  }

  return (
    <Dialog title={type ? t('woTypes.editTitle', { name: type.typeName }) : t('woTypes.add')} onClose={onClose} className={wideDialog}>
      <form onSubmit={submit}>
        <label className={field}><span>{t('woTypes.name')}</span>
          <input required maxLength={WoLimits.typeNameMax} value={d.typeName} onChange={(e) => { const v = e.currentTarget.value; setD((o) => ({ ...o, typeName: v })); }} />
        </label>
        <label className={inlineField}><input type="checkbox" checked={d.enabled} onChange={(e) => { const v = e.currentTarget.checked; setD((o) => ({ ...o, enabled: v })); }} />{t('woTypes.enabled')}</label>
        <section aria-labelledby="wf-title" style={{ display: 'grid', gap: 10 }}>
          <h3 id="wf-title">{t('woTypes.fields')}</h3>
          {!d.fields.length && <p className={muted}>{t('woTypes.noFields')}</p>}
          {d.fields.map((f, i) => {
            const n = i + 1;
            const name = f.fieldName.trim() || t('woTypes.fieldN', { n });
            return (
              <fieldset key={f.key} className={woFieldBox}>
                <legend>{t('woTypes.fieldLegend', { n, name: f.fieldName.trim() || t('woTypes.unnamed') })}</legend>
                <div className="line">
                  <label className={field}><span>{t('woTypes.fieldName')}</span>
                    <input id={`wf-${f.key}-name`} required maxLength={50} value={f.fieldName} onChange={(e) => { const v = e.currentTarget.value; setField(f.key, (x) => ({ ...x, fieldName: v })); }} />
                  </label>
                  <label className={field}><span>{t('woTypes.fieldType')}</span>
                    <select value={f.fieldType} onChange={(e) => { const v = Number(e.currentTarget.value); setField(f.key, (x) => ({ ...x, fieldType: v })); }}>
                      {FIELD_TYPES.map((ft) => <option key={ft} value={ft}>{t(FIELD_TYPE_KEYS[ft]!)}</option>)}
                    </select>
                  </label>
                  <label className={inlineField} style={{ minHeight: 32 }}>
                    <input type="checkbox" checked={f.required} onChange={(e) => { const v = e.currentTarget.checked; setField(f.key, (x) => ({ ...x, required: v })); }} />{t('woTypes.required')}
                  </label>
                </div>
                {takesOptions(f.fieldType) && <OptionList field={f} fieldLabel={name} onChange={(options) => setField(f.key, (x) => ({ ...x, options }))} setFocus={setFocus} />}
                {isCascade(f.fieldType) && <OptionTree field={f} fieldLabel={name} onChange={(options) => setField(f.key, (x) => ({ ...x, options }))} setFocus={setFocus} />}
                <div className="line">
                  <button type="button" id={`wf-${f.key}-up`} className={`${button} ${small}`} disabled={i === 0} aria-label={t('woTypes.moveUpNamed', { name })} onClick={() => moveField(i, -1)}>{t('woTypes.moveUp')}</button>
                  <button type="button" id={`wf-${f.key}-down`} className={`${button} ${small}`} disabled={i === d.fields.length - 1} aria-label={t('woTypes.moveDownNamed', { name })} onClick={() => moveField(i, 1)}>{t('woTypes.moveDown')}</button>
                  <button type="button" className={`${button} ${small} ${danger}`} aria-label={t('woTypes.removeNamed', { name })} onClick={() => removeField(i)}>{t('woTypes.removeField')}</button>
                </div>
              </fieldset>
            );
          })}
          <div><button type="button" id="wf-add" className={button} disabled={d.fields.length >= WoLimits.fieldsMax} onClick={addField}>{t('woTypes.addField')}</button></div>
        </section>
        <SaveFooter saver={saver} onClose={onClose} />
      </form>
    </Dialog>
  );
}
