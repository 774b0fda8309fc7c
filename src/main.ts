/**
 * The widget bundle's entry: dist/widget/kefu-widget.js (fixed name, ServePaths.widgetEntry).
 * Importing it defines `<kefu-chat>`; the loader then adds the element (element mode), and the
 * full page / iframe app already has `<kefu-chat mode="page">` in its body.
 */
import { defineKefuChat } from './element';

defineKefuChat();
