/**
 * The chat's actions as ONE lazy chunk (src/chat/lazy.ts loads it): sending, the robot, menu
 * items, ending and starting again, history and transfers (the robot's and agents' new messages
 * make the title blink from ./attention.ts, which comes with them). The chat window
 * draws its first screen without any of them (the first-open budget, bench/widget.ts); they arrive when
 * the visitor first acts, or on idle once that screen is drawn.
 */
export { sendText, retrySend } from './send';
export { askRobot, robotSays } from './robot';
export { runMenu } from './menu';
export { confirmClose, chatAgain } from './close';
export { loadHistory } from './history';
export { requestTransfer } from './transfer';
export { reportTyping } from './typing';
export { openEvaluation } from './evaluation';
export { openLeaveMessage } from './leave-message';
export { sendFile, sendPastedImage } from './upload';
export { submitInChatForm } from './in-chat-form';
