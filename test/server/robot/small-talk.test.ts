import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isSmallTalk } from '../../../server/robot/small-talk.ts';
import { TenantIndex } from '../../../server/robot/tenant-index.ts';
import { answer } from '../../../server/robot/answer.ts';
import { defaultChannelConfig } from '../../../server/channels/index.ts';
import { AnswerType } from '../../../protocol/index.ts';

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

test('small talk is answered only by an entry that is itself small talk, never by one sharing a word with it', () => {
  const doc = (docId: string, question: string, similarQuestions: string[]) => ({
    docId, question, similarQuestions, answer: `<p>${question}</p>`, category: '', keywords: [], locale: 'en', enabled: true, related: [], guide: null, card: null,
    upVotes: 0, downVotes: 0, createdAt: 0, updatedAt: 0,
  });
  const docs = [
    doc('permissions', 'Who can edit my documents?', ['who made changes to my file', 'who can see my notes']),
    doc('data-addon', 'How do I top up my data?', ['what is up with my data', 'buy more data']),
    doc('help', 'How can I contact support?', ['i need help with my account', 'support phone number']),
  ];
  const ask = (index: TenantIndex, question: string) =>
    answer({ index, config: defaultChannelConfig('t', 'c'), locale: 'en', visitorLocale: 'en' }, { kind: 'question', question }, 'en').answer;
  const plain = TenantIndex.build({ version: 1, settings: { synonyms: [], thresholds: {}, unknownText: {} }, docs });
  for (const q of ['who made you', "what's up", 'can you help me', 'nice to meet you', 'i have a question']) {
    const a = ask(plain, q);
    assert.equal(a.answerType, AnswerType.unknown, q);
    assert.deepEqual(a.suggestList, [], `${q}: no guesses`);
  }
  // a tenant that wrote its own greeting entry answers greetings with it
  const greeting = TenantIndex.build({ version: 1, settings: { synonyms: [], thresholds: {}, unknownText: {} }, docs: [...docs, doc('greeting', 'Good morning', ['good afternoon', 'good evening', 'morning'])] });
  assert.equal(greeting.smallTalkEntries.has('greeting'), true);
  assert.equal(ask(greeting, 'good morning!').docId, 'greeting');
});
