/**
 * The desk's visitor helpers (desk/ui/common/visitor.ts): the label (name, else "Visitor 4821" /
 * "访客 4821" from the shipped texts), the short device from a User-Agent, the page as host + path.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DeskT } from '../../desk/i18n';
import { deviceShort, pageShort, visitorLabel } from '../../desk/ui/common/visitor';

const DESK = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../desk');
const textsOf = (l: string): DeskT => {
  const texts = JSON.parse(fs.readFileSync(path.join(DESK, 'locales', `${l}.json`), 'utf8')) as Record<string, string>;
  return (key, vars = {}) => texts[key]!.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
};

describe('visitorLabel', () => {
  const en = textsOf('en');
  const zh = textsOf('zh');
  it('the given name wins; else the number, localised; else plain "Visitor"', () => {
    assert.equal(visitorLabel(en, { displayName: 'Mei Lin', visitorNo: '4821' }), 'Mei Lin');
    assert.equal(visitorLabel(en, { displayName: '', visitorNo: '4821' }), 'Visitor 4821');
    assert.equal(visitorLabel(zh, { displayName: '', visitorNo: '4821' }), '访客 4821');
    assert.equal(visitorLabel(en, { displayName: '   ', visitorNo: '4821' }), 'Visitor 4821', 'blank is no name');
    assert.equal(visitorLabel(en, {}), 'Visitor');
  });
  it('older shapes: visitorName, and customerName of leave messages and work orders', () => {
    assert.equal(visitorLabel(en, { visitorName: 'Old', visitorNo: '1000' }), 'Old');
    assert.equal(visitorLabel(zh, { customerName: '', visitorNo: '9999' }), '访客 9999');
    assert.equal(visitorLabel(en, { customerName: '王先生', visitorNo: '9999' }), '王先生');
  });
});

describe('deviceShort', () => {
  const cases: [string, string][] = [
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36', 'Chrome · Android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari · iPhone'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1', 'Chrome · iPhone'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1', 'Safari · iPad'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0', 'Edge · Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15', 'Safari · Mac'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox · Linux'],
    ['Mozilla/5.0 (Linux; Android 13; V2203A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0 Mobile Safari/537.36 MicroMessenger/8.0.47', 'WeChat · Android'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome · ChromeOS'],
    ['Mozilla/5.0 (iPhone)', 'iPhone'],
    ['curl/8.5.0', ''],
    ['', ''],
  ];
  for (const [ua, want] of cases) it(`${want || '(nothing)'} from ${ua.slice(0, 40) || '(empty)'}`, () => assert.equal(deviceShort(ua), want));
  it('null and undefined', () => { assert.equal(deviceShort(null), ''); assert.equal(deviceShort(undefined), ''); });
});

describe('pageShort', () => {
  it('host and path, no scheme, query or hash; the home page as the host', () => {
    assert.equal(pageShort('https://shop.example.com/cart?x=1#top'), 'shop.example.com/cart');
    assert.equal(pageShort('https://shop.example.com/'), 'shop.example.com');
    assert.equal(pageShort('http://localhost:8080/p/42'), 'localhost:8080/p/42');
  });
  it('cut with an ellipsis; not a URL shown as given; empty', () => {
    const long = pageShort(`https://shop.example.com/${'a'.repeat(100)}`, 30);
    assert.equal(long.length, 30);
    assert.ok(long.endsWith('…'));
    assert.equal(pageShort('/relative/page'), '/relative/page');
    assert.equal(pageShort(''), '');
    assert.equal(pageShort(null), '');
  });
});
