/**
 * spec §2 chat header (60 px, only with navigationBarShowFlag): the robot's or agent's avatar,
 * nickname and signature, the agent-typing line, back (when there is a referrer and the chat is
 * the whole page), the side panel (when it is not beside the list), sound, end session (not with
 * customize=true) and hide (embedded, unless close=0).
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { Limits } from '../../../protocol';
import { $channelConfig } from '../../state/config';
import { $chat, $sound } from '../../state/chat';
import { $agentTyping, $embedded, $pageMode } from '../../state/ui';
import { $place } from '../../state/place';
import { useT } from '../../i18n/react';
import { act } from '../../chat/lazy';
import { storage } from '../../storage';
import { HeaderHideButton } from '../common/HideControl';
import { control } from '../common/a11y';
import { Avatar } from './Avatar';

const bar = css`
  display: flex;
  flex: none;
  align-items: center;
  gap: 8px;
  height: ${Limits.headerHeightPx}px;
  padding-inline: 12px 8px;
  color: #fff;
  background: var(--kefu-nav-bg);
  h1 {
    margin: 0;
    overflow: hidden;
    font-size: 16px;
    font-weight: 600;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  p {
    margin: 0;
    overflow: hidden;
    font-size: 12px;
    /* full white: the header colour is darkened until white reads on it at 4.5:1 (theme.ts) */
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

const who = css`
  flex: 1;
  min-width: 0;
`;

export const iconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 6px;
  color: inherit;
  background: transparent;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.18);
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: -2px;
  }
`;

const Icon = ({ d }: { d: string }) => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round"><path d={d} /></svg>
);

const ICONS = {
  back: 'M15 18l-6-6 6-6',
  panel: 'M4 5h16v14H4zM14 5v14',
  soundOn: 'M4 9v6h4l5 4V5L8 9zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
  soundOff: 'M4 9v6h4l5 4V5L8 9zM17 9l5 6M22 9l-5 6',
  end: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
};

export function ChatHeader({ title, onPanel }: { title: string; onPanel: (() => void) | null }) {
  const t = useT();
  const config = useStore($channelConfig);
  const chat = useStore($chat);
  const sound = useStore($sound);
  const typing = useStore($agentTyping);
  const embedded = useStore($embedded);
  const pageMode = useStore($pageMode);
  const { query } = useStore($place);
  const agent = chat.agent;
  const nick = agent?.adminNick || config?.robotName || title;
  const sign = typing ? t('chat.agentTyping') : agent?.adminCardSign || (nick === title ? '' : title);
  // not in the desk's preview: its history is the desk's (docs/desk.md "Preview")
  const canBack = pageMode && !embedded && !!document.referrer && history.length > 1 && !query.preview;
  const canEnd = query.customize !== 'true' && !chat.ended;
  const toggleSound = () => {
    $sound.set(!sound);
    void storage().set('sound', !sound).catch(() => undefined);
  };
  return (
    <header className={bar}>
      {canBack ? <button type="button" className={cx(control, iconButton)} aria-label={t('chat.back')} onClick={() => history.back()}><Icon d={ICONS.back} /></button> : null}
      <Avatar url={agent?.adminFace || config?.robotIcon || config?.avatar} name={nick} />
      <div className={who}>
        <h1>{nick}</h1>
        {sign ? <p aria-live="polite">{sign}</p> : null}
      </div>
      {onPanel ? <button type="button" className={cx(control, iconButton)} aria-label={t('side.open')} onClick={onPanel}><Icon d={ICONS.panel} /></button> : null}
      <button type="button" className={cx(control, iconButton)} aria-label={t('chat.sound')} aria-pressed={sound} onClick={toggleSound}><Icon d={sound ? ICONS.soundOn : ICONS.soundOff} /></button>
      {canEnd ? <button type="button" className={cx(control, iconButton)} aria-label={t('chat.end')} onClick={() => act((a) => a.confirmClose())}><Icon d={ICONS.end} /></button> : null}
      {embedded && query.close !== '0' ? <HeaderHideButton className={cx(control, iconButton)} /> : null}
    </header>
  );
}
