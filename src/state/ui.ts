/**
 * UI state shared by every screen: toasts and the confirm dialog (spec §8), the layout
 * (spec §2 mobile / desktop), the locale (spec §1) and the unread count (spec §4 kld_num).
 */
import { atom } from 'nanostores';
import { DEFAULT_LOCALE } from '../../protocol';
import type { Locale } from '../../protocol';

export type ToastKind = 'error' | 'success' | 'info';
export interface Toast { id: number; kind: ToastKind; text: string }

export interface Dialog {
  title: string;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel?: () => void;
}

export type Layout = 'mobile' | 'desktop';

export const $toasts = atom<Toast[]>([]);
export const $dialog = atom<Dialog | null>(null);
export const $layout = atom<Layout>('desktop');
/** the locale whose texts are loaded and shown */
export const $locale = atom<Locale>(DEFAULT_LOCALE);
/** false until the first locale chunk has loaded: nothing can be said before that */
export const $localeReady = atom<boolean>(false);
/** spec §4: new-message count while the widget is hidden (kld_num) */
export const $unread = atom<number>(0);
/** whether the visitor can see the widget (element `open`, iframe shown by showIframe) */
export const $visible = atom<boolean>(true);

let nextToast = 1;

/** Show a toast for `ms` milliseconds (spec §9: errors 3000 ms, success 2000 ms). */
export function showToast(kind: ToastKind, text: string, ms: number): Toast {
  const toast = { id: nextToast++, kind, text };
  $toasts.set([...$toasts.get(), toast]);
  setTimeout(() => dismissToast(toast.id), ms);
  return toast;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

export function openDialog(dialog: Dialog): void {
  $dialog.set(dialog);
}

export function closeDialog(): void {
  $dialog.set(null);
}

/** whether the widget sits in a host page (element mode, or the loader's iframe) */
export const $embedded = atom<boolean>(false);

/**
 * How many header hide controls are on screen (src/ui/common/HideControl.tsx): when none is
 * (no header, spec §2 navigationBarShowFlag off, or a screen without one), an embedded widget
 * shows a floating one instead, so there is always a way out of a full-screen panel.
 */
export const $headerHideControls = atom<number>(0);

/** page mode (full page / iframe): the document, and so its title, is the widget's */
export const $pageMode = atom<boolean>(false);

/** the full-screen image viewer (spec §2): the image shown, or null */
export const $viewer = atom<{ src: string; alt: string } | null>(null);

/** spec §4 event 1204: the agent is typing (shown Limits.typingIndicatorMs) */
export const $agentTyping = atom<boolean>(false);
