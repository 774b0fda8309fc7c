/**
 * The texts of the chat window's first screen: every key the code in kefu-widget.js (the
 * first-open bundle) uses, and no other. Each locale ships in two chunks made from its one
 * locales/<code>.json (scripts/locale-parts.ts): these keys, loaded with the widget, and the
 * rest, loaded on idle after the first screen and before anything that needs them renders
 * (src/i18n ensureRest, lazyWithTexts). The widget build fails when this list and the bundle
 * disagree, naming the keys to add or remove.
 */
export const FIRST_SCREEN_KEYS: readonly string[] = [
  // the app and its loading state
  'app.title',
  'common.loading',
  'chat.hide',
  // failures shown by the first-open bundle (toast, the login-expired dialog)
  'error.network',
  'auth.expiredTitle',
  'auth.expiredBody',
  'auth.relogin',
  'common.cancel',
  // the chat screen, its header and notice bar
  'screen.chat',
  'chat.startFailed',
  'common.retry',
  'side.title',
  'side.open',
  'chat.agentTyping',
  'chat.back',
  'chat.sound',
  'chat.end',
  'notice.label',
  'notice.play',
  'notice.pause',
  // the message list, messages and the robot's welcome, FAQ and menus
  'robot.welcome',
  'robot.typing',
  'history.none',
  'history.loading',
  'history.more',
  'chat.newMessages',
  'sender.visitor',
  'sender.robot',
  'sender.system',
  'sender.agent',
  'upload.progress',
  'message.translation',
  'message.reference',
  'message.sending',
  'message.flagged',
  'message.failed',
  'faq.refresh',
  'faq.title',
  'menu.label',
  // the footer
  'chat.again',
  'chat.inputLocked',
  'chat.inputPlaceholder',
  'common.send',
  'chat.enterHint',
];
