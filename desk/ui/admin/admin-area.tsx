/**
 * The admin area (admin role; loaded only by admins, and every call re-checked by the server):
 * one tab per kind of setting, each tab in its own file.
 */
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/react';
import type { DeskKey } from '../../i18n';
import { routeHref } from '../../state/route';
import { page, tabs } from '../styles';
import { Loading } from '../common/states';
import { AgentsAdmin } from './agents';
import { GroupsAdmin } from './groups';
import { HoursAdmin } from './hours';
import { ChannelsAdmin } from './channels';
import { WordsAdmin } from './words';
import { CannedAdmin } from './canned';
import { KbAdmin } from './kb';
import { WoTypesAdmin } from './wo-types';
import { TagsAdmin } from './tags';
import { KbTriage } from './kb-triage/triage-screen';
import { TriageTabCount } from './kb-triage/tab-count';

// the reports and their chart library are a chunk of their own, loaded when the tab opens
const ReportsScreen = lazy(() => import('../reports/reports-screen').then((m) => ({ default: m.ReportsScreen })));

const TABS = ['agents', 'groups', 'hours', 'channels', 'words', 'canned', 'kb', 'triage', 'woTypes', 'tags', 'reports'] as const;
type Tab = (typeof TABS)[number];

export function AdminArea({ tab }: { tab: string | null }) {
  const t = useT();
  const current: Tab = (TABS as readonly string[]).includes(tab ?? '') ? (tab as Tab) : 'agents';
  return (
    <div className={page}>
      <h2 id="admin-title">{t('admin.title')}</h2>
      <nav aria-label={t('admin.sections')}>
        <div className={tabs}>
          {TABS.map((k) => <a key={k} href={routeHref('admin', k)} aria-current={k === current ? 'page' : undefined}>{t(`admin.tab.${k}` as DeskKey)}{k === 'triage' && <TriageTabCount />}</a>)}
        </div>
      </nav>
      <section aria-label={t(`admin.tab.${current}` as DeskKey)}>
        {current === 'agents' && <AgentsAdmin />}
        {current === 'groups' && <GroupsAdmin />}
        {current === 'hours' && <HoursAdmin />}
        {current === 'channels' && <ChannelsAdmin />}
        {current === 'words' && <WordsAdmin />}
        {current === 'canned' && <CannedAdmin />}
        {current === 'kb' && <KbAdmin />}
        {current === 'triage' && <KbTriage />}
        {current === 'woTypes' && <WoTypesAdmin />}
        {current === 'tags' && <TagsAdmin />}
        {current === 'reports' && <Suspense fallback={<Loading />}><ReportsScreen /></Suspense>}
      </section>
    </div>
  );
}
