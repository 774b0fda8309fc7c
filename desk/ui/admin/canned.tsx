/** Canned replies: agents type `/name` in the reply box to insert the content. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { DeskCannedReply } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { forgetCanned } from '../../state/canned';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { Dialog } from '../common/dialog';
import { button, danger, field, primary, small, table, tableWrap, toolbar } from '../styles';
import { SaveFooter, SaveMessage, useSaver } from './saver';

export function CannedAdmin() {
  const t = useT();
  const data = useAsync(() => call<{ replies: DeskCannedReply[] }>('cannedReplies/list').then((r) => r.replies), []);
  const [editing, setEditing] = useState<DeskCannedReply | 'new' | null>(null);
  const saver = useSaver();
  const done = () => { forgetCanned(); data.reload(); };
  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <ErrorState message={errorMessage(t, data.error)} retry={data.reload} />;
  return (
    <>
      <div className={toolbar}><button type="button" className={`${button} ${primary}`} onClick={() => setEditing('new')}>{t('canned.add')}</button><SaveMessage message={saver.message} /></div>
      {!data.data.length ? <Empty>{t('canned.empty')}</Empty> : (
        <div className={tableWrap}>
          <table className={table}>
            <thead><tr><th scope="col">{t('canned.name')}</th><th scope="col">{t('canned.content')}</th><th scope="col">{t('inbox.actions')}</th></tr></thead>
            <tbody>
              {data.data.map((r) => (
                <tr key={r.replyId}>
                  <td>/{r.name}</td>
                  <td className="wrap">{r.content}</td>
                  <td style={{ display: 'flex', gap: 6 }}>
                    <button type="button" className={`${button} ${small}`} aria-label={t('action.editNamed', { name: r.name })} onClick={() => setEditing(r)}>{t('action.edit')}</button>
                    <button type="button" className={`${button} ${small} ${danger}`} aria-label={t('action.deleteNamed', { name: r.name })}
                      onClick={() => { if (confirm(t('action.confirmDelete', { name: r.name }))) void saver.run(() => call('admin/cannedReplies/delete', { replyId: r.replyId })).then(done); }}>{t('action.delete')}</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && <CannedDialog reply={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onDone={() => { setEditing(null); done(); }} />}
    </>
  );
}

function CannedDialog({ reply, onClose, onDone }: { reply: DeskCannedReply | null; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const [name, setName] = useState(reply?.name ?? '');
  const [content, setContent] = useState(reply?.content ?? '');
  const saver = useSaver();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const ok = await saver.run(() => (reply
      ? call('admin/cannedReplies/update', { replyId: reply.replyId, name, content })
      : call('admin/cannedReplies/create', { name, content })));
    if (ok) onDone();
  }
  return (
    <Dialog title={reply ? t('canned.editTitle', { name: reply.name }) : t('canned.add')} onClose={onClose}>
      <form onSubmit={submit}>
        <label className={field}><span>{t('canned.name')}</span><input required maxLength={32} pattern="[^\s\/]+" value={name} onChange={(e) => setName(e.currentTarget.value)} aria-describedby="canned-name-hint" /></label>
        <span id="canned-name-hint" style={{ fontSize: 13 }}>{t('canned.nameHint')}</span>
        <label className={field}><span>{t('canned.content')}</span><textarea required rows={5} maxLength={5000} value={content} onChange={(e) => setContent(e.currentTarget.value)} /></label>
        <SaveFooter saver={saver} onClose={onClose} />
      </form>
    </Dialog>
  );
}
