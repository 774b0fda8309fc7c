/**
 * Menu items (spec §4 menu types) — the quick-menu row, auto-tip buttons and menu blocks all act
 * through here, in ONE exhaustive switch over MenuType.
 */
import { Limits, MenuType, MsgType, SenderType } from '../../protocol';
import type { MenuItem } from '../../protocol';
import { addMessage } from '../state/messages';
import { inManualService } from './context';
import { askRobot, robotSays } from './robot';
import { sendText } from './send';
import { requestTransfer } from './transfer';
import { confirmClose } from './close';
import { openLink } from './links';
import { openEvaluation } from './evaluation';
import { openLeaveMessage } from './leave-message';

export function runMenu(item: MenuItem): void {
  const type = item.menuType;
  switch (type) {
    case MenuType.sendText: {
      const text = item.msgText || item.menuName;
      if (!inManualService() && item.docId !== undefined && item.docId !== '') void askRobot({ docId: item.docId, question: text }, { visitorText: text });
      else void sendText(text);
      return;
    }
    case MenuType.transferAgent:
      void requestTransfer();
      return;
    case MenuType.closeSession:
      confirmClose();
      return;
    case MenuType.evaluate:
      void openEvaluation('menu');
      return;
    case MenuType.leaveMessage:
      openLeaveMessage();
      return;
    case MenuType.openLink:
      openLink(item.labelLink);
      return;
    case MenuType.localAnswer:
      // spec §4 type 7: a fixed question and answer, shown locally
      addMessage({ senderType: SenderType.visitor, msgType: MsgType.text, msgContent: item.menuName, msgTime: Date.now() }, true);
      setTimeout(() => robotSays(item.msgText ?? ''), Limits.presetAnswerMs);
      return;
    default: {
      const unknown: never = type;
      void unknown;
    }
  }
}
