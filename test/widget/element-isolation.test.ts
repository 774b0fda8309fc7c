/**
 * DESIGN §4: the element lives in an open shadow root; host CSS must not leak in, widget CSS
 * stays in, and the host's <head> gains nothing — on a page with hostile global rules.
 */
import { expect } from 'chai';
import { ElementAttr } from '../../protocol';
import { headStyles, runId, waitFor } from './support/env';
import { fixtureBase, mountElement, resetWidget, shadow, widgetRoot } from './support/widget';

const HOSTILE = `
  * {
    color: rgb(255, 0, 0) !important;
    font-family: "Comic Sans MS", cursive !important;
    font-size: 31px !important;
    letter-spacing: 3px !important;
    text-transform: uppercase !important;
    border: 5px solid rgb(0, 255, 0) !important;
    background: rgb(255, 255, 0) !important;
    margin: 7px !important;
    padding: 9px !important;
    box-shadow: 0 0 0 4px blue !important;
  }
  button { background: rgb(255, 0, 255) !important; border-radius: 0 !important; font-weight: 900 !important; }
  div { border: 3px dashed rgb(0, 0, 255) !important; }
  html { font-size: 40px !important; }
`;

describe('<kefu-chat> on a page with hostile CSS', () => {
  let hostile: HTMLStyleElement;

  before(() => {
    hostile = document.createElement('style');
    hostile.textContent = HOSTILE;
    document.head.append(hostile);
  });
  after(() => hostile.remove());
  afterEach(resetWidget);

  it('renders in an open shadow root with its own adopted sheet', async () => {
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang') });
    await widgetRoot(el);
    expect(el.shadowRoot, 'open shadow root').to.not.equal(null);
    expect(shadow(el).adoptedStyleSheets).to.have.length(1);
  });

  it("keeps the host's rules off Kefu's elements", async () => {
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang') });
    const root = await widgetRoot(el);
    const send = await waitFor(() => shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]'), 'send button');

    // sanity: the hostile rules are live on the host page
    const outside = document.createElement('button');
    document.body.append(outside);
    expect(getComputedStyle(outside).backgroundColor).to.equal('rgb(255, 0, 255)');
    outside.remove();

    const button = getComputedStyle(send);
    expect(button.backgroundColor, 'send button grey while empty (disabled until the chat starts)').to.equal('rgb(169, 174, 181)');
    expect(button.color).to.equal('rgb(255, 255, 255)');
    expect(button.fontFamily).to.not.contain('Comic');
    expect(button.fontSize).to.equal('14px');
    expect(button.fontWeight).to.equal('500');
    expect(button.borderTopWidth).to.equal('0px');
    expect(button.borderTopLeftRadius).to.equal('8px');
    expect(button.letterSpacing).to.equal('normal');
    expect(button.textTransform).to.equal('none');

    const rootStyle = getComputedStyle(root);
    expect(rootStyle.borderTopStyle, 'div rule does not reach inside').to.equal('none');
    expect(rootStyle.backgroundColor).to.equal('rgb(245, 246, 247)');
    expect(rootStyle.color).to.equal('rgb(31, 35, 41)');
    expect(rootStyle.fontSize).to.equal('14px');
  });

  it('resets what the host element itself would take from global rules', async () => {
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang') });
    await widgetRoot(el);
    const host = getComputedStyle(el);
    expect(host.borderTopWidth).to.equal('0px');
    expect(host.marginTop).to.equal('0px');
    expect(host.paddingTop).to.equal('0px');
    expect(host.backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(host.boxShadow).to.equal('none');
    expect(host.color).to.equal('rgb(31, 35, 41)');
    expect(host.fontFamily).to.not.contain('Comic');
    expect(host.fontSize).to.equal('14px');
    // the loader's own placement still applies
    expect(host.position).to.equal('fixed');
    expect(host.width).to.equal('380px');
  });

  it("adds nothing to the host's <head>, and its classes style nothing outside", async () => {
    const before = headStyles();
    const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(runId(), 'hang') });
    await widgetRoot(el);
    const send = await waitFor(() => shadow(el).querySelector<HTMLButtonElement>('button[type="submit"]'), 'send button');
    expect(headStyles()).to.deep.equal(before);

    hostile.disabled = true;
    try {
      const twin = document.createElement('button');
      twin.className = send.className;
      document.body.append(twin);
      expect(getComputedStyle(twin).backgroundColor, "Kefu's class outside the shadow root").to.not.equal('rgb(201, 205, 212)');
      twin.remove();
    } finally {
      hostile.disabled = false;
    }
  });
});
