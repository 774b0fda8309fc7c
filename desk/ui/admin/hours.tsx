/** Working hours: on/off, time zone, open ranges per weekday, closed dates. Outside them visitors get unWorkingMsg. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { WorkingHours } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import type { DeskKey } from '../../i18n';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { ErrorState, Loading } from '../common/states';
import { button, card, daysGrid, field, inlineField, muted, primary } from '../styles';
import { SaveMessage, useSaver } from './saver';
import { formToHours, rangesToText } from './hours-form';

export function HoursAdmin() {
  const t = useT();
  const data = useAsync(() => call<WorkingHours>('admin/workingHours/get'), []);
  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <ErrorState message={errorMessage(t, data.error)} retry={data.reload} />;
  return <HoursForm hours={data.data} onSaved={data.set} />;
}

function HoursForm({ hours, onSaved }: { hours: WorkingHours; onSaved: (h: WorkingHours) => void }) {
  const t = useT();
  const [enabled, setEnabled] = useState(hours.enabled);
  const [zone, setZone] = useState(hours.timeZone);
  const [days, setDays] = useState(() => [0, 1, 2, 3, 4, 5, 6].map((d) => rangesToText(hours.days[String(d)])));
  const [closed, setClosed] = useState(hours.closedDates.join('\n'));
  const saver = useSaver();
  async function submit(e: FormEvent) {
    e.preventDefault();
    await saver.run(async () => onSaved(await call<WorkingHours>('admin/workingHours/set', formToHours(enabled, zone, days, closed))));
  }
  return (
    <form className={card} onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
      <label className={inlineField}><input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />{t('hours.enabled')}</label>
      <label className={field}><span>{t('hours.zone')}</span><input style={{ maxWidth: 320 }} value={zone} onChange={(e) => setZone(e.currentTarget.value)} placeholder="Asia/Shanghai" /></label>
      <p className={muted} style={{ margin: 0 }}>{t('hours.rangesHint')}</p>
      <div className={daysGrid}>
        {days.map((d, i) => (
          <label key={i} className={field}><span>{t(`hours.day${i}` as DeskKey)}</span>
            <input value={d} onChange={(e) => { const v = e.currentTarget.value; setDays((all) => all.map((x, j) => (j === i ? v : x))); }} placeholder={t('hours.closedDay')} />
          </label>
        ))}
      </div>
      <label className={field}><span>{t('hours.closed')}</span><textarea rows={3} value={closed} onChange={(e) => setClosed(e.currentTarget.value)} placeholder="2026-10-01" /></label>
      <div><button type="submit" className={`${button} ${primary}`} disabled={saver.busy}>{t('action.save')}</button> <SaveMessage message={saver.message} /></div>
    </form>
  );
}
