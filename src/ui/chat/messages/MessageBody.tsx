/**
 * The body of a message: ONE exhaustive switch over src/protocol's message types (spec §3) and
 * the client-only kinds. An unknown type from another server shows its text.
 */
import { cx } from '@linaria/core';
import { LocalMsgKind, MsgType } from '../../../protocol';
import type { ChatItem } from '../../../state/messages';
import { TextBody } from './Text';
import { RobotRich } from './RobotRich';
import { AudioBody, FileBody, ImageBody, VideoBody } from './Media';
import { GoodsCard, LinkCard, OrderCard, SendCard } from './Cards';
import { InChatForm } from './InChatForm';
import { FaqOrMenu } from './Faq';
import { TypingDots } from './TypingDots';
import { bubble } from '../styles';

export function MessageBody({ m, mine }: { m: ChatItem; mine: boolean }) {
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
