/**
 * Getting the agent's attention: the tab title counts unread messages and waiting visitors, and a
 * short tone (Web Audio, no sound file to load) plays when a visitor starts waiting or writes in
 * a chat the agent is not looking at. The agent can mute it; the choice is remembered.
 */
import { atom } from 'nanostores';

const MUTE_KEY = 'kefu-desk-muted';
export const $muted = atom<boolean>(readMuted());

function readMuted(): boolean {
  try { return localStorage.getItem(MUTE_KEY) === '1'; } catch { return false; }
}

export function setMuted(m: boolean): void {
  $muted.set(m);
  try { localStorage.setItem(MUTE_KEY, m ? '1' : '0'); } catch { /* not remembered */ }
}

let audio: AudioContext | null = null;
let lastBeep = 0;

/** Two short notes; at most one chime every 1.5 s however many events arrive. */
export function chime(): void {
  if ($muted.get() || typeof AudioContext === 'undefined') return;
  const now = Date.now();
  if (now - lastBeep < 1500) return;
  lastBeep = now;
  try {
    audio ??= new AudioContext();
    const t = audio.currentTime;
    for (const [i, freq] of [880, 1320].entries()) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, t + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.15, t + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, t + i * 0.12 + 0.11);
      osc.connect(gain).connect(audio.destination);
      osc.start(t + i * 0.12);
      osc.stop(t + i * 0.12 + 0.12);
    }
  } catch {
    // a browser that refuses audio before a user gesture: the title still says it
  }
}
