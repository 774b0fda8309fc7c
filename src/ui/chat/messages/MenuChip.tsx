/** A menu item as a button (quick menu, auto tips), in its configured colours (spec §3 menu item). */
import type { MenuButton } from '../../../../protocol';
import { act } from '../../../chat/lazy';
import { isSafeColor } from '../../../theme';
import { chip } from '../styles';

/** A menu button in its configured colours (validated: a bad colour falls back to the theme). */
export function MenuChip({ item }: { item: MenuButton }) {
  const style: Record<string, string> = {};
  if (isSafeColor(item.background)) style.background = item.background;
  if (isSafeColor(item.color)) style.color = item.color;
  return <button type="button" className={chip} style={style} onClick={() => act((a) => a.runMenu(item))}>{item.menuName}</button>;
}
