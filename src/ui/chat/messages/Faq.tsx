/**
 * spec §3 type 99: the FAQ block (spec §4: showType 1 a flat list, 2 tabbed groups; five per
 * page; the refresh control cycles and wraps) or a menu block (auto tips: text and btnList
 * buttons acting like menu items, in their configured colours).
 */
import { css, cx } from '@linaria/core';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { FaqShowType, Limits } from '../../../../protocol';
import type { FaqEntry } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { parseJson } from '../../../chat/context';
import { act } from '../../../chat/lazy';
import { openLink } from '../../../chat/links';
import type { ChatItem } from '../../../state/messages';
import { Linkified } from './Text';
import { MenuChip } from './MenuChip';
import { bubble, questionList, richBubble, row, textButton } from '../styles';

const head = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  strong {
    font-weight: 600;
  }
`;

const tabs = css`
  display: flex;
  gap: 4px;
  margin-block-start: 6px;
  overflow-x: auto;
  border-block-end: 1px solid #eceef0;
  button {
    flex: none;
    padding: 6px 10px;
    border: 0;
    border-block-end: 2px solid transparent;
    color: #4e5969;
    background: none;
    font: inherit;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-block-end-color: var(--kefu-main-color);
    color: var(--kefu-main-color);
    font-weight: 600;
  }
  button:focus-visible {
    outline: 2px solid var(--kefu-main-color);
  }
`;

const entries = (e: FaqEntry): FaqEntry[] => e.list ?? e.questionList ?? e.faqGrouplist ?? [];
const label = (e: FaqEntry) => e.questionName ?? e.name ?? '';

function ask(e: FaqEntry): void {
  if (e.labelLink && !e.docId) {
    openLink(e.labelLink);
    return;
  }
  const q = label(e);
  act((a) => a.askRobot({ ...(e.docId !== undefined ? { docId: e.docId } : {}), question: q }, { visitorText: q }));
}

function Paged({ list, id }: { list: FaqEntry[]; id: string }) {
  const t = useT();
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(list.length / Limits.faqPageSize));
  const shown = list.slice(page * Limits.faqPageSize, (page + 1) * Limits.faqPageSize);
  return (
    <>
      <ul className={questionList} id={id}>
        {shown.map((e, i) => <li key={`${page}-${i}`}><button type="button" onClick={() => ask(e)}>{label(e)}</button></li>)}
      </ul>
      {pages > 1 ? (
        <div className={row}>
          <button type="button" className={textButton} aria-controls={id} onClick={() => setPage((page + 1) % pages)}>{t('faq.refresh')}</button>
        </div>
      ) : null}
    </>
  );
}

function FaqBlock({ m }: { m: ChatItem }) {
  const t = useT();
  const id = useId();
  const content = parseJson<FaqEntry[]>(m.msgContent, []);
  const tabbed = m.showType === FaqShowType.tabbed && content.some((g) => entries(g).length);
  const [tab, setTab] = useState(0);
  const groups = tabbed ? content.filter((g) => entries(g).length) : [];
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const dir = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!dir) return;
    e.preventDefault();
    const rtl = (e.currentTarget.closest('[dir]')?.getAttribute('dir') ?? 'ltr') === 'rtl';
    const next = (tab + (rtl ? -dir : dir) + groups.length) % groups.length;
    setTab(next);
    (e.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <div className={cx(bubble, richBubble)} data-faq="">
      <div className={head}><strong>{t('faq.title')}</strong></div>
      {tabbed ? (
        <>
          <div className={tabs} role="tablist" aria-label={t('faq.title')} onKeyDown={onKey}>
            {groups.map((g, i) => (
              <button key={i} type="button" role="tab" id={`${id}-t${i}`} aria-selected={i === tab} aria-controls={`${id}-p${i}`} tabIndex={i === tab ? 0 : -1} onClick={() => setTab(i)}>{g.name}</button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-p${tab}`} aria-labelledby={`${id}-t${tab}`}>
            <Paged key={tab} list={entries(groups[tab]!)} id={`${id}-l`} />
          </div>
        </>
      ) : <Paged list={content.flatMap((e) => (entries(e).length ? entries(e) : [e]))} id={`${id}-l`} />}
    </div>
  );
}

function MenuBlock({ m }: { m: ChatItem }) {
  const t = useT();
  return (
    <div className={bubble}>
      <Linkified text={m.msgContent ?? ''} />
      <div className={row} role="group" aria-label={t('menu.label')}>
        {(m.btnList ?? []).map((b, i) => <MenuChip key={i} item={b} />)}
      </div>
    </div>
  );
}

export function FaqOrMenu({ m }: { m: ChatItem }) {
  return m.btnList ? <MenuBlock m={m} /> : <FaqBlock m={m} />;
}
