/**
 * The way to the chat's actions (src/chat/actions.ts, a lazy chunk). The first call loads the
 * chunk; a failed load is forgotten, so the next action tries again.
 */
import type * as Actions from './actions';

export type ChatActions = typeof Actions;

let loaded: Promise<ChatActions> | null = null;

export function actions(): Promise<ChatActions> {
  loaded ??= import('./actions').catch((err: unknown) => {
    loaded = null;
    throw err;
  });
  return loaded;
}

/** Run `use` with the actions; a chunk that cannot load leaves the visitor where they were. */
export function act(use: (a: ChatActions) => unknown): void {
  actions().then(use, () => undefined);
}
