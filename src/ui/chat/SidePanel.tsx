/**
 * spec §2 side panel (sideBarStatus on; configured width): tabs for quick links (a grid: more
 * than 4 small, 3–4 normal, up to 2 large — spec §9), preset questions (the question shows at
 * once, the answer about 200 ms later, the list scrolls down after 500 ms) and the agent's
 * contact card while with an agent; an ad carousel 150 px high. Each part only when its flag is
 * on. Beside the list on a wide desktop, otherwise in a dialog opened from the header.
 */
import { css, cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { EMAIL_PATTERN, Limits, MsgType, SenderType, UserStatus } from '../../../protocol';
import { $channelConfig } from '../../state/config';
import { $chat } from '../../state/chat';
import { $session } from '../../state/session';
import { addMessage } from '../../state/messages';
import { useT } from '../../i18n/react';
import { on } from '../../chat/context';
import { act } from '../../chat/lazy';
import { safeLink } from '../../chat/links';
import { questionList } from './styles';
import { sideBarOf } from './side-bar';
import { Ads } from './AdCarousel';

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-height: 0;
  overflow: auto;
  padding: 12px;
  background: #fff;
  [role='tablist'] {
    display: flex;
    gap: 4px;
    border-block-end: 1px solid #eceef0;
  }
  [role='tab'] {
    padding: 6px 10px;
    border: 0;
    border-block-end: 2px solid transparent;
    background: none;
    font: inherit;
    cursor: pointer;
  }
  [role='tab'][aria-selected='true'] {
    border-block-end-color: var(--kefu-main-color);
    color: var(--kefu-main-color);
    font-weight: 600;
  }
`;

const grid = css`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 6px;
    padding: 8px 4px;
    border-radius: 8px;
    color: #1f2329;
    font-size: 12px;
    text-align: center;
    text-decoration: none;
  }
  a:hover {
    background: #f2f5ff;
  }
  img {
    width: var(--kefu-quick-icon);
    height: var(--kefu-quick-icon);
  }
`;





const card = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  font-size: 13px;
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: 4px 12px;
    margin: 0;
  }
  dt {
    color: #646a73;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A phone number the card may link to (the agent typed it in the desk; addresses: spec §5's pattern). */
const TEL = /^\+?[\d\s()-]{3,32}$/;

/** spec §9 quick-link grid: more than 4 small, 3–4 normal, up to 2 large. */
export function gridSize(n: number): { columns: number; icon: number } {
  if (n > Limits.quickGridSmallAbove) return { columns: 4, icon: 32 };
  if (n > Limits.quickGridLargeUpTo) return { columns: n, icon: 40 };
  return { columns: Math.max(1, n), icon: 56 };
}

function presetQuestion(q: { question: string; answer?: string; docId?: string | number }): void {
  // spec §2: the question at once, the answer about 200 ms later
  const docId = q.docId;
  if (!q.answer && docId !== undefined) {
    act((a) => a.askRobot({ docId, question: q.question }, { visitorText: q.question }));
    return;
  }
  addMessage({ senderType: SenderType.visitor, msgType: MsgType.text, msgContent: q.question, msgTime: Date.now() }, true);
  setTimeout(() => act((a) => a.robotSays(q.answer ?? '')), Limits.presetAnswerMs);
}


export default function SidePanel({ onQuestion }: { onQuestion?: () => void }) {
  const t = useT();
  const id = useId();
  const config = useStore($channelConfig);
  const agent = useStore($chat).agent;
  const status = useStore($session).userStatus;
  const side = sideBarOf(config);
  const quick = side && on(side.quickFlag) ? side.quickList ?? [] : [];
  const questions = side && on(side.questionFlag) ? side.questionList ?? [] : [];
  const tabs = [
    ...(quick.length ? [{ key: 'quick', label: t('side.quick') }] : []),
    ...(questions.length ? [{ key: 'questions', label: t('side.questions') }] : []),
    ...(status === UserStatus.manual && agent ? [{ key: 'contact', label: t('side.contact') }] : []),
  ];
  const [tab, setTab] = useState(0);
  const current = tabs[Math.min(tab, tabs.length - 1)]?.key;
  const size = gridSize(quick.length);
  return (
    <div className={panel}>
      {tabs.length ? (
        <div role="tablist" aria-label={t('side.title')}>
          {tabs.map((x, i) => (
            <button key={x.key} type="button" role="tab" id={`${id}-${x.key}`} aria-selected={x.key === current} aria-controls={`${id}-panel`} onClick={() => setTab(i)}>{x.label}</button>
          ))}
        </div>
      ) : null}
      {current ? (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
          {current === 'quick' ? (
            <ul className={grid} style={{ gridTemplateColumns: `repeat(${size.columns}, 1fr)`, ['--kefu-quick-icon' as string]: `${size.icon}px` }}>
              {quick.map((q, i) => {
                const href = safeLink(q.link);
                const img = safeLink(q.imgUrl);
                return <li key={i}><a href={href ?? undefined} target="_blank" rel="noopener noreferrer">{img ? <img src={img} alt="" /> : null}{q.name}</a></li>;
              })}
            </ul>
          ) : current === 'questions' ? (
            <ul className={questionList}>
              {questions.map((q, i) => <li key={i}><button type="button" onClick={() => { presetQuestion(q); onQuestion?.(); }}>{q.question}</button></li>)}
            </ul>
          ) : agent ? (
            <div className={cx(card)}>
              <strong dir="auto">{agent.adminNick}</strong>
              {/* each value under its name: a bare list of numbers does not say which is the phone */}
              <dl>
                {([
                  ['tel', t('side.cardTel'), agent.adminCardTel],
                  ['tel', t('side.cardMobile'), agent.adminCardMobile],
                  ['mail', t('side.cardEmail'), agent.adminCardEmail],
                  ['', t('side.cardQq'), agent.adminCardQq],
                  ['', t('side.cardWechat'), agent.adminCardWechat],
                ] as const).filter(([, , v]) => v).map(([kind, label, v]) => {
                  const value = String(v).trim();
                  const href = kind === 'tel' && TEL.test(value) ? `tel:${value.replace(/[\s()-]/g, '')}` : kind === 'mail' && EMAIL_PATTERN.test(value) ? `mailto:${value}` : null;
                  // numbers and addresses read left to right in a right-to-left page too
                  const shown = <bdi dir="ltr">{value}</bdi>;
                  return <div key={label} style={{ display: 'contents' }}><dt>{label}</dt><dd>{href ? <a href={href}>{shown}</a> : shown}</dd></div>;
                })}
              </dl>
            </div>
          ) : null}
        </div>
      ) : null}
      {side && on(side.adFlag) && side.adList?.length ? <Ads list={side.adList} /> : null}
    </div>
  );
}
