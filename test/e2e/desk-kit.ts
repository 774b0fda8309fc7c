/**
 * The desk e2e tests' helpers: a visitor driven through the visitor API over HTTP (the widget's
 * side of manual chat is not part of these tests), desk API calls with a token, polling the
 * visitor's events until one matches (with a time limit), and signing into the desk page by its
 * labels as an agent would.
 */
import type { Page } from 'playwright-core';
import { DESK_API, Endpoints } from '../../protocol';
import type { ChatInitResponse, EventBatch, PollEvent } from '../../protocol';

export interface Answer<T> { status: number; code: number; msg: string; data: T }

export async function postJson<T = unknown>(origin: string, path: string, body: unknown, token?: string): Promise<Answer<T>> {
  const res = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await res.json()) as { code?: number; msg?: string; data: T };
  return { status: res.status, code: json.code ?? 200, msg: json.msg ?? '', data: json.data };
}

export const deskCall = <T = unknown>(origin: string, token: string, path: string, body: unknown = {}) => postJson<T>(origin, `${DESK_API}${path}`, body, token);

export async function deskSignIn(origin: string, username: string, password = 'kefu-demo'): Promise<string> {
  const r = await postJson<{ token: string }>(origin, `${DESK_API}auth/login`, { username, password });
  if (r.status !== 200) throw new Error(`sign-in of ${username}: ${r.status} ${r.msg}`);
  return r.data.token;
}

export interface ApiVisitor {
  origin: string;
  token: string;
  userId: string;
  pollId: number;
  /** every event polled so far, in order */
  events: PollEvent[];
  /** every raw poll answer body, to check a text never reached the visitor */
  raw: string[];
}

export async function startApiVisitor(origin: string, body: Record<string, unknown>): Promise<ApiVisitor> {
  const r = await postJson<ChatInitResponse>(origin, Endpoints.chatStart.path, body);
  if (r.status !== 200) throw new Error(`chatStart ${r.status} ${r.msg}`);
  return { origin, token: r.data.visitorToken!, userId: r.data.userId, pollId: Number(r.data.pollId), events: [], raw: [] };
}

export const visitorCall = <T = unknown>(v: ApiVisitor, path: string, body: unknown) => postJson<T>(v.origin, path, body, v.token);

/** Poll getEventMsg until an event matches, or fail after `ms`. */
export async function waitForEvent(v: ApiVisitor, match: (e: PollEvent) => boolean, what: string, ms = 15_000): Promise<PollEvent> {
  const deadline = Date.now() + ms;
  for (;;) {
    const seen = v.events.find(match);
    if (seen) return seen;
    if (Date.now() > deadline) throw new Error(`the visitor got no ${what} within ${ms} ms; events: ${JSON.stringify(v.events.map((e) => [e.eventCode, e.msgContent]))}`);
    const res = await fetch(`${v.origin}${Endpoints.getEventMsg.path}`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${v.token}` },
      body: JSON.stringify({ pollId: v.pollId }), signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    v.raw.push(text);
    const batch = (JSON.parse(text) as { data: EventBatch }).data;
    v.events.push(...batch.msgList);
    const next = Number(batch.pollId);
    if (next === v.pollId) await new Promise((r) => setTimeout(r, 300));
    v.pollId = next;
  }
}

/** Sign into the desk page as a person does: the form's labelled fields and its button (English). */
export async function signInDesk(page: Page, origin: string, username: string, password = 'kefu-demo'): Promise<void> {
  await page.goto(`${origin}/desk/?locale=en`);
  await page.getByLabel('User name').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 15_000 });
}

/**
 * axe-core over the whole desk page: 0 violations (the chat tests' check; it goes in through the
 * DevTools protocol, as the desk's CSP allows only its own scripts). STEP bounds each step.
 */
export { expectNoAxeViolations as expectNoAxe, STEP } from './chat-kit';

/** A desk e2e test's own limit (node:test's), over its steps. */
export const T = { timeout: 180_000 };

/** Choose Online in the status switch and wait until the server has taken it (the switch is enabled again and says so). */
export async function goOnline(page: Page): Promise<void> {
  const status = page.getByLabel('Status');
  await status.selectOption('online');
  await page.waitForFunction(() => {
    const s = [...document.querySelectorAll('select')].find((e) => e.labels?.[0]?.textContent === 'Status');
    return !!s && !s.disabled && s.value === 'online';
  }, undefined, { timeout: 15_000 });
}
