/**
 * The widget app, the same in both embedding modes (DESIGN §4): the element renders it into its
 * shadow root, and the full page / iframe (dist/widget/index.html) is just `<kefu-chat mode="page">`.
 * It owns the launch (router, API base, locale, layout, bridge) and picks the route's screen.
 */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { $channelConfig } from './state/config';
import { restartSession } from './state/session';
import { $dialog, $embedded, $layout, $locale, $localeReady, $pageMode } from './state/ui';
import { $place, startRouter } from './state/place';
import { missingParams } from './routes';
import { cancelCalls, configureApi } from './api/client';
import { directionOf, normalizeLocale, setLocale, startLocale, translator } from './i18n';
import { lazyWithTexts } from './i18n/react';
import { watchLayout, windowSize } from './layout';
import { announceReady, announceSize, connectBridge, hideWidget } from './bridge';
import { themeStyle } from './theme';
import type { Launch } from './launch';
import { Screens } from './ui/screens';
import { prefetchChannelInfo } from './chat/init';
import { Loading, Spinner } from './ui/common/Loading';
import { Toasts } from './ui/common/Toasts';
import { FloatingHideButton } from './ui/common/HideControl';

// lazy chunks: not part of drawing the chat window (the first-open budget)
const MissingParams = lazyWithTexts(() => import('./ui/common/MissingParams').then((m) => ({ default: m.MissingParams })));
const ConfirmDialog = lazyWithTexts(() => import('./ui/common/ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

const root = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  overflow: hidden;
  color: #1f2329;
  background: #f5f6f7;
  text-align: start;
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  &[data-layout='desktop'] {
    border-radius: inherit;
  }
  &[aria-busy='true'] {
    align-items: center;
    justify-content: center;
  }
  /* spec §3 mainWidth × mainHeight: the full page on a desktop is a window of that size */
  &[data-window] {
    position: fixed;
    inset: 0;
    width: min(var(--kefu-window-width), 100% - 32px);
    height: min(var(--kefu-window-height), 100% - 32px);
    margin: auto;
    border-radius: 12px;
    box-shadow: 0 8px 32px rgba(31, 35, 41, 0.18);
  }
`;

/**
 * Everything the launch sets up, undone when the element leaves the page. Returns false until
 * the setup ran: screens must not start (and call the API) before the API base and the route
 * are set — effects run child-first.
 */
function useLaunch(launch: Launch, element: HTMLElement | null, locale: string | undefined): boolean {
  const [launched, setLaunched] = useState(false);
  const relaunch = useRef(false);
  // A layout effect: it runs right after the first render (a passive effect waits for a frame),
  // so the configuration request leaves as early as it can.
  useLayoutEffect(() => {
    const apiLaunch = configureApi({ base: launch.server });
    $embedded.set(isEmbedded(launch));
    $pageMode.set(launch.mode === 'page');
    const stops = [
      startRouter(launch.place, launch.mode === 'page'),
      watchLayout(window, (layout) => $layout.set(layout), !!launch.place.query.preview),
      connectBridge({ element, iframe: launch.iframe, parentOrigin: launch.parentOrigin }),
    ];
    // the chat's configuration in parallel with the locale chunk (the first open's critical path)
    prefetchConfig(launch, launch.place.query.locale ?? normalizeLocale(locale) ?? undefined);
    setLaunched(true);
    // a new channel or server (element attributes): the old calls are cancelled, start again
    if (relaunch.current) restartSession();
    relaunch.current = true;
    return () => {
      stops.forEach((stop) => stop());
      cancelCalls(apiLaunch);
    };
  }, [launch, element]);

  // spec §1: the locale from the query or attribute, else the stored one, else zh. A new
  // locale attribute switches the texts without restarting anything. Requests are
  // last-request-wins (src/i18n): the stored locale never overrides an explicit one.
  const localeReady = useStore($localeReady);
  // a layout effect too: the locale chunk is requested together with the configuration
  useLayoutEffect(() => {
    // without a requested locale, the configuration is asked for in the stored one, as soon as it is read
    if (!$localeReady.get()) void startLocale(locale, (stored) => prefetchConfig(launch, launch.place.query.locale ?? stored));
    else if (locale) void setLocale(locale);
  }, [locale]);

  useEffect(() => {
    if (launched && localeReady) announceReady();
  }, [launched, localeReady]);
  return launched;
}

/** The chat route's configuration request, as soon as its channel and locale are known. */
function prefetchConfig(launch: Launch, locale: string | undefined): void {
  const { route, query } = launch.place;
  if (route === 'index' && query.channelId && locale) prefetchChannelInfo(query.channelId, locale, query.preview);
}

/**
 * Whether the widget sits in a host page that can hide it: element mode, or the loader's iframe
 * (from=iframe with the parent origin the bridge posts to). Not the full page without a parent.
 */
export function isEmbedded(launch: Launch): boolean {
  if (launch.mode === 'element') return true;
  return launch.iframe && launch.parentOrigin !== null && window.parent !== window;
}

/** Page mode: the document is ours, so its language, direction and title follow the widget. */
function usePageDocument(active: boolean): void {
  const locale = useStore($locale);
  const ready = useStore($localeReady);
  const config = useStore($channelConfig);
  useEffect(() => {
    if (!active || !ready) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
    document.title = config?.titleDesc || translator(locale)('app.title');
  }, [active, ready, locale, config]);
}

function Screen() {
  const place = useStore($place);
  const missing = missingParams(place.route, place.query);
  // spec §2: without its ids the route does not start, and nothing is requested.
  const Component = Screens[place.route];
  return (
    <Suspense fallback={<Loading />}>
      {missing.length ? <MissingParams names={missing} /> : <Component />}
    </Suspense>
  );
}

export interface KefuAppProps {
  launch: Launch;
  /** the requested locale: the query's in page mode, the attribute's in element mode */
  locale: string | undefined;
  /** the `<kefu-chat>` element: element events are dispatched on it */
  element: HTMLElement | null;
}

export function KefuApp({ launch, locale: requestedLocale, element }: KefuAppProps) {
  const launched = useLaunch(launch, element, requestedLocale);
  usePageDocument(launch.mode === 'page');
  const localeReady = useStore($localeReady);
  const ready = localeReady && launched;
  // While the first texts load, the root already says the requested language and direction.
  const locale = useStore($locale);
  const shownLocale = localeReady ? locale : normalizeLocale(requestedLocale) ?? locale;
  const layout = useStore($layout);
  const config = useStore($channelConfig);
  const size = windowSize(config);
  const { route } = useStore($place);
  // spec §3 mainWidth × mainHeight: an embedded widget's panel takes the size (the host sizes it)
  const sizeKey = size ? `${size.width}x${size.height}` : '';
  useEffect(() => {
    if (launched && size) announceSize(size);
  }, [launched, sizeKey]); // sizeKey stands for size: a new object each render
  const dialog = useStore($dialog);
  // spec §2: /leaveMessage (the iframe variant) is always the mobile variant.
  const shownLayout = route === 'leaveMessage' ? 'mobile' : layout;
  // Element mode: Escape inside the widget asks the host to hide it, like the hide control. It
  // is consumed here, also when a dialog inside closed on it, so the host page (and the
  // loader's own Escape listener on <kefu-chat>) does not act on it a second time.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (launch.mode !== 'element' || event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    if (event.defaultPrevented) return;
    event.preventDefault();
    hideWidget();
  };
  // ... and the full page that is nobody's frame (or the desk's preview of it) draws the chat as a window of that size on a desktop
  const windowed = !!size && shownLayout === 'desktop' && launch.mode === 'page' && !launch.iframe && (window.parent === window || !!launch.place.query.preview);
  const style: Record<string, string> = themeStyle(config);
  if (windowed) {
    style['--kefu-window-width'] = `${size.width}px`;
    style['--kefu-window-height'] = `${size.height}px`;
  }
  return (
    <div className={root} data-kefu-root="" data-layout={shownLayout} data-window={windowed ? '' : undefined} dir={directionOf(shownLocale)} lang={shownLocale} style={style} aria-busy={ready ? 'false' : 'true'} onKeyDown={onKeyDown}>
      {ready && <FloatingHideButton />}
      {ready ? <Screen /> : <Spinner />}
      <Toasts />
      {dialog ? <Suspense fallback={null}><ConfirmDialog /></Suspense> : null}
    </div>
  );
}
