/**
 * spec §3 type 3, the robot's rich answer: each reply's sanitised HTML, its card, its guide
 * buttons or "did you mean" items, then related questions, the vote and the transfer button.
 * Guide buttons send the pressed item back (spec §7 robot payload); the pressed one is recorded
 * on the message with updateSessionMsg so history reopens there.
 */
import { cx } from '@linaria/core';
import { useStore } from '@nanostores/react';
import { api } from '../../../api/client';
import { ConnectionType } from '../../../../protocol';
import type { GuideItem, RobotReply } from '../../../../protocol';
import { $channelConfig } from '../../../state/config';
import { $chat } from '../../../state/chat';
import { $messages, patchMessage } from '../../../state/messages';
import type { ChatItem } from '../../../state/messages';
import { useT } from '../../../i18n/react';
import { askRobot } from '../../../chat/robot';
import { requestTransfer } from '../../../chat/transfer';
import { on, parseJson, userRef } from '../../../chat/context';
import { Html } from './Html';
import { Vote } from './Vote';
import { CardBox } from './Cards';
import { bubble, chip, muted, questionList, richBubble, row } from '../styles';

type Item = GuideItem & { docId?: string | number };

function pressGuide(m: ChatItem, item: Item): void {
  const req = { itemId: item.itemId ?? item.id, button: item.button, nodeId: item.nodeId, docId: item.docId, bingCode: item.bingCode, bindValue: item.bindValue, click: item.click };
  const clean = Object.fromEntries(Object.entries(req).filter(([, v]) => v !== undefined && v !== ''));
  void askRobot(clean, { visitorText: item.name });
  const node = item.nodeId !== undefined ? String(item.nodeId) : item.docId !== undefined ? String(item.docId) : item.name;
  patchMessage(m.key, { docNode: node });
  if (m.msgId !== undefined) void api('updateSessionMsg', { ...userRef(), msgId: m.msgId, docNode: node }, { quiet: true }).catch(() => undefined);
}

function Items({ m, items, label }: { m: ChatItem; items: Item[]; label: string }) {
  const chosen = m.docNode;
  return (
    <div className={row} role="group" aria-label={label}>
      {items.map((item, i) => {
        const id = item.nodeId !== undefined ? String(item.nodeId) : item.docId !== undefined ? String(item.docId) : item.name;
        return (
          <button key={i} type="button" className={chip} aria-pressed={chosen === id ? 'true' : 'false'} onClick={() => pressGuide(m, item)}>{item.name}</button>
        );
      })}
    </div>
  );
}

function Reply({ m, r }: { m: ChatItem; r: RobotReply }) {
  const t = useT();
  const card = parseJson<Record<string, string> | null>(r.cardContent, null);
  return (
    <>
      {r.text ? <Html html={r.text} /> : null}
      {card ? <CardBox card={{ picture: card.picture, title: card.title, desc: card.desc, price: card.price, url: card.url }} /> : null}
      {r.buttons?.length ? <Items m={m} items={r.buttons as Item[]} label={t('robot.guide')} /> : null}
      {r.clarifyGuide?.length ? <Items m={m} items={r.clarifyGuide as Item[]} label={t('robot.didYouMean')} /> : null}
    </>
  );
}

export function RobotRich({ m }: { m: ChatItem }) {
  const t = useT();
  const config = useStore($channelConfig);
  const chat = useStore($chat);
  const last = useStore($messages).findLast((x) => x.msgType === m.msgType && x.senderType === m.senderType)?.key === m.key;
  const replies: RobotReply[] = m.answers?.length ? m.answers : [{ text: m.msgContent ?? '', ...(m.itemList?.length ? { buttons: m.itemList } : {}) }];
  const suggest = m.suggestList?.length ? m.suggestList : parseJson<{ question: string; docId?: string | number }[]>(m.robotSuggest, []);
  const canVote = on(config?.commentDocMode) && m.docId !== undefined && m.docId !== '' && m.msgId !== undefined;
  const canTransfer = last && on(m.showTransferBtn) && on(config?.transferUserMode) && chat.connection === ConnectionType.robot && !chat.ended;
  return (
    <div className={cx(bubble, richBubble)}>
      {replies.map((r, i) => <Reply key={i} m={m} r={r} />)}
      {suggest.length ? (
        <>
          <p className={muted}>{t('robot.related')}</p>
          <ul className={questionList}>
            {suggest.map((s, i) => (
              <li key={i}>
                <button type="button" onClick={() => void askRobot({ question: s.question, ...(s.docId !== undefined ? { docId: s.docId } : {}) }, { visitorText: s.question })}>{s.question}</button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {canVote ? <Vote m={m} /> : null}
      {canTransfer ? (
        <div className={row}>
          <button type="button" className={chip} onClick={() => void requestTransfer()}>{t('chat.transfer')}</button>
        </div>
      ) : null}
    </div>
  );
}
