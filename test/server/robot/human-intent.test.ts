import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isHumanIntent } from '../../../server/robot/index.ts';

const REQUESTS: [string, string][] = [
  ['zh', '转人工'], ['zh', '人工客服'], ['zh', '我要转人工！'], ['zh', '人工'], ['zh', '客服在吗'], ['zh-TW', '轉人工'],
  ['en', 'talk to a human'], ['en', 'Talk to a human please'], ['en', 'human'], ['en', 'agent'], ['en', 'Operator!'],
  ['en', 'representative'], ['en', 'CONNECT ME TO AN AGENT'], ['en', 'I want to speak to a real person'],
  ['de', 'Mensch'], ['de', 'Ich möchte mit einem Mitarbeiter sprechen'], ['es', 'humano'], ['es', 'quiero hablar con un humano'],
  ['fr', 'humain'], ['fr', 'je veux parler à un conseiller'], ['vi', 'nhân viên'], ['vi', 'gặp nhân viên'], ['th', 'เจ้าหน้าที่'],
  ['th', 'ขอคุยกับเจ้าหน้าที่ครับ'], ['ja', 'オペレーター'], ['ja', 'オペレーターと話したい'], ['ko', '상담원'], ['ko', '상담원 연결해주세요'],
  ['ru', 'оператор'], ['ru', 'Позовите оператора, пожалуйста'], ['tr', 'temsilci'], ['tr', 'müşteri temsilcisi'],
  ['ar', 'أريد التحدث مع موظف'], ['fa', 'اپراتور'], ['pt', 'falar com um atendente'], ['ms', 'ejen'], ['pl', 'konsultant'],
];

const NOT_REQUESTS: [string, string][] = [
  ['en', 'my agent code is wrong'], ['en', 'how do I get a refund'], ['en', 'report a problem'], ['en', 'is the human body mostly water'],
  ['en', 'the operator of this card refused my payment'], ['zh', '客服电话是多少'], ['zh', '退款怎么申请'], ['en', ''], ['en', '   '],
  ['ru', 'оператор связи не работает в роуминге уже третий день'],
];

for (const [locale, message] of REQUESTS) {
  test(`${locale}: "${message}" asks for a human`, () => assert.equal(isHumanIntent(message, locale), true));
}
for (const [locale, message] of NOT_REQUESTS) {
  test(`${locale}: "${message}" does not ask for a human`, () => assert.equal(isHumanIntent(message, locale), false));
}
