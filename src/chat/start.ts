/**
 * After chatStart (spec §4 "Start"): status 2 sets manual mode and polls, 3 polls, 0 loads the
 * offline messages then runs the start routine, anything else runs the start routine. A
 * returning visitor gets the current session back (getSessionMsg). The start routine: the
 * pre-chat form when configured and (modal or not yet submitted), else by receiveMode the
 * robot guide (0, 2), a transfer (1), or manual mode and a transfer (3).
 * spec §8: failures here are ignored silently — the chat stays usable.
 */
import { api } from '../api/client';
import { ConnectionType, FaqShowType, LocalMsgKind, Limits, MsgType, ReceiveMode, SenderType, UserFormMode, UserStatus } from '../../protocol';
import type { AutoTip, ChatInitResponse, ChatMessage } from '../../protocol';
import { $messages, addMessage, addMessages } from '../state/messages';
import { patchChat } from '../state/chat';
import { $session } from '../state/session';
import { storage } from '../storage';
import { config, parseJson, query, robotLocal, tr, userRef } from './context';
import { withTexts } from '../i18n';

const formKey = (userId: string) => `userForm:${userId}`;

/** The current session's messages back (getSessionMsg); how many were added. */
export async function restoreSession(init: ChatInitResponse): Promise<number> {
  const list = await api('getSessionMsg', { ...userRef(), sessionId: init.sessionId }, { quiet: true }).catch(() => [] as ChatMessage[]);
  return addMessages(Array.isArray(list) ? list : []).length;
}

/** spec §2 card_* query parameters: a goods card the visitor can send to the agent. */
function queryCard(): void {
  const q = query();
  if (!q.card_title) return;
  const card = { title: q.card_title, desc: q.card_desc ?? '', price: q.card_price ?? '', picture: q.card_picture ?? '', url: q.card_url ?? '' };
  addMessage({ senderType: SenderType.visitor, msgType: LocalMsgKind.card, msgContent: JSON.stringify(card), msgTime: Date.now() }, true);
}

let welcomed = false;

/** The robot guide (spec §4): welcome, auto tips, then the FAQ block after 1 s. */
export function robotGuide(): void {
  if (welcomed) return;
  welcomed = true;
  const c = config();
  if (!c) return;
  // the channel's welcome, else a greeting in the visitor's language
  robotLocal({ msgContent: c.robotWelcomeMsg || tr()('robot.welcome'), id: 'welcome' });
  for (const tip of parseJson<AutoTip[]>(c.autoTip, [])) {
    if (tip?.autoTip) robotLocal({ msgType: MsgType.faq, msgContent: tip.autoTip, btnList: tip.btnList ?? [] });
  }
  queryCard();
  const faq = c.faq;
  if (faq && parseJson<unknown[]>(faq.showContent, []).length) {
    setTimeout(() => {
      robotLocal({ msgType: MsgType.faq, msgContent: faq.showContent, showType: faq.showType ?? FaqShowType.flat, id: 'faq' });
    }, Limits.faqGuideDelayMs);
  }
}

/** Nothing shown yet in the robot stage (first visit): the welcome may show before chatStart answers. */
export function earlyWelcome(): void {
  const c = config();
  const robotFirst = c?.receiveMode === undefined || c.receiveMode === ReceiveMode.robotFirst || c.receiveMode === ReceiveMode.robotFirstAlt;
  if (robotFirst && !needsUserForm(false)) robotGuide();
}

function needsUserForm(submitted: boolean): boolean {
  const c = config();
  const mode = c?.userFormMode ?? UserFormMode.off;
  if (mode === UserFormMode.off || !c?.userForm?.formList?.length) return false;
  return mode === UserFormMode.modal || !submitted;
}

export async function startRoutine(): Promise<void> {
  const userId = $session.get().userId ?? '';
  const submitted = !!(await storage().get<boolean>(formKey(userId)).catch(() => undefined));
  if (needsUserForm(submitted)) {
    patchChat({ popup: 'userForm' });
    return;
  }
  afterUserForm();
}

/** The start routine after the pre-chat form (or without one). */
export function afterUserForm(): void {
  const mode = config()?.receiveMode ?? ReceiveMode.robotFirst;
  switch (mode) {
    case ReceiveMode.robotFirst:
    case ReceiveMode.robotFirstAlt:
      robotGuide();
      return;
    case ReceiveMode.directTransfer:
      transfer();
      return;
    case ReceiveMode.manualOnly:
      patchChat({ connection: ConnectionType.manual });
      transfer();
      return;
    default:
      robotGuide();
  }
}

/** spec §4 receiveMode 1 and 3: the transfer flow (a lazy chunk, like every action of the visitor's). */
function transfer(): void {
  void withTexts(import('./transfer')).then((m) => m.requestTransfer(), () => undefined);
}

export async function markUserFormSubmitted(): Promise<void> {
  await storage().set(formKey($session.get().userId ?? ''), true, Limits.userIdLifetimeMs).catch(() => undefined);
}

/** spec §4 start by chatStart status. */
export async function afterChatStart(init: ChatInitResponse): Promise<void> {
  welcomed = $messages.get().some((m) => m.id === 'welcome');
  switch (init.status) {
    case UserStatus.manual:
    case UserStatus.queued:
    case UserStatus.offline: {
      // a chat with people or closed: ./resume.ts, a lazy chunk
      const status = init.status;
      await withTexts(import('./resume')).then((m) => m.resumeChat(init, status), () => undefined);
      return;
    }
    default: {
      // a returning visitor in the robot stage sees their conversation again (votes included)
      const restored = welcomed ? 0 : await restoreSession(init);
      if (restored === 0) await startRoutine();
    }
  }
}

/** A fresh widget (tests, a restart): the guide may show again. */
export function resetStart(): void {
  welcomed = false;
}
