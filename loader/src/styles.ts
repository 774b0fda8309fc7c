/**
 * The launcher's stylesheet, adopted by its shadow root (never added to the host's <head>).
 * Written for the right side; the left position swaps "right" for "left" (launcher.ts), so
 * the word appears only in positions. Desktop: a 380×600 panel above the bubble; at 800 px
 * wide or less (spec §2 and §9: the mobile threshold) the panel fills the screen, the bubble
 * steps aside, and the widget's own hide control (ElementEvent.hide / bridge `hide`) closes it. Every byte counts (goal 1): keep it terse.
 */
export const CSS =
  // Hosts may style `*` with !important; the shadow tree's important rules win over the
  // outer tree's, and `all` also resets the inherited font, colour and letter spacing.
  ':host{all:initial!important}' +
  // No rule here sets `display` on the panel or the badge, so the UA's [hidden]{display:none} hides them.
  'button,div{position:fixed;z-index:2147483647;right:20px;bottom:20px;border:0;box-shadow:0 4px 16px #0004}' +
  'button{width:56px;height:56px;padding:0;border-radius:50%;background:#1f6feb;cursor:pointer}' +
  // the icon: a speech bubble drawn in CSS (no image request, no markup parsing)
  'i{display:block;margin:auto;width:24px;height:18px;border-radius:6px 6px 6px 0;background:#fff}' +
  'b{position:absolute;top:-4px;right:-4px;padding:0 6px;border-radius:9px;background:#d93025;color:#fff;font:700 12px/18px sans-serif}' +
  'div{bottom:88px;width:380px;height:min(600px,100% - 108px);border-radius:12px;overflow:hidden;background:#fff}' +
  // the open panel covers the screen, bubble included (it would hide the widget's send button)
  '@media(max-width:800px){div{inset:0;width:auto;height:auto;border-radius:0}[aria-expanded=true]{display:none}}';

/**
 * The panel's content (`<kefu-chat>` or the iframe) fills it. Part of the companion
 * (`/kefu-embed.js`), which adds it to the launcher's shadow root when it mounts the widget.
 */
export const CONTENT_CSS = 'div>*{display:block;width:100%;height:100%;border:0}';
