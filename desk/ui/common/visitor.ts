/**
 * How the desk names and describes a visitor (issue 26 item 2; docs/desk.md "Visitor names"):
 * the name they gave, else "Visitor 4821" from the server's visitorNo; a short device from the
 * User-Agent; the page they came from as host + path. Pure functions (test/desk/visitor.test.ts).
 */
import type { DeskT } from '../../i18n';

/** Anything that names a visitor: desk chats, queue entries, profiles (displayName), inbox and work orders (customerName). */
export interface Named {
  displayName?: string | undefined;
  /** older servers send only this */
  visitorName?: string | undefined;
  customerName?: string | undefined;
  visitorNo?: string | undefined;
}

/** The visitor's label: their name, else "Visitor 4821" / "访客 4821", else "Visitor". */
export function visitorLabel(t: DeskT, v: Named): string {
  const name = (v.displayName || v.visitorName || v.customerName || '').trim();
  if (name) return name;
  return v.visitorNo ? t('visitor.numbered', { no: v.visitorNo }) : t('visitor.anonymous');
}

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\//, 'WeChat'], [/EdgA?\/|EdgiOS\//, 'Edge'], [/OPR\/|Opera/, 'Opera'], [/SamsungBrowser\//, 'Samsung'],
  [/Firefox\/|FxiOS\//, 'Firefox'], [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'], [/Version\/[\d.]+.*Safari\/|Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'], [/iPad/, 'iPad'], [/Android/, 'Android'], [/CrOS/, 'ChromeOS'], [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'], [/Linux/, 'Linux'],
];

/** "Chrome · Android", "Safari · iPhone", "Firefox · Windows"; '' when nothing is recognised. */
export function deviceShort(ua: string | null | undefined): string {
  if (!ua) return '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? '';
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? '';
  return [browser, system].filter(Boolean).join(' · ');
}

/** The page as host + path ("shop.example.com/cart"), cut to `max` characters with "…"; '' when none. */
export function pageShort(url: string | null | undefined, max = 48): string {
  if (!url) return '';
  let s = url.trim();
  try {
    const u = new URL(s);
    s = u.pathname === '/' ? u.host : `${u.host}${u.pathname}`;
  } catch {
    // not an absolute URL: shown as given
  }
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}
