/**
 * The screen header: spec §9 "header 60 px", the configured title, and (when embedded) the
 * control that asks the host to hide the widget (spec §2 "closing in a frame tells the parent
 * window to hide it"; without a header, src/ui/common/HideControl.tsx floats one instead).
 */
import { css } from '@linaria/core';
import { Limits } from '../../../protocol';
import { HeaderHideButton } from './HideControl';

const bar = css`
  display: flex;
  flex: none;
  align-items: center;
  gap: 8px;
  height: ${Limits.headerHeightPx}px;
  padding-inline: 16px;
  color: #fff;
  background: var(--kefu-nav-bg);
  h1 {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    font-size: 16px;
    font-weight: 600;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 6px;
  background: transparent;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }
`;

export interface HeaderProps {
  title: string;
  /** show the hide control (element mode and iframe mode) */
  embedded: boolean;
}

export function Header({ title, embedded }: HeaderProps) {
  return (
    <header className={bar}>
      <h1>{title}</h1>
      {embedded && <HeaderHideButton className={iconButton} />}
    </header>
  );
}
