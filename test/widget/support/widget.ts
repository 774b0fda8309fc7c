/** Mounting `<kefu-chat>` from the sources, and putting the widget back to a fresh state. */
import { ELEMENT_TAG } from '../../../protocol';
import { defineKefuChat } from '../../../src/element';
import { resetState } from '../../../src/state';
import { Kv, memoryBackend, useStorage } from '../../../src/storage';
import type { Clock } from '../../../src/storage';
import { forgetLocaleChoice, setLocale } from '../../../src/i18n';
import { cancelCalls } from '../../../src/api/client';
import { testConfig, waitFor } from './env';

defineKefuChat();
// IndexedDB is shared by every test file of the run (same origin): tests use memory unless
// they ask for IndexedDB themselves.
freshStorage();

export type KefuElement = HTMLElement & {
  kefuUpdateUser(data: unknown): void;
  kefuShow(): void;
};

export function mountElement(attrs: Record<string, string>): KefuElement {
  const el = document.createElement(ELEMENT_TAG) as KefuElement;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.cssText = 'position:fixed;inset-block-end:0;inset-inline-end:0;width:380px;height:600px;';
  document.body.append(el);
  return el;
}

export function shadow(el: HTMLElement): ShadowRoot {
  if (!el.shadowRoot) throw new Error('no shadow root');
  return el.shadowRoot;
}

/** The widget root inside the shadow root, once rendered with its texts. */
export function widgetRoot(el: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => el.shadowRoot?.querySelector<HTMLElement>('[data-kefu-root][aria-busy="false"]'),
    'the widget root',
  );
}

/** A fresh in-memory storage (IndexedDB is shared by every test file of the run). */
export function freshStorage(clock?: Clock): Kv {
  const kv = new Kv({ backend: memoryBackend(), ...(clock ? { clock } : {}) });
  useStorage(kv);
  return kv;
}

/** Remove every widget, forget every state, and show zh again. */
export async function resetWidget(): Promise<void> {
  document.querySelectorAll(ELEMENT_TAG).forEach((n) => n.remove());
  // the removed widgets cancel their calls after paint; do it now, before the next test starts
  cancelCalls();
  resetState();
  freshStorage();
  await setLocale('zh', false);
  // the next widget starts as on a first visit: no explicit locale choice yet
  forgetLocaleChoice();
}

/** The API fixture's base URL for one case of one run. */
export async function fixtureBase(run: string, answerCase: string): Promise<string> {
  return `${(await testConfig()).fixtureServer}/t/${run}/${answerCase}`;
}

export interface LoggedRequest {
  case: string;
  path: string;
  authorization: string | null;
  token: string | null;
  body: Record<string, unknown> | null;
}

export async function fixtureLog(run: string): Promise<LoggedRequest[]> {
  return (await fetch(`${(await testConfig()).fixtureServer}/__log/${run}`)).json() as Promise<LoggedRequest[]>;
}
