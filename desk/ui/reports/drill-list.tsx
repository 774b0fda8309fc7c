/**
 * The conversations behind one figure (docs/desk.md "Reports"): newest first, 50 at a time with
 * "Load more", each row a link to the conversation (#/conversations/<sessionId>), and the whole
 * list as CSV (every page fetched first, up to DRILL_CSV_MAX rows). Focus moves to its heading
 * when it opens, and back to where it was opened from when it closes.
 */
import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ReportLimits } from '../../../protocol';
import type { ReportDrillPage, ReportDrillQuery, ReportDrillRow, ReportMetric } from '../../../protocol';
import { call } from '../../api/client';
import { $deskLocale } from '../../i18n';
import type { DeskT } from '../../i18n';
import { useT } from '../../i18n/react';
import { routeHref } from '../../state/route';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { visitorLabel } from '../common/visitor';
import { button, card, small } from '../styles';
import { dateTime, formatDuration } from './report-format';
import { csvOf, ReportTable, saveFile } from './report-table';
import type { Column } from './report-table';

export interface DrillTarget { metric: ReportMetric; key?: string; title: string }

/** Rows a drill-down's CSV holds at most (pages fetched one after another). */
export const DRILL_CSV_MAX = 2000;

function valueText(t: DeskT, metric: ReportMetric, v: number | null): string {
  if (v === null) return '';
  if (metric === 'firstResponse' || metric === 'resolution' || metric === 'queueWait') return formatDuration(t, v);
  return String(v);
}

function valueLabel(t: DeskT, metric: ReportMetric): string | null {
  if (metric === 'firstResponse' || metric === 'resolution' || metric === 'queueWait') return t('reports.col.time');
  if (metric === 'csat' || metric === 'csatAgent' || metric === 'csatDay') return t('reports.col.stars');
  if (metric === 'robot' || metric === 'unknownQuestion') return t('reports.col.times');
  return null;
}

export function DrillList({ range, target, timeZone, nicks, onClose }: {
  range: { from: string; to: string; channelId?: string };
  target: DrillTarget;
  timeZone: string;
  nicks: ReadonlyMap<string, string>;
  onClose(): void;
}) {
  const t = useT();
  const locale = useStore($deskLocale);
  const heading = useRef<HTMLHeadingElement>(null);
  const [rows, setRows] = useState<ReportDrillRow[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'more' | 'csv' | { error: unknown }>('loading');
  const query: ReportDrillQuery = { ...range, metric: target.metric, ...(target.key !== undefined ? { key: target.key } : {}) };
  const page = (cursor?: string) => call<ReportDrillPage>('admin/reports/drill', { ...query, ...(cursor ? { cursor } : {}) });

  const load = () => {
    setState('loading');
    page().then((p) => { setRows(p.rows); setNext(p.nextCursor); setState('ready'); }, (error: unknown) => setState({ error }));
  };
  useEffect(() => {
    load();
    heading.current?.focus();
  }, [target.metric, target.key, range.from, range.to, range.channelId]);

  const more = () => {
    if (!next) return;
    setState('more');
    page(next).then((p) => { setRows((r) => [...r, ...p.rows]); setNext(p.nextCursor); setState('ready'); }, (error: unknown) => setState({ error }));
  };

  const vLabel = valueLabel(t, target.metric);
  const columns: Column<ReportDrillRow>[] = [
    {
      label: t('reports.col.visitor'), head: true, text: (r) => visitorLabel(t, r),
      cell: (r) => <a href={routeHref('conversations', r.sessionId)} dir="auto">{visitorLabel(t, r)}</a>,
    },
    { label: t('reports.col.channel'), text: (r) => r.channelId },
    { label: t('reports.col.started'), text: (r) => dateTime(r.startedAt, locale, timeZone) },
    { label: t('reports.col.agent'), text: (r) => (r.adminId ? nicks.get(r.adminId) ?? r.adminId : '') },
    ...(vLabel ? [{ label: vLabel, text: (r: ReportDrillRow) => valueText(t, target.metric, r.value) }] : []),
  ];
  const file = `${target.metric}${target.key ? `-${target.key}` : ''}-${range.from}-${range.to}.csv`.replace(/[^\w.-]+/g, '_');

  const downloadAll = async () => {
    setState('csv');
    try {
      let all = rows;
      let cursor = next;
      while (cursor && all.length < DRILL_CSV_MAX) {
        const p = await page(cursor);
        all = [...all, ...p.rows];
        cursor = p.nextCursor;
      }
      setRows(all);
      setNext(cursor);
      saveFile(file, csvOf(columns, all.slice(0, DRILL_CSV_MAX)));
      setState('ready');
    } catch (error) {
      setState({ error });
    }
  };

  const title = t('reports.drillTitle', { name: target.title });
  return (
    <section className={card} aria-labelledby="report-drill-title" style={{ display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <h3 id="report-drill-title" ref={heading} tabIndex={-1} style={{ margin: 0 }}>{title}</h3>
        <button type="button" className={`${button} ${small}`} onClick={onClose}>{t('reports.closeDrill')}</button>
      </div>
      {state === 'loading' ? <Loading /> : typeof state === 'object' ? <ErrorState message={errorMessage(t, state.error)} retry={load} />
        : !rows.length ? <Empty>{t('reports.drillEmpty')}</Empty> : (
          <>
            <ReportTable caption={title} columns={columns} rows={rows} file={file} />
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              {next && <button type="button" className={button} disabled={state !== 'ready'} onClick={more}>{t('reports.loadMore')}</button>}
              {next && (
                <button type="button" className={button} disabled={state !== 'ready'} onClick={() => { void downloadAll(); }}>
                  {t('reports.downloadAll', { max: DRILL_CSV_MAX })}
                </button>
              )}
            </div>
          </>
        )}
      <p style={{ margin: 0, fontSize: 13 }}>{t('reports.drillPaged', { n: ReportLimits.drillPage })}</p>
    </section>
  );
}
