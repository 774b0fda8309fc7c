/**
 * Leaving a message (spec §2 modal and leave-message page, §5, §7 leaveMsg / getLeaveMsgList):
 * only with the channel's leaveMsgMode on. The form and the list of earlier messages are a lazy
 * chunk (src/ui/leave-message/).
 */
import { Limits } from '../../protocol';
import { patchChat } from '../state/chat';
import { showToast } from '../state/ui';
import { config, on, tr } from './context';

/** spec §4 menu type 5: the in-chat modal with the form and the visitor's earlier messages. */
export function openLeaveMessage(): void {
  if (!on(config()?.leaveMsgMode)) {
    showToast('info', tr()('leave.off'), Limits.toastErrorMs);
    return;
  }
  patchChat({ modal: { kind: 'leaveMessage' } });
}
