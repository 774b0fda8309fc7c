/** spec §2/§3: the side panel's configuration when it is on and has something to show. */
import type { SideBarConfig } from '../../../protocol';
import { on, parseJson } from '../../chat/context';

export function sideBarOf(config: { sideBarStatus?: number; sideBarConfig?: string } | null): SideBarConfig | null {
  if (!config || !on(config.sideBarStatus)) return null;
  const c = parseJson<SideBarConfig>(config.sideBarConfig, {});
  return on(c.quickFlag) || on(c.questionFlag) || on(c.adFlag) ? c : null;
}
