/**
 * spec §4 queued: the visitor's place in the queue, kept current from event 1209 and the poll
 * batch's waitIndex. The live region is there for as long as the visitor waits, so each move is
 * announced (the first place is also said by the queue notice in the log).
 */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { UserStatus } from '../../../protocol';
import { $chat } from '../../state/chat';
import { $session } from '../../state/session';
import { useT } from '../../i18n/react';

const bar = css`
  flex: none;
  padding: 6px 14px;
  color: #ad5a00;
  background: #fff3e0;
  font-size: 13px;
  text-align: center;
`;

export function QueueStatus() {
  const t = useT();
  const { waitIndex, ended } = useStore($chat);
  const queued = useStore($session).userStatus === UserStatus.queued;
  if (!queued || ended) return null;
  const show = waitIndex !== null && waitIndex > 0;
  return <div role="status" className={show ? bar : undefined}>{show ? t('queue.position', { n: waitIndex }) : null}</div>;
}
