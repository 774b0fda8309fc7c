import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSmallTalk } from '../../../server/robot/small-talk.ts';

test('greetings, thanks and questions about the robot are small talk, in any order and locale', () => {
  for (const q of ['hi', 'Hi there!', 'how are you?', 'ok thanks', 'whats your name', '你好', '你好，在吗？', '好的谢谢', '再見', 'merci', 'Привет', 'こんにちは']) {
    assert.equal(isSmallTalk(q), true, q);
  }
});

test('a question with anything else in it is not', () => {
  for (const q of ['hi, how do I get a refund', '你好我想退款', '退款', 'thanks, where is my parcel', 'how are you shipping my order', '', '   ', 'hi '.repeat(20)]) {
    assert.equal(isSmallTalk(q), false, q);
  }
});
