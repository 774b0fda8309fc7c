/** Work-order types: list (name, on/off, fields), add and edit in a dialog, delete after a confirmation. */
import { useState } from 'react';
import type { DeskWoType } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { forgetWoTypes } from '../../state/wo-types';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { button, danger, primary, small, table, tableWrap, tag, toolbar } from '../styles';
import { SaveMessage, useSaver } from './saver';
import { WoTypeDialog } from './wo-type-dialog';
import { FIELD_TYPE_KEYS } from './wo-options';

export function WoTypesAdmin() {
  const t = useT();
  const data = useAsync(() => call<{ types: DeskWoType[] }>('admin/woTypes/list').then((r) => r.types), []);
  const [editing, setEditing] = useState<DeskWoType | 'new' | null>(null);
  const saver = useSaver();
  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <ErrorState message={errorMessage(t, data.error)} retry={data.reload} />;
  const changed = () => { forgetWoTypes(); data.reload(); };
  return (
    <>
      <div className={toolbar}>
        <button type="button" className={`${button} ${primary}`} onClick={() => setEditing('new')}>{t('woTypes.add')}</button>
        <SaveMessage message={saver.message} />
      </div>
      {!data.data.length ? <Empty>{t('woTypes.empty')}</Empty> : (
        <div className={tableWrap}>
          <table className={table}>
            <thead><tr><th scope="col">{t('woTypes.name')}</th><th scope="col">{t('woTypes.fields')}</th><th scope="col">{t('inbox.actions')}</th></tr></thead>
            <tbody>
              {data.data.map((ty) => (
                <tr key={ty.typeId}>
                  <td dir="auto">{ty.typeName} {!ty.enabled && <span className={tag}>{t('woTypes.disabled')}</span>}</td>
                  <td className="wrap">{ty.fields.length ? ty.fields.map((f) => `${f.fieldName} (${t(FIELD_TYPE_KEYS[f.fieldType] ?? 'woTypes.ft1')})`).join(', ') : t('woTypes.noFields')}</td>
                  <td style={{ display: 'flex', gap: 6 }}>
                    <button type="button" className={`${button} ${small}`} aria-label={t('action.editNamed', { name: ty.typeName })} onClick={() => setEditing(ty)}>{t('action.edit')}</button>
                    <button type="button" className={`${button} ${small} ${danger}`} aria-label={t('action.deleteNamed', { name: ty.typeName })}
                      onClick={() => { if (confirm(t('woTypes.confirmDelete', { name: ty.typeName }))) void saver.run(() => call('admin/woTypes/delete', { typeId: ty.typeId }), t('woTypes.deleted')).then(changed); }}>{t('action.delete')}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <WoTypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={() => { setEditing(null); changed(); }} />}
    </>
  );
}
