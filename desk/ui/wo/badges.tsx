/** A work order's status, priority and "the customer wrote last" marks (colour plus words). */
import { useT } from '../../i18n/react';
import { priorityKey, statusKey } from '../../state/wo';
import { woBadge } from '../styles';

export function StatusBadge({ status }: { status: number }) {
  const t = useT();
  return <span className={woBadge} data-status={status === 5 || status === 99 ? 'closed' : status}>{t(statusKey(status))}</span>;
}

export function PriorityBadge({ priority }: { priority: number }) {
  const t = useT();
  return <span className={woBadge} data-priority={priority}>{t('wo.priorityBadge', { priority: t(priorityKey(priority)) })}</span>;
}

export function CustomerLastMark() {
  const t = useT();
  return <span className={woBadge} data-mark="customer">{t('wo.customerLast')}</span>;
}
