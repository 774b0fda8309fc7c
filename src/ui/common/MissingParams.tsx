/** spec §2: without its ids a route does not start; say exactly what the link lacks. */
import { css } from '@linaria/core';
import { useT } from '../../i18n/react';

const box = css`
  margin: auto;
  padding: 24px;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: #4e5969;
    overflow-wrap: anywhere;
  }
`;

export function MissingParams({ names }: { names: readonly string[] }) {
  const t = useT();
  return (
    <div className={box} role="alert" data-missing={names.join(' ')}>
      <h1>{t('missing.title')}</h1>
      <p>{t('missing.params', { names: names.join(', ') })}</p>
    </div>
  );
}
