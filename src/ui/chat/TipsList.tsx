/**
 * The tips list (spec §4 tips while typing): a listbox above the input, the matched part
 * highlighted; the footer's textbox drives it (aria-activedescendant). A lazy chunk: it is drawn
 * only once the robot has tips for what the visitor types (./Tips.ts has the behaviour).
 */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { $tips } from '../../state/chat';
import { useT } from '../../i18n/react';
import { TIPS_ID, tipId } from './Tips';

const list = css`
  position: absolute;
  inset-block-end: 100%;
  inset-inline: 8px;
  z-index: 5;
  margin: 0 0 6px;
  padding: 4px 0;
  border-radius: 10px;
  background: #fff;
  box-shadow: 0 4px 16px rgba(31, 35, 41, 0.16);
  list-style: none;
  li {
    padding: 8px 12px;
    cursor: pointer;
  }
  li[aria-selected='true'],
  li:hover {
    background: #f2f5ff;
  }
  mark {
    color: var(--kefu-main-color);
    background: none;
    font-weight: 600;
  }
`;

function Highlight({ text, typed }: { text: string; typed: string }) {
  const at = typed ? text.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return <>{text.slice(0, at)}<mark>{text.slice(at, at + typed.length)}</mark>{text.slice(at + typed.length)}</>;
}

export default function TipsList({ onPick }: { onPick: (i: number) => void }) {
  const t = useT();
  const tips = useStore($tips);
  if (!tips.list.length) return null;
  return (
    <ul className={list} id={TIPS_ID} role="listbox" aria-label={t('robot.tips')}>
      {tips.list.map((tip, i) => (
        <li key={i} id={tipId(i)} role="option" aria-selected={i === tips.active} onMouseDown={(e) => { e.preventDefault(); onPick(i); }}>
          <Highlight text={tip.tips ?? tip.question.replace(/<[^>]*>/g, '')} typed={tips.typed.trim()} />
        </li>
      ))}
    </ul>
  );
}
