/**
 * Menu items (spec §3 "Menu item", spec §4 menu types): the quick menu above the input and the
 * buttons under an auto tip. Each item says what the visitor gets when pressing it; only that
 * type's fields show (models.ts MENU_FIELDS), and changing the type drops the others.
 */
import type { MenuItem } from '../../../../protocol';
import type { DeskKey } from '../../../i18n';
import { useT } from '../../../i18n/react';
import { button, small } from '../../styles';
import { ColorField, SelectField, TextField } from './controls';
import { DocPicker } from './doc-picker';
import { ListEditor } from './list-editor';
import { MENU_FIELDS, MENU_TYPES, cleanMenuItem, newMenuItem } from './models';
import { controlIdOf } from './paths';
import type { ListChange, Path } from './paths';

type Item = MenuItem & Record<string, unknown>;

export function MenuItemFields({ item, at, onChange }: { item: Item; at: Path; onChange: (item: MenuItem) => void }) {
  const t = useT();
  const id = (k: string) => controlIdOf([...at, k]);
  const type = item.menuType as number;
  const fields = MENU_FIELDS[type] ?? [];
  const set = (patch: Record<string, unknown>) => onChange(cleanMenuItem({ ...item, ...patch }));
  const str = (k: string) => (item[k] === undefined ? '' : String(item[k]));
  return (
    <>
      <SelectField id={id('menuType')} label={t('channels.menu.type')} hint={t('channels.menu.typeHint')} value={String(type)}
        options={MENU_TYPES.map((m) => ({ value: String(m), label: t(`channels.menuType.${m}` as DeskKey) }))} onChange={(v) => set({ menuType: Number(v) })} />
      <TextField id={id('menuName')} label={t('channels.menu.name')} hint={t('channels.menu.nameHint')} max={50} value={str('menuName')} onChange={(v) => set({ menuName: v })} />
      {fields.includes('msgText') && (
        <TextField id={id('msgText')} long max={2000} value={str('msgText')} onChange={(v) => set({ msgText: v })}
          label={t(type === 7 ? 'channels.menu.answer' : 'channels.menu.message')} hint={t(type === 7 ? 'channels.menu.answerHint' : 'channels.menu.messageHint')} />
      )}
      {fields.includes('labelLink') && (
        <TextField id={id('labelLink')} ltr wide label={t('channels.menu.link')} hint={t('channels.menu.linkHint')} value={str('labelLink')} onChange={(v) => set({ labelLink: v })} />
      )}
      {fields.includes('docId') && (
        <div className="wide" style={{ display: 'grid', gap: 6 }}>
          <p id={id('docId')} tabIndex={-1} className="hint" style={{ margin: 0 }}>
            {item.docId ? t('channels.menu.docChosen', { doc: str('docId') }) : t('channels.menu.docNone')}
            {' '}
            {item.docId ? <button type="button" className={`${button} ${small}`} onClick={() => set({ docId: undefined })}>{t('channels.menu.docClear')}</button> : null}
          </p>
          <DocPicker id={id('docSearch')} label={t('channels.menu.docSearch')} pickLabel={(q) => t('channels.menu.docPick', { q })}
            onPick={(d) => set({ docId: d.docId, msgText: item.msgText || d.question })} />
        </div>
      )}
      <ColorField id={id('background')} label={t('channels.menu.background')} hint={t('channels.menu.backgroundHint')} value={str('background')}
        text={str('color') || '#1f2329'} onChange={(v) => set({ background: v })} />
      <ColorField id={id('color')} label={t('channels.menu.color')} hint={t('channels.menu.colorHint')} value={str('color')}
        on={str('background') || '#ffffff'} onChange={(v) => set({ color: v })} />
    </>
  );
}

export function MenuList({ at, items, onChange, title, hint, itemKey, addKey, max }: {
  /** the list's path (field first) */
  at: Path; items: readonly Item[]; onChange: (items: MenuItem[], op?: ListChange) => void;
  title: string; hint: string; itemKey: DeskKey; addKey: DeskKey; max: number;
}) {
  const t = useT();
  return (
    <ListEditor id={controlIdOf(at)} title={title} hint={hint} items={items} max={max}
      itemLabel={(i) => t(itemKey, { n: i + 1 })} itemName={(m) => String(m.menuName ?? '')}
      make={() => newMenuItem() as Item} addLabel={t(addKey)} onChange={(next, op) => onChange(next, op)}
      render={(item, i) => <MenuItemFields item={item} at={[...at, i]} onChange={(m) => onChange(items.map((x, j) => (j === i ? m : x)))} />} />
  );
}
