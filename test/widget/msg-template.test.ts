/**
 * spec §7 getMsgTemplate, issue 9 item 10 (docs/chat-window.md): the templates card messages
 * use, against the real fixture server. A card naming a template shows the template's text,
 * filled from the card's own fields; the templates are asked for only when such a card is
 * drawn, once per channel; when the call fails the card keeps its own text, with no toast.
 */
import { expect } from 'chai';
import { ElementAttr, MsgType, SenderType } from '../../protocol';
import { addMessage } from '../../src/state/messages';
import { $toasts } from '../../src/state';
import { runId, sleep, waitFor, waitForAsync } from './support/env';
import { fixtureBase, fixtureLog, mountElement, resetWidget, shadow, widgetRoot } from './support/widget';

const TEMPLATE_PATH = '/api/basic/msgTemplate/getMsgTemplate';

/** An agent's goods card (spec §3 type 7), optionally naming a message template. */
function goodsCard(title: string, extra: Record<string, unknown> = {}): void {
  addMessage({
    senderType: SenderType.agent, senderName: 'Agent Li', msgType: MsgType.goodsCard, msgTime: Date.now(),
    msgContent: JSON.stringify({ title, describe: `${title}: its own text`, price: '¥99', ...extra }),
  });
}

const card = (el: HTMLElement, title: string) =>
  [...shadow(el).querySelectorAll('[role="log"] article')].find((a) => a.textContent?.includes(title)) ?? null;

async function started(answerCase: string): Promise<{ el: HTMLElement; run: string }> {
  const run = runId();
  const el = mountElement({ [ElementAttr.channelId]: 'demo', [ElementAttr.server]: await fixtureBase(run, answerCase) });
  await widgetRoot(el);
  // the robot's welcome: the chat has started
  await waitFor(() => shadow(el).querySelector('[role="log"] article'), 'the welcome');
  return { el, run };
}

const templateCalls = async (run: string) => (await fixtureLog(run)).filter((r) => r.path === TEMPLATE_PATH);

describe('message templates (getMsgTemplate) in card messages', () => {
  afterEach(resetWidget);

  it('a card naming a template shows its text filled from the card; asked once, only when needed', async () => {
    const { el, run } = await started('ok');
    // the first open asks for no templates
    await sleep(300);
    expect(await templateCalls(run)).to.have.length(0);

    goodsCard('Plain phone');
    await waitFor(() => card(el, 'Plain phone: its own text'), 'a card without a template, with its own text');
    await sleep(300);
    expect(await templateCalls(run), 'no template named, none asked for').to.have.length(0);

    goodsCard('Blue phone', { msgTemplateId: 7 });
    await waitFor(() => card(el, 'Blue phone ships today for ¥99'), 'the template text, filled from the card');
    expect(card(el, 'Blue phone: its own text'), 'the template replaces the own text').to.equal(null);

    goodsCard('Red phone', { msgTemplateId: '7' });
    await waitFor(() => card(el, 'Red phone ships today for ¥99'), 'the second card, same template');
    // a template the channel does not have: the card keeps its own text
    goodsCard('Green phone', { msgTemplateId: 99 });
    await waitFor(() => card(el, 'Green phone: its own text'), 'an unknown template keeps the own text');

    const calls = await templateCalls(run);
    expect(calls, 'asked once for the channel').to.have.length(1);
    expect(calls[0]?.body).to.deep.include({ channelId: 'demo' });
  });

  it('when the templates cannot be had, the card keeps its own text and nothing is shown', async () => {
    const { el, run } = await started('tplfail');
    goodsCard('Grey phone', { msgTemplateId: 7 });
    await waitForAsync(async () => (await templateCalls(run)).length === 1, 'the templates asked for');
    await waitFor(() => card(el, 'Grey phone: its own text'), 'the own text');
    await sleep(300);
    expect(card(el, 'ships today'), 'no template text').to.equal(null);
    expect($toasts.get(), 'spec §8: ignored silently').to.deep.equal([]);
  });
});
