/**
 * spec §2 "Modal showing either the leave-message form … or the evaluation form. Closing resets
 * the modal flags." Each form is its own lazy chunk, loaded when first opened.
 */
import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $chat, patchChat } from '../../state/chat';
import { useT } from '../../i18n/react';
import { Modal } from '../common/Modal';
import { Loading } from '../common/Loading';

const EvaluationForm = lazy(() => import('./evaluation/EvaluationForm'));
const LeaveMessagePanel = lazy(() => import('../leave-message/LeaveMessagePanel'));

export default function ChatModal() {
  const t = useT();
  const modal = useStore($chat).modal;
  if (!modal) return null;
  const close = () => patchChat({ modal: null });
  const title = modal.kind === 'evaluation' ? t('evaluation.title') : t('screen.leaveMessage');
  return (
    <Modal title={title} onClose={close}>
      <Suspense fallback={<Loading />}>
        {modal.kind === 'evaluation' ? <EvaluationForm onDone={close} /> : <LeaveMessagePanel />}
      </Suspense>
    </Modal>
  );
}
