/**
 * The way to the chat's actions (src/chat/actions.ts, a lazy chunk). The first call loads the
 * chunk, with the texts past the first screen its notices use; a failed load is forgotten, so
 * the next action tries again.
 */
import type * as Actions from './actions';
import { Limits } from '../../protocol';
import { showToast } from '../state/ui';
import { withTexts } from '../i18n';
import { tr } from './context';

export type ChatActions = typeof Actions;

let loaded: Promise<ChatActions> | null = null;

export function actions(): Promise<ChatActions> {
  loaded ??= withTexts(import('./actions')).catch((err: unknown) => {
    loaded = null;
    throw err;
  });
  return loaded;
}

/**
 * The actions for something the visitor did: a chunk that cannot load (offline before it came)
 * says so with the network toast, and the visitor stays where they were (a typed text stays in
 * the input). Warming up in the background uses actions() and says nothing.
 */
export function actionsFor(): Promise<ChatActions> {
  return actions().catch((err: unknown) => {
    showToast('error', tr()('error.network'), Limits.toastErrorMs);
    throw err;
  });
}

/** Run `use` with the actions, for something the visitor did. */
export function act(use: (a: ChatActions) => unknown): void {
  actionsFor().then(use, () => undefined);
}
