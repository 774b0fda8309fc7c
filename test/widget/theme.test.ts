/**
 * security-cases: channel configuration rendered in the widget is validated — a colour like
 * `red;}</style><script>` is rejected; only #hex, rgb()/hsl() and named colours pass.
 */
import { expect } from 'chai';
import { DEFAULT_THEME, isSafeColor, themeStyle } from '../../src/theme';
import type { ChannelConfig } from '../../protocol';

const config = (c: Partial<ChannelConfig>): ChannelConfig => ({ tenantId: 't', channelId: 'c', ...c });

describe('theme colours', () => {
  it('accepts #hex, rgb()/rgba(), hsl()/hsla() and named colours', () => {
    for (const ok of ['#fff', '#FFFA', '#1e6fff', '#1e6fff80', 'rgb(1, 2, 3)', 'rgba(1,2,3,0.5)', 'rgb(1 2 3 / 50%)', 'hsl(210, 50%, 40%)', 'hsla(210deg 50% 40% / .5)', 'red', 'RebeccaPurple', 'transparent']) {
      expect(isSafeColor(ok), ok).to.equal(true);
    }
  });

  it('rejects markup, declarations, urls, expressions and keywords', () => {
    const bad = [
      'red;}</style><script>alert(1)</script>', 'red; background: url(//evil.example/x)', 'url(javascript:alert(1))',
      'expression(alert(1))', '#12', '#ggg', 'rgb(1,2)', 'rgb(1,2,3);x:y', 'var(--x)', 'inherit', 'currentColor',
      'notacolour', '', '   ', 'red blue', 'calc(1px)', '<img src=x>', 'red\\;', 'rgb(1,2,3)}', 42, null, undefined, {},
    ];
    for (const b of bad) expect(isSafeColor(b), String(b)).to.equal(false);
  });

  it('sets every variable on the root, with defaults for invalid colours', () => {
    const style = themeStyle(config({ mainColor: 'red;}</style><script>', kitBgcolor: '#ffeedd', navigationBarColor: 'hsl(0, 0%, 10%)' }));
    expect(style['--kefu-main-color']).to.equal(DEFAULT_THEME['--kefu-main-color']);
    expect(style['--kefu-agent-bubble-bg']).to.equal('#ffeedd');
    expect(style['--kefu-nav-bg']).to.equal('hsl(0, 0%, 10%)');
    expect(Object.keys(style).sort()).to.deep.equal(Object.keys(DEFAULT_THEME).sort());
  });

  it('the visitor bubble and header follow a valid main colour unless set themselves', () => {
    const style = themeStyle(config({ mainColor: '#0a7d32' }));
    expect(style['--kefu-main-color']).to.equal('#0a7d32');
    expect(style['--kefu-visitor-bubble-bg']).to.equal('#0a7d32');
    expect(style['--kefu-nav-bg']).to.equal('#0a7d32');
    expect(themeStyle(null)).to.deep.equal(DEFAULT_THEME);
  });
});
