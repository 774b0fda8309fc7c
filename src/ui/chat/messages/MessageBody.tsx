/**
 * The body of a message: ONE exhaustive switch over protocol/'s message types (spec §3) and
 * the client-only kinds. An unknown type from another server shows its text.
 */
import { cx } from '@linaria/core';
import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { LocalMsgKind, MsgType } from '../../../../protocol';
import type { ChatItem } from '../../../state/messages';
import { lazyWithTexts } from '../../../i18n/react';
import { TextBody } from './Text';
import { TypingDots } from './TypingDots';
// the FAQ block and menu blocks are on the first screen (auto tips, the FAQ 1 s after the welcome)
import { FaqOrMenu } from './Faq';
import { bubble } from '../styles';

type Part = ComponentType<{ m: ChatItem }>;
/** one lazy chunk (./rich.ts) for every part the first screen does not need */
const part = (name: 'RobotRich' | 'AudioBody' | 'FileBody' | 'ImageBody' | 'VideoBody' | 'GoodsCard' | 'LinkCard' | 'OrderCard' | 'SendCard' | 'InChatForm') =>
  lazyWithTexts(() => import('./rich').then((mod) => ({ default: mod[name] as Part })));
const RobotRich = part('RobotRich');
const AudioBody = part('AudioBody');
const FileBody = part('FileBody');
const ImageBody = part('ImageBody');
const VideoBody = part('VideoBody');
const GoodsCard = part('GoodsCard');
const LinkCard = part('LinkCard');
const OrderCard = part('OrderCard');
const SendCard = part('SendCard');
const InChatForm = part('InChatForm');


/** While the chunk loads: the message's text, without markup. */
function Pending({ m }: { m: ChatItem }) {
  const text = (m.msgContent ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return <div className={bubble} dir="auto">{text.startsWith('{') ? '' : text}</div>;
}

export function MessageBody({ m, mine }: { m: ChatItem; mine: boolean }) {
  return (
    <Suspense fallback={<Pending m={m} />}>
      <Body m={m} mine={mine} />
    </Suspense>
  );
}

function Body({ m, mine }: { m: ChatItem; mine: boolean }) {
  const text = <div className={bubble} dir="auto" data-mine={mine ? '' : undefined}><TextBody text={m.msgContent ?? ''} /></div>;
  const type = m.msgType;
  switch (type) {
    case MsgType.text:
    case undefined:
      return text;
    case MsgType.replyText:
      return <div className={cx(bubble)} dir="auto" data-mine={mine ? '' : undefined}><TextBody text={m.msgContent ?? ''} /></div>;
    case MsgType.image:
      return <ImageBody m={m} />;
    case MsgType.robotRich:
      return <RobotRich m={m} />;
    case MsgType.file:
      return <FileBody m={m} />;
    case MsgType.audio:
      return <AudioBody m={m} />;
    case MsgType.video:
      return <VideoBody m={m} />;
    case MsgType.goodsCard:
      return <GoodsCard m={m} />;
    case MsgType.orderCard:
      return <OrderCard m={m} />;
    case MsgType.linkCard:
      return <LinkCard m={m} />;
    case MsgType.inChatForm:
      return <InChatForm m={m} />;
    case MsgType.faq:
      return <FaqOrMenu m={m} />;
    case LocalMsgKind.animation:
      return <TypingDots />;
    case LocalMsgKind.card:
      return <SendCard m={m} />;
    default: {
      const unknown: never = type;
      void unknown;
      return text;
    }
  }
}
