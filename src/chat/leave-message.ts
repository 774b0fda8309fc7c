/**
 * Leaving a message (spec §2 modal and leave-message page, §5, §7 leaveMsg / getLeaveMsgList):
 * only with the channel's leaveMsgMode on. The form and the list of earlier messages are a lazy
 * chunk (src/ui/leave-message/).
 */
import { LeaveMsgType, Limits } from '../../protocol';
import { navigate } from '../state/place';
import { patchChat } from '../state/chat';
import { showToast } from '../state/ui';
import { config, on, tr, userRef } from './context';

/**
 * spec §4 menu type 5: the in-chat modal with the form and the visitor's earlier messages. With
 * leaveMsgType 2 the work-order form is the leave-message page's (spec §2), so the chat goes
 * there, as a transfer with nobody online does.
 */
export function openLeaveMessage(): void {
  const c = config();
  if (!on(c?.leaveMsgMode)) {
    showToast('info', tr()('leave.off'), Limits.toastErrorMs);
    return;
  }
  if (Number(c?.leaveMsgType) === LeaveMsgType.workOrder) {
    navigate('leaveMsg', { channelId: c?.channelId ?? '', tenantId: c?.tenantId ?? '', userId: userRef().userId ?? '' });
    return;
  }
  patchChat({ modal: { kind: 'leaveMessage' } });
}
