/**
 * The message parts not needed to draw the chat window's first screen (robot answers, media,
 * cards, the in-chat form): one lazy chunk, loaded with the first such message or on idle once
 * the first screen is drawn, so the first open stays within its budget (48 KB gzip in
 * every locale). The FAQ block is part of that first screen and of the entry bundle: as a chunk of
 * its own it cost 0.7 KB gzip more (the names it imports and the entry exports) and a request.
 */
export { RobotRich } from './RobotRich';
export { AudioBody, FileBody, ImageBody, VideoBody } from './Media';
export { GoodsCard, LinkCard, OrderCard, SendCard } from './Cards';
export { InChatForm } from './InChatForm';
