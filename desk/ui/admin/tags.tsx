/**
 * Tags (docs/desk.md "Tags"): the tenant's tags with their colour and how many conversations
 * carry each; add, rename and recolour in a dialog (a name and one of the palette's colours,
 * each named), delete after a confirmation (the tag leaves every conversation). The server's
 * refusal of a name is shown on the name field.
 */
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { TagColors, TagLimits } from '../../../protocol';
import type { DeskTag, TagColor } from '../../../protocol';
import { DeskApiError, call } from '../../api/client';
import { useT } from '../../i18n/react';
import type { DeskKey, DeskT } from '../../i18n';
import { loadTags } from '../../state/tags';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { Dialog } from '../common/dialog';
import { button, danger, errorText, field, inlineField, primary, small, table, tableWrap, toolbar } from '../styles';
import { chip, swatch, tagStyle } from '../tags/tag-style';
import { SaveMessage, useSaver } from './saver';

const colorKey = (c: TagColor): DeskKey => `tags.color.${c}` as DeskKey;

export function TagsAdmin() {
  const t = useT();
  const data = useAsync(() => call<{ tags: DeskTag[] }>('tags/list').then((r) => r.tags), []);
  const [editing, setEditing] = useState<DeskTag | 'new' | null>(null);
  const saver = useSaver();
  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <ErrorState message={errorMessage(t, data.error)} retry={data.reload} />;
  const changed = () => { void loadTags(); data.reload(); };
  const remove = (g: DeskTag) => {
    if (confirm(t('tags.confirmDelete', { name: g.name, count: g.count }))) void saver.run(() => call('admin/tags/delete', { tagId: g.tagId }), t('tags.deleted')).then(changed);
  };
  return (
    <>
      <div className={toolbar}>
        <button type="button" className={`${button} ${primary}`} onClick={() => setEditing('new')}>{t('tags.add')}</button>
        <SaveMessage message={saver.message} />
      </div>
      {!data.data.length ? <Empty>{t('tags.empty')}</Empty> : (
        <div className={tableWrap}>
          <table className={table}>
            <thead><tr><th scope="col">{t('tags.name')}</th><th scope="col">{t('tags.color')}</th><th scope="col">{t('tags.count')}</th><th scope="col">{t('inbox.actions')}</th></tr></thead>
            <tbody>
              {data.data.map((g) => (
                <tr key={g.tagId}>
                  <td><span className={chip} style={tagStyle(g.color)}><span className="name" dir="auto">{g.name}</span></span></td>
                  <td><span className={inlineField}><span className={swatch} style={tagStyle(g.color)} aria-hidden="true" />{t(colorKey(g.color))}</span></td>
                  <td>{g.count}</td>
                  <td style={{ display: 'flex', gap: 6 }}>
                    <button type="button" className={`${button} ${small}`} aria-label={t('action.editNamed', { name: g.name })} onClick={() => setEditing(g)}>{t('action.edit')}</button>
                    <button type="button" className={`${button} ${small} ${danger}`} aria-label={t('action.deleteNamed', { name: g.name })} onClick={() => remove(g)}>{t('action.delete')}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <TagDialog tag={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={() => { setEditing(null); changed(); }} />}
    </>
  );
}

/** The server's refusal in the desk's language: on the name field, or for the whole form. */
export function tagSaveError(t: DeskT, err: unknown): { name: string } | { form: string } {
  const msg = err instanceof DeskApiError ? err.message : '';
  const taken = /^name: a tag named "(.*)" exists$/.exec(msg);
  if (taken) return { name: t('tags.nameTaken', { name: taken[1]! }) };
  if (msg === 'name: must not be empty') return { name: t('tags.nameEmpty') };
  if (msg.startsWith('name: at most')) return { name: t('tags.nameTooLong', { max: TagLimits.nameMax }) };
  if (msg.startsWith('name: ')) return { name: msg.slice('name: '.length) };
  if (err instanceof DeskApiError && err.code === 409 && msg.startsWith('at most')) return { form: t('tags.limit', { max: TagLimits.perTenant }) };
  return { form: errorMessage(t, err) };
}

function TagDialog({ tag, onClose, onDone }: { tag: DeskTag | null; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState(tag?.name ?? '');
  const [color, setColor] = useState<TagColor>(tag?.color ?? 'blue');
  const [busy, setBusy] = useState(false);
  const [nameError, setNameError] = useState('');
  const [formError, setFormError] = useState('');
  const nameField = useRef<HTMLInputElement>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setNameError('');
    setFormError('');
    try {
      await call('admin/tags/set', { ...(tag ? { tagId: tag.tagId } : {}), name, color });
      onDone();
    } catch (err) {
      const why = tagSaveError(t, err);
      if ('name' in why) {
        setNameError(why.name);
        nameField.current?.focus();
      } else setFormError(why.form);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog title={tag ? t('tags.editTitle', { name: tag.name }) : t('tags.add')} onClose={onClose}>
      <form onSubmit={submit}>
        <label className={field}>
          <span>{t('tags.name')}</span>
          <input ref={nameField} required value={name} dir="auto" onChange={(e) => { setName(e.currentTarget.value); setNameError(''); }}
            aria-invalid={nameError ? true : undefined} aria-describedby={nameError ? `${id}-name-error` : `${id}-name-hint`} />
        </label>
        {nameError
          ? <span id={`${id}-name-error`} className={errorText} role="alert">{nameError}</span>
          : <span id={`${id}-name-hint`} style={{ fontSize: 13 }}>{t('tags.nameHint', { max: TagLimits.nameMax })}</span>}
        <fieldset role="radiogroup" aria-labelledby={`${id}-color`}>
          <legend id={`${id}-color`}>{t('tags.color')}</legend>
          {TagColors.map((c) => (
            <label key={c} className={inlineField} style={{ marginInlineEnd: 12, minHeight: 32 }}>
              <input type="radio" name={`${id}-color`} value={c} checked={color === c} onChange={() => setColor(c)} />
              <span className={swatch} style={tagStyle(c)} aria-hidden="true" />
              {t(colorKey(c))}
            </label>
          ))}
        </fieldset>
        <SaveMessage message={formError ? { ok: false, text: formError } : null} />
        <div className="actions">
          <button type="button" className={button} onClick={onClose}>{t('action.cancel')}</button>
          <button type="submit" className={`${button} ${primary}`} disabled={busy}>{t('action.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
