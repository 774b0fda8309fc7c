/**
 * The option editors of the work-order type dialog: a flat list (drop-down, single and multiple
 * choice: label and value rows, moved and removed by buttons) and the cascading tree (nested
 * rows, "add a choice under", remove). Every control is named after its row ("Option 2 label",
 * "Option 1.2 value"), so a screen-reader user knows where they are.
 */
import { FieldType, WoLimits } from '../../../protocol';
import type { DeskKey } from '../../i18n';
import { useT } from '../../i18n/react';
import { button, danger, muted, optionRows, small } from '../styles';
import { addChild, canAddChild, move, newOption, pathName, updateNode } from './wo-type-form';
import type { FieldDraft, OptDraft } from './wo-type-form';

/** The spec §3 field types in plain words. */
export const FIELD_TYPES = [FieldType.text, FieldType.textarea, FieldType.date, FieldType.dateTime, FieldType.number, FieldType.dropdown, FieldType.radio, FieldType.checkbox, FieldType.cascader];
export const FIELD_TYPE_KEYS: Record<number, DeskKey> = {
  1: 'woTypes.ft1', 2: 'woTypes.ft2', 3: 'woTypes.ft3', 4: 'woTypes.ft4', 5: 'woTypes.ft5', 6: 'woTypes.ft6', 7: 'woTypes.ft7', 8: 'woTypes.ft8', 9: 'woTypes.ft9',
};

interface EditorProps { field: FieldDraft; fieldLabel: string; onChange: (o: OptDraft[]) => void; setFocus: (id: string) => void }

export function OptionList({ field, fieldLabel, onChange, setFocus }: EditorProps) {
  const t = useT();
  const opts = field.options;
  const set = (i: number, patch: Partial<OptDraft>) => onChange(opts.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  const addId = `wo-${field.key}-addopt`;
  function add() {
    const o = newOption();
    onChange([...opts, o]);
    setFocus(`wo-${o.key}-label`);
  }
  function shift(i: number, delta: number) {
    const o = opts[i]!;
    onChange(move(opts, i, delta));
    const to = i + delta;
    setFocus(`wo-${o.key}-${to === 0 ? 'down' : to === opts.length - 1 ? 'up' : delta < 0 ? 'up' : 'down'}`);
  }
  function remove(i: number) {
    onChange(opts.filter((_, j) => j !== i));
    const near = opts[i + 1] ?? opts[i - 1];
    setFocus(near ? `wo-${near.key}-label` : addId);
  }
  return (
    <div role="group" aria-label={t('woTypes.optionsOf', { name: fieldLabel })} style={{ display: 'grid', gap: 6 }}>
      <p className={muted} style={{ margin: 0 }}>{t('woTypes.optionsHint')}</p>
      <ol className={optionRows}>
        {opts.map((o, i) => {
          const n = String(i + 1);
          return (
            <li key={o.key}>
              <div className="opt">
                <input id={`wo-${o.key}-label`} aria-label={t('woTypes.optLabel', { n })} placeholder={t('woTypes.label')} required maxLength={100} value={o.label} onChange={(e) => set(i, { label: e.currentTarget.value })} />
                <input aria-label={t('woTypes.optValue', { n })} placeholder={t('woTypes.value')} maxLength={100} value={o.value} onChange={(e) => set(i, { value: e.currentTarget.value })} />
                <button type="button" id={`wo-${o.key}-up`} className={`${button} ${small}`} disabled={i === 0} aria-label={t('woTypes.optUp', { n })} onClick={() => shift(i, -1)}>↑</button>
                <button type="button" id={`wo-${o.key}-down`} className={`${button} ${small}`} disabled={i === opts.length - 1} aria-label={t('woTypes.optDown', { n })} onClick={() => shift(i, 1)}>↓</button>
                <button type="button" className={`${button} ${small} ${danger}`} aria-label={t('woTypes.optRemove', { n })} onClick={() => remove(i)}>×</button>
              </div>
            </li>
          );
        })}
      </ol>
      <div><button type="button" id={addId} className={`${button} ${small}`} disabled={opts.length >= WoLimits.optionsMax} onClick={add}>{t('woTypes.addOption')}</button></div>
    </div>
  );
}

export function OptionTree({ field, fieldLabel, onChange, setFocus }: EditorProps) {
  const t = useT();
  const tree = field.options;
  const addId = `wo-${field.key}-addroot`;
  function addUnder(path: number[]) {
    const o = newOption();
    onChange(addChild(tree, path, o));
    setFocus(`wo-${o.key}-label`);
  }
  function remove(path: number[], siblings: OptDraft[], parentAddId: string) {
    const i = path.at(-1)!;
    onChange(updateNode(tree, path, () => null));
    const near = siblings[i + 1] ?? siblings[i - 1];
    setFocus(near ? `wo-${near.key}-label` : parentAddId);
  }
  const rows = (nodes: OptDraft[], base: number[], parentAddId: string) => (
    <ul className={optionRows}>
      {nodes.map((o, i) => {
        const path = [...base, i];
        const n = pathName(path);
        const set = (patch: Partial<OptDraft>) => onChange(updateNode(tree, path, (x) => ({ ...x, ...patch })));
        const myAdd = `wo-${o.key}-add`;
        return (
          <li key={o.key}>
            <div className="opt">
              <input id={`wo-${o.key}-label`} aria-label={t('woTypes.optLabel', { n })} placeholder={t('woTypes.label')} required maxLength={100} value={o.label} onChange={(e) => set({ label: e.currentTarget.value })} />
              <input aria-label={t('woTypes.optValue', { n })} placeholder={t('woTypes.value')} maxLength={100} value={o.value} onChange={(e) => set({ value: e.currentTarget.value })} />
              <button type="button" id={myAdd} className={`${button} ${small}`} disabled={!canAddChild(path)} onClick={() => addUnder(path)}>{t('woTypes.addChild', { n })}</button>
              <button type="button" className={`${button} ${small} ${danger}`} aria-label={t('woTypes.optRemove', { n })} onClick={() => remove(path, nodes, parentAddId)}>×</button>
            </div>
            {o.children.length > 0 && rows(o.children, path, myAdd)}
          </li>
        );
      })}
    </ul>
  );
  return (
    <div role="group" aria-label={t('woTypes.treeOf', { name: fieldLabel })} style={{ display: 'grid', gap: 6 }}>
      <p className={muted} style={{ margin: 0 }}>{t('woTypes.treeHint', { depth: WoLimits.cascadeDepthMax })}</p>
      {tree.length > 0 && rows(tree, [], addId)}
      <div><button type="button" id={addId} className={`${button} ${small}`} onClick={() => addUnder([])}>{t('woTypes.addTopOption')}</button></div>
    </div>
  );
}
