/**
 * Opening links the widget shows (menus, quick links, ads, cards, robot HTML): only http, https
 * and mailto, always in a new window without opener or referrer (security-cases "Injection").
 */
import { serverUrl } from '../api/url';

export function safeLink(url: unknown): string | null {
  return serverUrl(url);
}

/** Open `url` in a new window; returns false when it is not a link we may open. */
export function openLink(url: unknown): boolean {
  const href = serverUrl(url);
  if (!href) return false;
  window.open(href, '_blank', 'noopener,noreferrer');
  return true;
}
