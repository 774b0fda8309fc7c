/**
 * The "Unanswered questions" tab's badge: how many questions wait (part of the link's name, so a
 * screen reader hears "Unanswered questions, 3 waiting"). Read when the admin area opens.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useT } from '../../../i18n/react';
import { badge, srOnly } from '../../styles';
import { $triageWaiting, refreshWaiting } from './waiting';

export function TriageTabCount() {
  const t = useT();
  const waiting = useStore($triageWaiting);
  useEffect(() => { void refreshWaiting(); }, []);
  if (!waiting) return null;
  return (
    <>
      {' '}<span className={badge} aria-hidden="true" data-testid="triage-count">{waiting}</span>
      <span className={srOnly}>{t('triage.tabCount', { count: waiting })}</span>
    </>
  );
}
