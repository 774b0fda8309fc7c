/**
 * The chat window with people, driven from outside: a channel set up through the desk's admin
 * API, an agent present through the desk API and socket (as the desk app does), and the widget
 * in Chromium, driven by role and name. The agent's side is checked through the desk API.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import type { DeskChat, DeskMessage } from '../../protocol';
import { openDeskSocket } from '../server/human/ws-client';
import type { DeskSocket } from '../server/human/ws-client';
import { deskCall, deskSignIn, STEP } from './desk-kit';
import { openDevice } from './chat-kit';
import type { Opened } from './chat-kit';

export { STEP };

/** A whole spec §3 channel patch, through admin/channels/update (creates the channel). */
export async function setChannel(origin: string, channelId: string, config: Record<string, unknown>, i18n?: Record<string, Record<string, string>>): Promise<void> {
  const admin = await deskSignIn(origin, 'admin');
  const r = await deskCall(origin, admin, 'admin/channels/update', { channelId, config, ...(i18n ? { i18n } : {}) });
  if (r.status !== 200) throw new Error(`channel ${channelId}: ${r.status} ${r.msg}`);
}

export interface Agent { token: string; socket: DeskSocket; id: string }

/** An agent signed in, with a desk socket, set online (as the desk app does on "Go online"). */
export async function agentOnline(origin: string, username = 'agent1'): Promise<Agent> {
  const token = await deskSignIn(origin, username);
  const socket = await openDeskSocket(origin, token);
  const r = await deskCall(origin, token, 'presence/set', { presence: 'online' });
  if (r.status !== 200) throw new Error(`presence of ${username}: ${r.status} ${r.msg}`);
  return { token, socket, id: username };
}

/** The agent's open chat with the visitor named `name` (waits for it to be assigned). */
export async function chatOf(origin: string, agent: Agent, name: string): Promise<DeskChat> {
  const deadline = Date.now() + STEP;
  for (;;) {
    const r = await deskCall<{ chats: DeskChat[] }>(origin, agent.token, 'chats/list');
    const chat = r.data?.chats?.find((c) => c.visitorName === name);
    if (chat) return chat;
    if (Date.now() > deadline) throw new Error(`no chat with ${name} for ${agent.id}`);
    await new Promise((res) => setTimeout(res, 200));
  }
}

/** The whole conversation as the desk sees it. */
export async function deskMessages(origin: string, agent: Agent, sessionId: string): Promise<DeskMessage[]> {
  const r = await deskCall<{ messages: DeskMessage[] }>(origin, agent.token, 'chat/messages', { sessionId });
  return r.data.messages;
}

/** Poll the desk's view until `match` holds (the visitor's side sends asynchronously). */
export async function deskSees(origin: string, agent: Agent, sessionId: string, match: (m: DeskMessage) => boolean, what: string): Promise<DeskMessage> {
  const deadline = Date.now() + STEP;
  for (;;) {
    const found = (await deskMessages(origin, agent, sessionId)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`the desk never saw ${what}`);
    await new Promise((res) => setTimeout(res, 250));
  }
}

/** The widget's chat page for `channelId` as a visitor named `name`. */
export async function openVisitor(browser: Browser, origin: string, channelId: string, name: string, opts: { locale?: string; device?: 'phone' | 'desktop'; query?: Record<string, string>; clock?: boolean } = {}): Promise<Opened> {
  const opened = await openDevice(browser, opts.device ?? 'desktop');
  // a clock the test moves on (Playwright's fake timers; time still flows on its own)
  if (opts.clock) await opened.page.clock.install();
  const q = new URLSearchParams({ channelId, locale: opts.locale ?? 'en', userName: name, ...(opts.query ?? {}) });
  await opened.page.goto(`${origin}/chat_online/index?${q}`);
  return opened;
}

/** A system notice in the log containing `text`. */
export async function seeNotice(page: Page, text: string | RegExp, timeout = STEP): Promise<void> {
  await page.getByRole('log').getByRole('article', { name: /System notice/ }).filter({ hasText: text }).last().waitFor({ timeout });
}

/** A toast saying `text` (spec §8 toasts are status/alert regions). */
export async function seeToast(page: Page, text: string | RegExp, timeout = STEP): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout });
}

/** Waits until a text box holds `value` (it changes in the page's own render). */
export async function valueBecomes(box: Locator, value: string): Promise<void> {
  const deadline = Date.now() + STEP;
  let now = '';
  while (Date.now() < deadline) {
    now = await box.inputValue();
    if (now === value) return;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`the text box holds ${JSON.stringify(now)}, not ${JSON.stringify(value)}`);
}

/**
 * Small real files: a 1×1 PNG, a one-second 64×64 H.264 MP4 (fixtures/unboxing.mp4, made with
 * `ffmpeg -f lavfi -i color=c=0x1a66e0:s=64x64:d=1:r=5 -c:v libx264 -profile:v baseline
 * -pix_fmt yuv420p -movflags +faststart`), a one-page PDF.
 */
export const FILES = {
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex'),
  mp4: fs.readFileSync(fileURLToPath(new URL('./fixtures/unboxing.mp4', import.meta.url))),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
};
