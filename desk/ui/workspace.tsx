/**
 * The signed-in desk: the header (navigation, presence, sound, language, sign-out) and the chosen
 * screen. The live socket runs while this is shown. The admin area is offered to admins only;
 * the server checks the role again on every admin call.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import { getToken } from '../api/client';
import { useT } from '../i18n/react';
import { $me } from '../state/session';
import { startLive, stopLive } from '../state/live';
import { $route } from '../state/route';
import { Header } from './header';
import { ChatsScreen } from './chat/chats-screen';
import { Inbox } from './inbox';
import { WorkOrdersScreen } from './wo/wo-screen';
import { ConversationsScreen } from './conversations/conversations-screen';
import { TeamScreen } from './team/team-screen';
import { ErrorState, Loading } from './common/states';
import { app, main, skip } from './styles';

// agents never download the admin screens
const AdminArea = lazy(() => import('./admin/admin-area').then((m) => ({ default: m.AdminArea })));

export function Workspace({ focusTitle = false }: { focusTitle?: boolean }) {
  const t = useT();
  const me = useStore($me);
  const route = useStore($route);
  useEffect(() => {
    const token = getToken();
    if (token) startLive(token);
    return stopLive;
  }, []);
  const isAdmin = me?.role === 'admin';
  return (
    <div className={app}>
      <a className={skip} href="#desk-main">{t('nav.skip')}</a>
      <Header isAdmin={isAdmin} focusTitle={focusTitle} />
      <main id="desk-main" className={main} tabIndex={-1}>
        {route.view === 'chats' && <ChatsScreen sessionId={route.id} />}
        {route.view === 'conversations' && <ConversationsScreen routeId={route.id} />}
        {route.view === 'team' && (isAdmin ? <TeamScreen sessionId={route.id} /> : <ErrorState message={t('admin.notAllowed')} />)}
        {route.view === 'inbox' && <Inbox />}
        {route.view === 'workorders' && <WorkOrdersScreen woId={route.id} />}
        {route.view === 'admin' && (isAdmin
          ? <Suspense fallback={<Loading />}><AdminArea tab={route.id} /></Suspense>
          : <ErrorState message={t('admin.notAllowed')} />)}
      </main>
    </div>
  );
}
