/**
 * Menu items (spec §4 menu types) — the quick-menu row, auto-tip buttons and menu blocks all act
 * through here, in ONE exhaustive switch over MenuType.
 */
import { api } from '../api/client';
import { Limits, MenuType, MsgType, SenderType } from '../../protocol';
import type { MenuItem } from '../../protocol';
import { addMessage } from '../state/messages';
import { showToast } from '../state/ui';
import { navigate } from '../state/place';
import { config, inManualService, notice, tr, userRef } from './context';
import { askRobot, robotSays } from './robot';
import { sendText } from './send';
import { requestTransfer } from './transfer';
import { confirmClose } from './close';
import { openLink } from './links';

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
      // part 2 builds the evaluation screen; until then the server says whether it was given
      void api('isEvaluate', userRef(), { quiet: true }).then((r) => {
        const evaluated = typeof r === 'boolean' ? r : r?.evaluated;
        if (evaluated) notice(tr()('notice.userRated'));
        else showToast('info', tr()('menu.evaluateLater'), Limits.toastErrorMs);
      }).catch(() => undefined);
      return;
    case MenuType.leaveMessage: {
      const c = config();
      navigate('leaveMsg', { channelId: c?.channelId ?? '', tenantId: c?.tenantId ?? '', userId: userRef().userId ?? '' });
      return;
    }
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
