/**
 * Tags in the desk, the pure part: every palette colour's text reads at WCAG AA (4.5:1), the
 * picker's type-to-filter, a deleted tag dropped from every conversation, and the socket's tag
 * events kept per conversation.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TagColors } from '../../protocol';
import type { DeskTag } from '../../protocol';
import { TAG_PALETTE, tagStyle } from '../../desk/ui/tags/palette';
import { $sessionTags, dropUnknown, filterTags, onTagEvent } from '../../desk/state/tags';

/** WCAG 2.x relative luminance and contrast ratio */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const tag = (tagId: string, name: string): DeskTag => ({ tagId, name, color: 'blue', count: 0 });

describe('desk tags', () => {
  it('has a colour pair for every palette name, each at least 4.5:1', () => {
    assert.deepEqual(Object.keys(TAG_PALETTE).sort(), [...TagColors].sort());
    for (const c of TagColors) {
      const { background, color } = TAG_PALETTE[c];
      assert.ok(contrast(background, color) >= 4.5, `${c}: ${contrast(background, color).toFixed(2)}:1`);
    }
    assert.deepEqual(tagStyle('no-such-colour'), tagStyle('gray'));
  });

  it('filters by a typed text anywhere in the name, ignoring case, keeping the order', () => {
    const tags = [tag('a', 'Refund'), tag('b', 'VIP'), tag('c', '退款 refund'), tag('d', 'Shipping')];
    assert.deepEqual(filterTags(tags, '').map((g) => g.tagId), ['a', 'b', 'c', 'd']);
    assert.deepEqual(filterTags(tags, '  REF ').map((g) => g.tagId), ['a', 'c']);
    assert.deepEqual(filterTags(tags, '退').map((g) => g.tagId), ['c']);
    assert.deepEqual(filterTags(tags, 'zzz'), []);
  });

  it('drops a deleted tag from every conversation, and keeps the same map when nothing changed', () => {
    const map = { s1: ['a', 'gone', 'b'], s2: ['gone'], s3: ['b'] };
    assert.deepEqual(dropUnknown(map, [tag('a', 'A'), tag('b', 'B')]), { s1: ['a', 'b'], s2: [], s3: ['b'] });
    assert.equal(dropUnknown(map, [tag('a', 'A'), tag('b', 'B'), tag('gone', 'G')]), map);
  });

  it('keeps what conversation.tagged says, and forgets it all on hello (events may have been missed)', () => {
    $sessionTags.set({});
    onTagEvent({ type: 'conversation.tagged', sessionId: 's1', tags: ['a', 'b'] });
    onTagEvent({ type: 'conversation.tagged', sessionId: 's2', tags: ['c'] });
    onTagEvent({ type: 'conversation.tagged', sessionId: 's1', tags: ['b'] });
    assert.deepEqual($sessionTags.get(), { s1: ['b'], s2: ['c'] });
    onTagEvent({ type: 'pong', serverTime: 1 });
    assert.deepEqual($sessionTags.get(), { s1: ['b'], s2: ['c'] });
    onTagEvent({ type: 'hello', agent: {} as never, serverTime: 1 });
    assert.deepEqual($sessionTags.get(), {});
  });
});
