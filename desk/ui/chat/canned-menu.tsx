/** The canned replies matching `/name` under the reply box (a listbox driven from the text field). */
import type { DeskCannedReply } from '../../../protocol';
import { useT } from '../../i18n/react';
import { optionList, popover } from '../styles';

export const cannedOptionId = (i: number): string => `canned-option-${i}`;

export function CannedMenu({ items, active, onPick }: { items: readonly DeskCannedReply[]; active: number; onPick: (r: DeskCannedReply) => void }) {
  const t = useT();
  return (
    <div className={popover}>
      <ul id="canned-list" role="listbox" aria-label={t('reply.canned')} className={optionList}>
        {items.map((r, i) => (
          <li key={r.replyId} id={cannedOptionId(i)} role="option" aria-selected={i === active}
            onMouseDown={(e) => { e.preventDefault(); onPick(r); }}>
            <strong>/{r.name}</strong>
            <span className="text">{r.content}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
