/**
 * Reports (docs/desk.md "Reports", admins): a range of days — the last 7, 30 or 90 days or a
 * custom one, in the tenant's working-hours time zone — and a channel; figure cards, charts each
 * with its table, the most asked unknown questions, and the conversations behind any figure.
 * Loaded lazily inside the admin area, so its chart library never reaches agents or other tabs.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ReportSummary, WorkingHours } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { errorMessage } from '../common/errors';
import { Empty, ErrorState, Loading } from '../common/states';
import { useAsync } from '../common/use-async';
import { button, errorText, field, primary, toolbar } from '../styles';
import { DrillList } from './drill-list';
import type { DrillTarget } from './drill-list';
import { lastDays } from './report-format';
import { Charts, FigureCards } from './report-sections';

type Preset = '7' | '30' | '90' | 'custom';
interface Range { from: string; to: string; channelId?: string }

export function ReportsScreen() {
  const t = useT();
  const id = useId();
  const setup = useAsync(async () => {
    const [hours, channels] = await Promise.all([
      call<WorkingHours>('admin/workingHours/get'),
      call<{ channels: { channelId: string }[] }>('admin/channels/list').then((r) => r.channels.map((c) => c.channelId)),
    ]);
    return { timeZone: hours.timeZone, channels };
  }, []);
  const zone = setup.status === 'ready' ? setup.data.timeZone : undefined;
  const [preset, setPreset] = useState<Preset>('7');
  const [custom, setCustom] = useState<{ from: string; to: string }>(() => lastDays(7, Date.now()));
  const [customError, setCustomError] = useState('');
  const [channelId, setChannelId] = useState('');
  const [range, setRange] = useState<Range | null>(null);
  const [drill, setDrillState] = useState<DrillTarget | null>(null);
  // closing a drill-down gives focus back to the control that opened it
  const opener = useRef<HTMLElement | null>(null);
  const setDrill = (d: DrillTarget | null) => {
    if (d) opener.current = document.activeElement as HTMLElement | null;
    setDrillState(d);
    if (!d) setTimeout(() => opener.current?.isConnected && opener.current.focus(), 0);
  };

  // a preset is days of the tenant's zone, so it waits for the zone
  useEffect(() => {
    if (!zone || preset === 'custom') return;
    setRange({ ...lastDays(Number(preset), Date.now(), zone), ...(channelId ? { channelId } : {}) });
  }, [zone, preset, channelId]);

  const summary = useAsync(() => (range ? call<ReportSummary>('admin/reports/summary', range) : new Promise<ReportSummary>(() => {})),
    [range?.from, range?.to, range?.channelId]);

  const applyCustom = (e: FormEvent) => {
    e.preventDefault();
    if (!custom.from || !custom.to || custom.to < custom.from) { setCustomError(t('reports.rangeOrder')); return; }
    const days = (Date.parse(custom.to) - Date.parse(custom.from)) / 86_400_000 + 1;
    if (days > 366) { setCustomError(t('reports.rangeTooLong', { max: 366 })); return; }
    setCustomError('');
    setRange({ ...custom, ...(channelId ? { channelId } : {}) });
  };
  const pickChannel = (c: string) => {
    setChannelId(c);
    if (preset === 'custom' && range) setRange({ from: range.from, to: range.to, ...(c ? { channelId: c } : {}) });
  };

  if (setup.status === 'loading') return <Loading />;
  if (setup.status === 'error') return <ErrorState message={errorMessage(t, setup.error)} retry={setup.reload} />;
  const nicks = new Map(summary.status === 'ready' ? summary.data.csatByAgent.map((a) => [a.agentId, a.nick] as const) : []);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <form className={toolbar} onSubmit={applyCustom} aria-label={t('reports.filters')} style={{ alignItems: 'flex-end' }}>
        <label className={field}>
          <span>{t('reports.period')}</span>
          <select value={preset} onChange={(e) => { setPreset(e.currentTarget.value as Preset); setDrill(null); }}>
            <option value="7">{t('reports.last', { n: 7 })}</option>
            <option value="30">{t('reports.last', { n: 30 })}</option>
            <option value="90">{t('reports.last', { n: 90 })}</option>
            <option value="custom">{t('reports.custom')}</option>
          </select>
        </label>
        {preset === 'custom' && (
          <>
            <label className={field}>
              <span>{t('reports.from')}</span>
              <input type="date" value={custom.from} required onChange={(e) => setCustom({ ...custom, from: e.currentTarget.value })}
                aria-invalid={customError ? true : undefined} aria-describedby={customError ? `${id}-err` : undefined} />
            </label>
            <label className={field}>
              <span>{t('reports.to')}</span>
              <input type="date" value={custom.to} required onChange={(e) => setCustom({ ...custom, to: e.currentTarget.value })}
                aria-invalid={customError ? true : undefined} aria-describedby={customError ? `${id}-err` : undefined} />
            </label>
            <button type="submit" className={`${button} ${primary}`}>{t('reports.apply')}</button>
          </>
        )}
        <label className={field}>
          <span>{t('reports.channel')}</span>
          <select value={channelId} onChange={(e) => pickChannel(e.currentTarget.value)}>
            <option value="">{t('reports.allChannels')}</option>
            {setup.data.channels.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
      </form>
      {customError && <p id={`${id}-err`} className={errorText} role="alert">{customError}</p>}
      {range && <p style={{ margin: 0 }} role="status">{t('reports.showing', { from: range.from, to: range.to, zone: zone ?? '' })}</p>}
      {drill && range && <DrillList range={range} target={drill} timeZone={zone ?? 'UTC'} nicks={nicks} onClose={() => setDrill(null)} />}
      {!range || summary.status === 'loading' ? <Loading label={t('reports.loading')} />
        : summary.status === 'error' ? <ErrorState message={errorMessage(t, summary.error)} retry={summary.reload} />
          : !summary.data.conversations ? <Empty>{t('reports.empty')}</Empty> : (
            <>
              <FigureCards s={summary.data} drill={setDrill} />
              <Charts s={summary.data} drill={setDrill} nicks={nicks} />
            </>
          )}
    </div>
  );
}
