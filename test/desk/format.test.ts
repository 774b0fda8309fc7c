/**
 * What the desk shows of a message (issue 26): the words visitors, agents and the system wrote
 * verbatim, markup characters included; only the robot's answers (sanitised HTML) become text.
 * Also the empty chat list's text by presence, and fallback texts keeping their own direction.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MsgType, SenderType } from '../../protocol';
import type { DeskMessage } from '../../protocol';
import { emptyChatsKey, messageText, preview } from '../../desk/ui/common/format';
import { isolateFallback, LRI, PDI, RLI } from '../../desk/i18n/direction';

const msg = (senderType: number, msgContent: string, extra: Partial<DeskMessage> = {}): DeskMessage => ({
  msgId: '1', seq: 1, sessionId: 's', userId: 'u', insideFlag: 0, recallFlag: 0, sensitiveFlag: 0,
  senderType, msgType: MsgType.text, msgContent, ...extra,
} as DeskMessage);

const t = ((key: string) => ({ 'msg.you': 'You', 'msg.note': 'Note', 'msg.recalled': 'Recalled' } as Record<string, string>)[key] ?? key) as never;

// node has no DOMParser: a stand-in that says it was used and what it was given
const parsed: string[] = [];
const g = globalThis as { DOMParser?: unknown };
function stubParser() {
  g.DOMParser = class {
    parseFromString(html: string) {
      parsed.push(html);
      const text = html.replace(/<[^>]*>/g, '');
      return { body: { querySelectorAll: () => [], textContent: text } };
    }
  };
}
afterEach(() => { delete g.DOMParser; parsed.length = 0; });

describe('messageText: verbatim text, robot HTML as text', () => {
  it('shows what a visitor typed exactly, markup characters and entities included', () => {
    stubParser();
    for (const s of ['I use <div> tags', '<script>alert(1)</script>', 'a &amp; b < c', '<b>bold?</b>\n  two lines']) {
      assert.equal(messageText(msg(SenderType.visitor, s)), s);
    }
    assert.deepEqual(parsed, [], 'visitor text never goes through the HTML parser');
  });

  it('shows an agent\'s and a system notice\'s text verbatim too', () => {
    stubParser();
    assert.equal(messageText(msg(SenderType.agent, 'Use <br> for a break')), 'Use <br> for a break');
    assert.equal(messageText(msg(SenderType.system, 'x < y & z')), 'x < y & z');
    assert.deepEqual(parsed, []);
  });

  it('turns the robot\'s sanitised HTML answer into text (and falls back to `answer`)', () => {
    stubParser();
    assert.equal(messageText(msg(SenderType.robot, '<p>Returns take <b>7</b> days</p>', { msgType: MsgType.robotRich })), 'Returns take 7 days');
    assert.equal(messageText(msg(SenderType.robot, '', { answer: '<p>From answer</p>' })), 'From answer');
    assert.equal(parsed.length, 2);
  });

  it('previews the visitor\'s words verbatim, the agent\'s with "You:"', () => {
    stubParser();
    assert.equal(preview(t, msg(SenderType.visitor, '<script>window.hacked=1</script>')), '<script>window.hacked=1</script>');
    assert.equal(preview(t, msg(SenderType.agent, 'I use <div> tags')), 'You: I use <div> tags');
    assert.equal(preview(t, msg(SenderType.visitor, 'gone', { recallFlag: 1 })), 'Recalled');
    assert.deepEqual(parsed, []);
  });
});

describe('the empty chat list', () => {
  it('asks to go online only an agent who is not online', () => {
    assert.equal(emptyChatsKey('online'), 'chats.emptyOnline');
    assert.equal(emptyChatsKey('busy'), 'chats.empty');
    assert.equal(emptyChatsKey('offline'), 'chats.empty');
    assert.equal(emptyChatsKey(undefined), 'chats.empty');
  });
});

describe('fallback texts keep their own direction', () => {
  it('isolates English shown in an RTL page, left to right', () => {
    assert.equal(isolateFallback('Nobody is waiting.', 'ar', 'en'), `${LRI}Nobody is waiting.${PDI}`);
    assert.equal(isolateFallback('Nobody is waiting.', 'fa', 'en'), `${LRI}Nobody is waiting.${PDI}`);
  });
  it('leaves a text alone in its own language or one of the same direction', () => {
    assert.equal(isolateFallback('Nobody is waiting.', 'en', 'en'), 'Nobody is waiting.');
    assert.equal(isolateFallback('没有人在等待。', 'zh-TW', 'zh'), '没有人在等待。');
    assert.equal(isolateFallback('Nobody is waiting.', 'de', 'en'), 'Nobody is waiting.');
    assert.equal(isolateFallback('', 'ar', 'en'), '');
    assert.equal(isolateFallback('x', 'ar', undefined), 'x');
  });
  it('isolates an RTL text shown in an LTR page right to left', () => {
    assert.equal(isolateFallback('لا أحد', 'en', 'ar'), `${RLI}لا أحد${PDI}`);
  });
});
