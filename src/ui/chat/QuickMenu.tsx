/**
 * spec §2 quick-menu tag row under the list (spec §4 menu types; type 1 hidden in manual service),
 * each in its configured colours.
 */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { ConnectionType, MenuType } from '../../../protocol';
import { $channelConfig } from '../../state/config';
import { $chat } from '../../state/chat';
import { useT } from '../../i18n/react';
import { MenuChip } from './messages/MenuChip';

const bar = css`
  display: flex;
  flex: none;
  gap: 8px;
  padding: 6px 12px;
  overflow-x: auto;
  scrollbar-width: none;
  background: transparent;
  > * {
    flex: none;
  }
`;

export function QuickMenu() {
  const t = useT();
  const config = useStore($channelConfig);
  const chat = useStore($chat);
  const items = (config?.chatMenuConfigPlan?.chatMenuConfigList ?? [])
    .filter((m) => !(m.menuType === MenuType.transferAgent && chat.connection === ConnectionType.manual));
  if (!items.length || chat.ended) return null;
  return (
    <nav className={bar} aria-label={t('menu.label')}>
      {items.map((m, i) => <MenuChip key={i} item={m} />)}
    </nav>
  );
}
