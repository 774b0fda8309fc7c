/**
 * The message parts not needed to draw the welcome (robot answers, media, cards, the in-chat
 * form): one lazy chunk, loaded with the first such message, so the chat window's first open
 * stays within its budget (issue 9: 50 KB gzip with zh).
 */
export { RobotRich } from './RobotRich';
export { AudioBody, FileBody, ImageBody, VideoBody } from './Media';
export { GoodsCard, LinkCard, OrderCard, SendCard } from './Cards';
export { InChatForm } from './InChatForm';
export { FaqOrMenu } from './Faq';
