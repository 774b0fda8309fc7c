/**
 * spec §2/§5 paste-image preview: a pasted picture is shown in a dialog and sent (uploadBase64)
 * only after the visitor confirms; cancel drops it.
 */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { $pasted } from '../../../state/chat';
import { useT } from '../../../i18n/react';
import { act } from '../../../chat/lazy';
import { Modal } from '../../common/Modal';
import { sendButton } from '../ChatFooter';

const preview = css`
  display: block;
  max-width: 100%;
  max-height: 50vh;
  margin: 0 auto 12px;
  border-radius: 6px;
`;

const buttons = css`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;

const cancel = css`
  color: #1f2329;
  background: #f2f3f5;
`;

export default function PastePreview() {
  const t = useT();
  const pasted = useStore($pasted);
  if (!pasted) return null;
  const close = () => $pasted.set(null);
  const confirm = () => {
    close();
    act((a) => a.sendPastedImage(pasted.dataUrl, pasted.name));
  };
  return (
    <Modal title={t('paste.title')} onClose={close}>
      <img className={preview} src={pasted.dataUrl} alt={t('paste.alt')} />
      <div className={buttons}>
        <button type="button" className={`${sendButton} ${cancel}`} onClick={close}>{t('common.cancel')}</button>
        <button type="button" className={sendButton} style={{ background: 'var(--kefu-main-color)' }} onClick={confirm}>{t('common.send')}</button>
      </div>
    </Modal>
  );
}
