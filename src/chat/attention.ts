/**
 * Getting the visitor's attention (spec §4 "Title", kld_num; §2 sound toggle): a new agent or
 * robot message while the tab is hidden makes the page title blink with a new-message marker
 * (every Limits.titleResetMs) until the tab is visible again, counts as unread for the host
 * (kld_num / KefuChat.on('unread')) while the widget is hidden, and plays a short sound when
 * the visitor has sound on. The title is only touched in page mode (the document is ours).
 */
import { Limits, SenderType } from '../../protocol';
import type { ChatMessage } from '../../protocol';
import { countIncoming } from '../bridge';
import { $sound } from '../state/chat';
import { $pageMode, $visible } from '../state/ui';
import { tr } from './context';

let blink: ReturnType<typeof setInterval> | null = null;
let baseTitle = '';

/** spec §4: the title resets when the tab becomes visible (listened to only while it blinks). */
const onVisible = () => {
  if (document.visibilityState === 'visible') stopBlink();
};

/** The title back as it was (also when the chat screen goes away). */
export function stopBlink(): void {
  if (!blink) return;
  clearInterval(blink);
  blink = null;
  document.removeEventListener('visibilitychange', onVisible);
  document.title = baseTitle;
}

function startBlink(): void {
  if (blink || !$pageMode.get()) return;
  baseTitle = document.title;
  const marker = tr()('chat.newMessageTitle');
  let on = false;
  const tick = () => {
    on = !on;
    document.title = on ? `${marker} ${baseTitle}` : baseTitle;
  };
  tick();
  blink = setInterval(tick, Limits.titleResetMs);
  document.addEventListener('visibilitychange', onVisible);
}

let audio: AudioContext | null = null;
function beep(): void {
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.25);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.25);
  } catch {
    // no audio: nothing to do
  }
}

const fromStaff = (m: ChatMessage) => m.senderType === SenderType.agent || m.senderType === SenderType.robot || (m.senderType === undefined && !!m.senderName);

/** New messages from an agent or the robot arrived. */
export function noticeIncoming(list: ChatMessage[]): void {
  const incoming = list.filter(fromStaff);
  if (!incoming.length) return;
  incoming.forEach(countIncoming);
  const hidden = document.visibilityState !== 'visible';
  if (hidden) startBlink();
  if ($sound.get() && (hidden || !$visible.get())) beep();
}
