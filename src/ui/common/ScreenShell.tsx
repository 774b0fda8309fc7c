/**
 * The frame every secondary screen shares (spec §2): a header with the title, then the route's
 * region with its heading — the page's main landmark when the document is the widget's own, a
 * region inside a host page. Loading and results announce themselves (role status / alert).
 */
import { css } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/react';
import { $channelConfig } from '../../state/config';
import { $embedded, $pageMode } from '../../state/ui';
import { Header } from './Header';

export const screen = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-height: 0;
`;

const main = css`
  flex: 1;
  min-height: 0;
  padding: 16px;
  overflow: auto;
  h2 {
    margin: 0 0 12px;
    font-size: 16px;
    font-weight: 600;
  }
`;

export interface ScreenShellProps {
  heading: string;
  children?: ReactNode;
}

export function ScreenShell({ heading, children }: ScreenShellProps) {
  const t = useT();
  const id = useId();
  const config = useStore($channelConfig);
  const embedded = useStore($embedded);
  const Region = useStore($pageMode) ? 'main' : 'section';
  return (
    <div className={screen}>
      <Header title={config?.titleDesc || t('app.title')} embedded={embedded} />
      <Region className={main} aria-labelledby={id}>
        <h2 id={id}>{heading}</h2>
        {children}
      </Region>
    </div>
  );
}
