/**
 * spec §2 desktop screenshot tip: how to take a screenshot on Windows, on a Mac and otherwise;
 * a screenshot pasted into the text box is then offered in the paste preview before it is sent.
 */
import { useT } from '../../../i18n/react';
import { Modal } from '../../common/Modal';
import { sendButton } from '../ChatFooter';

export default function ScreenshotTip({ onClose }: { onClose: () => void }) {
  const t = useT();
  return (
    <Modal title={t('screenshot.title')} onClose={onClose}>
      <ul>
        <li>{t('screenshot.windows')}</li>
        <li>{t('screenshot.mac')}</li>
        <li>{t('screenshot.other')}</li>
      </ul>
      <button type="button" className={sendButton} onClick={onClose}>{t('screenshot.ok')}</button>
    </Modal>
  );
}
