/**
 * spec §3 cards: the robot's card (picture, title, desc, price), 7 goods (imgUrl, title,
 * describe, label, fromUrl), 8 order (… orderStatus, orderCode, orderTime), 9 link card
 * (… subTitle, linkType, linkUrl — a form link opens /chat_online/formData with tenantId and
 * templateId in a new window), and the "card" kind from the card_* query with send-to-agent.
 * A goods, order or link card that names a message template (`msgTemplateId`) shows the
 * template's text (src/chat/templates.ts, spec §7 getMsgTemplate) instead of its own.
 * Card JSON that does not parse is ignored (spec §8). URLs pass the http/https/mailto check.
 */
import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import { LinkType, MsgStatus } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { parseJson, config } from '../../../chat/context';
import { openLink, safeLink } from '../../../chat/links';
import { sendText } from '../../../chat/send';
import { patchMessage } from '../../../state/messages';
import type { ChatItem } from '../../../state/messages';
import { apiBase } from '../../../api/client';
import { templateText } from '../../../chat/templates';
import { formatDate } from '../../../format/date';
import { DateFormats } from '../../../../protocol';
import { chip, muted } from '../styles';

const box = css`
  display: flex;
  gap: 10px;
  width: 260px;
  max-width: 100%;
  padding: 10px;
  border-radius: 10px;
  color: #1f2329;
  background: #fff;
  box-shadow: 0 1px 2px rgba(31, 35, 41, 0.08);
  text-align: start;
  img {
    flex: none;
    width: 64px;
    height: 64px;
    border-radius: 6px;
    object-fit: cover;
    background: #f2f3f5;
  }
  div {
    min-width: 0;
  }
  strong:first-child {
    display: block;
    margin: 0 0 4px;
    color: #1f2329;
    font-size: 14px;
    font-weight: 600;
  }
  p {
    margin: 0;
    color: #646a73;
    font-size: 12px;
  }
  strong {
    color: #c02d25;
  }
  a {
    color: var(--kefu-main-color);
    font-size: 12px;
  }
`;

interface CardData { picture?: string | undefined; title?: string | undefined; desc?: string | undefined; price?: string | undefined; url?: string | undefined }

export function CardBox({ card, children }: { card: CardData; children?: React.ReactNode }) {
  const t = useT();
  const img = safeLink(card.picture);
  const href = safeLink(card.url);
  return (
    <div className={box}>
      {img ? <img src={img} alt="" /> : null}
      <div>
        <strong>{card.title}</strong>
        {card.desc ? <p>{card.desc}</p> : null}
        {card.price ? <strong>{card.price}</strong> : null}
        {href ? <p><a href={href} target="_blank" rel="noopener noreferrer">{t('card.open')}</a></p> : null}
        {children}
      </div>
    </div>
  );
}

type Json = Record<string, string | number | undefined>;
const s = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

/**
 * The text of the message template the card names (`msgTemplateId`, spec §7 getMsgTemplate),
 * filled from the card's fields; undefined without one, until the templates are there, or when
 * the channel has no such template (the card keeps its own text).
 */
function useTemplateText(m: ChatItem): string | undefined {
  const [text, setText] = useState<string | undefined>(undefined);
  const content = m.msgContent;
  useEffect(() => {
    const c = parseJson<Json>(content, {});
    const id = s(c.msgTemplateId);
    setText(undefined);
    if (id === undefined) return;
    let live = true;
    void templateText(id, c).then((found) => live && setText(found));
    return () => { live = false; };
  }, [content]);
  return text;
}

export function GoodsCard({ m }: { m: ChatItem }) {
  const c = parseJson<Json>(m.msgContent, {});
  const template = useTemplateText(m);
  return <CardBox card={{ picture: s(c.imgUrl), title: s(c.title), desc: template ?? [s(c.describe), s(c.label)].filter(Boolean).join(' · '), url: s(c.fromUrl) }} />;
}

export function OrderCard({ m }: { m: ChatItem }) {
  const t = useT();
  const c = parseJson<Json>(m.msgContent, {});
  const template = useTemplateText(m);
  const time = c.orderTime !== undefined ? formatDate(typeof c.orderTime === 'number' ? c.orderTime : String(c.orderTime), DateFormats.full) : '';
  return (
    <CardBox card={{ picture: s(c.imgUrl), title: s(c.title), desc: template ?? s(c.describe), url: s(c.fromUrl) }}>
      <p>{t('card.orderStatus')}: {s(c.orderStatus)}</p>
      <p>{t('card.orderCode')}: {s(c.orderCode)}</p>
      {time ? <p>{t('card.orderTime')}: {time}</p> : null}
    </CardBox>
  );
}

export function LinkCard({ m }: { m: ChatItem }) {
  const t = useT();
  const c = parseJson<Json>(m.msgContent, {});
  const template = useTemplateText(m);
  const open = () => {
    if (Number(c.linkType) === LinkType.form) {
      const tenantId = config()?.tenantId ?? '';
      // the chat's channelId lets the form identify the visitor as the chat does (src/ui/form-data)
      const channelId = config()?.channelId ?? '';
      const url = `${apiBase()}/chat_online/formData?${new URLSearchParams({ tenantId, templateId: s(c.templateId ?? c.linkUrl) ?? '', ...(channelId ? { channelId } : {}) })}`;
      openLink(url);
    } else openLink(c.linkUrl);
  };
  return (
    <CardBox card={{ picture: s(c.imgUrl), title: s(c.title), desc: template ?? [s(c.subTitle), s(c.describe)].filter(Boolean).join(' · ') }}>
      <button type="button" className={chip} onClick={open}>{t('card.open')}</button>
    </CardBox>
  );
}

/** The card_* query's card: the visitor sends it to the agent (as text with its link). */
export function SendCard({ m }: { m: ChatItem }) {
  const t = useT();
  const c = parseJson<Json>(m.msgContent, {});
  const sent = m.status === MsgStatus.success;
  const send = async () => {
    const text = [s(c.title), s(c.price), s(c.url)].filter(Boolean).join('\n');
    if (await sendText(text)) patchMessage(m.key, { status: MsgStatus.success });
  };
  return (
    <CardBox card={{ picture: s(c.picture), title: s(c.title), desc: s(c.desc), price: s(c.price), url: s(c.url) }}>
      {sent ? <p className={muted}>{t('card.sent')}</p> : <button type="button" className={chip} onClick={() => void send()}>{t('card.send')}</button>}
    </CardBox>
  );
}
