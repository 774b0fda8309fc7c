/**
 * Who the visitor is on the pages opened on their own (/question, /formData, the mobile
 * work-order page), DESIGN §3: with the chat's channelId in the query, the chat start without
 * its routine (as the leave-message page does: stored identity reused, or a new one); else the
 * identity stored for the query's tenantId (spec §6: "a stored user id tied to the tenant");
 * else nobody — the page says it must be opened from the chat.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $session, patchSession } from '../../state/session';
import { startChat } from '../../chat/init';
import { loadIdentity } from '../../storage/identity';
import type { Query } from '../../routes';

export type IdentityState = 'pending' | 'ready' | 'none' | 'error';

export function useIdentity(query: Query, wanted = true): IdentityState {
  const session = useStore($session);
  const [stored, setStored] = useState<IdentityState>('pending');
  const channelId = query.channelId?.trim() ?? '';
  const tenantId = query.tenantId?.trim() ?? '';
  useEffect(() => {
    if (!wanted) return undefined;
    if (channelId) {
      if ($session.get().status === 'idle') void startChat(query, false);
      return undefined;
    }
    if (!tenantId) {
      setStored('none');
      return undefined;
    }
    let live = true;
    setStored('pending');
    loadIdentity(tenantId).then(
      (id) => {
        if (!live) return;
        if (id?.userId && id.visitorToken) {
          patchSession({ tenantId, userId: id.userId, visitorToken: id.visitorToken });
          setStored('ready');
        } else setStored('none');
      },
      () => live && setStored('none'),
    );
    return () => { live = false; };
  }, [channelId, tenantId, session.attempt, wanted]);
  if (!wanted) return 'none';
  if (channelId) return session.status === 'ready' ? 'ready' : session.status === 'error' ? 'error' : 'pending';
  return stored;
}
