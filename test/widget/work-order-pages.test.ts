/**
 * The work-order pages of the widget (issue 25 "Widget pages"; spec §2, §5, §7) against the API
 * fixture server (test/widget/fixtures/api-server.ts, case `wo`): the type-2 leave-message form
 * (template looked up after ~1 s, every field type, the content check, addWo's encoded values),
 * the visitor's orders with their timeline and reply, the card form's required-field toast, the
 * link page (token header, sanitised content, a wrong token reveals nothing, the reply dialog's
 * submit disabled while empty) and the help document's link. The end-to-end runs against the
 * real server are test/e2e's.
 */
import { expect } from 'chai';
import { ElementAttr } from '../../protocol';
import { $toasts } from '../../src/state';
import { runId, sleep, waitFor, waitForAsync } from './support/env';
import { fixtureBase, fixtureLog, mountElement, resetWidget, shadow, widgetRoot } from './support/widget';

// --- the pages, against the API fixture server ---------------------------------------------------

const testPageUrl = location.href;
const at = (url: string) => history.replaceState(null, '', url);

async function mountPage(url: string, answerCase = 'wo') {
  const run = runId();
  at(url);
  const el = mountElement({ [ElementAttr.mode]: 'page', [ElementAttr.server]: await fixtureBase(run, answerCase) });
  await widgetRoot(el);
  return { el, run, root: shadow(el) };
}

const byText = <T extends Element>(root: ParentNode, selector: string, text: string) =>
  [...root.querySelectorAll<T>(selector)].find((n) => n.textContent?.trim() === text) ?? null;
const labelled = <T extends HTMLElement>(root: ShadowRoot, text: string): T | null => {
  const label = [...root.querySelectorAll('label')].find((l) => l.textContent?.replace('*', '').trim() === text);
  return label?.htmlFor ? (root.getElementById(label.htmlFor) as T | null) : null;
};
function typeInto(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
function choose(el: HTMLSelectElement, value: string) {
  el.value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
}
const calls = async (run: string, name: string) => (await fixtureLog(run)).filter((r) => r.path.endsWith(`/${name}`));
/** a render after an input: a click in the same task would run the handlers of the render before it */
const settle = () => sleep(50);
const errorToast = () => $toasts.get().find((t) => t.kind === 'error')?.text;

describe('work-order pages (fixture server)', () => {
  afterEach(async () => {
    await resetWidget();
    at(testPageUrl);
  });

  it('/leaveMsg with leaveMsgType 2: the template ~1 s after mount, every field type, content required, addWo encoded', async function (this: unknown) {
    (this as { timeout(ms: number): void }).timeout(30_000);
    const { root, run } = await mountPage('/chat_online/leaveMsg?channelId=demo');
    // the first page of the run also compiles its lazy chunks
    await waitFor(() => byText(root, 'button', '提交工单'), 'the work-order form', 15_000);
    await sleep(500);
    expect(await calls(run, 'getTemplateFiledInfoByTypeId'), 'not before ~1 s').to.have.length(0);
    await waitFor(() => labelled(root, 'Order number'), 'the template fields', 4000);
    expect((await calls(run, 'getTemplateFiledInfoByTypeId'))[0]?.body).to.deep.equal({ id: 't9' });
    expect(labelled<HTMLInputElement>(root, 'Bought on')?.type).to.equal('date');
    expect(labelled<HTMLInputElement>(root, 'Pick-up time')?.type).to.equal('datetime-local');
    expect(labelled<HTMLInputElement>(root, 'Quantity')?.value).to.equal('0');
    expect(root.querySelectorAll('fieldset input[type="radio"]')).to.have.length(2);
    expect(root.querySelectorAll('fieldset input[type="checkbox"]')).to.have.length(2);

    // empty content: the toast, the field marked and focused, nothing sent
    byText<HTMLButtonElement>(root, 'button', '提交工单')!.click();
    await waitFor(() => errorToast() === '请输入问题描述内容', 'content toast');
    const content = labelled<HTMLTextAreaElement>(root, '问题描述')!;
    expect(root.activeElement).to.equal(content);
    expect(content.getAttribute('aria-invalid')).to.equal('true');
    typeInto(content, '  The screen cracked  ');
    await settle();

    // the required text field, then the cascade must reach a leaf
    byText<HTMLButtonElement>(root, 'button', '提交工单')!.click();
    await waitFor(() => $toasts.get().some((t) => t.text === '请填写Order number'), 'required field toast');
    typeInto(labelled<HTMLInputElement>(root, 'Order number')!, 'A-1');
    const level = (n: number) => root.querySelector<HTMLSelectElement>(`select[data-level="${n}"]`);
    choose(level(1)!, 'phone');
    await waitFor(() => level(2), 'second level');
    expect([...level(2)!.options].map((o) => o.value)).to.deep.equal(['', 'p1', 'p2']);
    expect(level(2)!.getAttribute('aria-label')).to.equal('Product：第 2 级');
    choose(level(2)!, 'p2');
    const pick = labelled<HTMLInputElement>(root, 'Pick-up time')!;
    typeInto(pick, '2026-12-01T09:30');
    const box = [...root.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((i) => i.value === 'cable')!;
    box.click();
    await settle();

    byText<HTMLButtonElement>(root, 'button', '提交工单')!.click();
    const [add] = await waitForAsync(async () => {
      const list = await calls(run, 'addWo');
      return list.length ? list : null;
    }, 'addWo');
    const body = add!.body as Record<string, unknown>;
    expect(add!.authorization).to.equal('Bearer fresh-token');
    expect(body.localId).to.match(/^wo\d+$/);
    expect(body).to.include({ woContent: '<p>The screen cracked</p>', woTypeId: 't9', woTypeName: 'Return or repair', woStartWay: 0, woTitle: 'Leave us a message' });
    const values = Object.fromEntries((body.cusFieldConfigInfoVoList as { fieldId: string; fieldValue: string }[]).map((f) => [f.fieldId, f.fieldValue]));
    expect(values).to.deep.equal({ f1: 'A-1', f2: '', f3: '', f4: '2026-12-01 09:30', f5: '0', f6: '', f7: '', f8: '["cable"]', f9: '["phone","p2"]' });
    await waitFor(() => $toasts.get().some((t) => t.kind === 'success' && t.text === '提交成功'), 'success toast');
    await waitFor(() => labelled<HTMLTextAreaElement>(root, '问题描述')?.value === '', 'the form starts again');
  });

  it('/leaveMsg type 2: "my work orders" lists the orders with their status; one opens with its timeline and a reply', async () => {
    const { root, run } = await mountPage('/chat_online/leaveMsg?channelId=demo');
    (await waitFor(() => byText<HTMLButtonElement>(root, 'button', '我的工单'), 'my orders button')).click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'drawer');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal('我的工单');
    const item = await waitFor(() => dialog.querySelector<HTMLButtonElement>('button[data-wo-id="wo-1"]'), 'an order');
    expect(item.textContent).to.contain('已受理').and.contain('Broken screen');
    item.click();
    await waitFor(() => dialog.querySelector('ol li[data-handle-type="2"]'), 'timeline');
    const entries = [...dialog.querySelectorAll('ol li')].map((li) => li.textContent);
    expect(entries[0]).to.contain('客服: Agent Li').and.contain('公开回复');
    expect(entries[1]).to.contain('客户: Ann').and.contain('客户回复');
    // custom fields with the template's labels
    await waitFor(() => dialog.textContent?.includes('Phone / P2'), 'cascade label');
    byText<HTMLButtonElement>(dialog, 'button', '回复')!.click();
    const reply = await waitFor(() => [...root.querySelectorAll<HTMLElement>('[role="dialog"]')].find((d) => d.textContent?.includes('回复工单')), 'reply dialog');
    const submit = byText<HTMLButtonElement>(reply, 'button', '提交回复')!;
    expect(submit.disabled).to.equal(true);
    typeInto(reply.querySelector('textarea')!, 'Any news?');
    await waitFor(() => !submit.disabled, 'enabled');
    submit.click();
    const [sent] = await waitForAsync(async () => {
      const list = await calls(run, 'addWoHandleInfo');
      return list.length ? list : null;
    }, 'addWoHandleInfo');
    expect(sent!.body).to.include({ woId: 'wo-1', handleContent: 'Any news?' });
    expect((sent!.body as { localId?: string }).localId).to.match(/^woReply\d+$/);
    await waitFor(() => $toasts.get().some((t) => t.kind === 'success'), 'success');
  });

  it('/formData: an empty required field toasts "please fill in" + its name for 3 s and blocks the submit', async function (this: unknown) {
    (this as { timeout(ms: number): void }).timeout(20_000);
    const { root, run } = await mountPage('/chat_online/formData?tenantId=tenant-wo&templateId=t9&channelId=demo');
    const submit = await waitFor(() => byText<HTMLButtonElement>(root, 'button', '提交留言'), 'submit message');
    expect((await calls(run, 'getTemplateFiledInfoByTemplateId'))[0]?.body).to.include({ templateId: 't9' });
    submit.click();
    await waitFor(() => errorToast() === '请填写Order number', 'toast');
    const field = labelled<HTMLInputElement>(root, 'Order number')!;
    expect(root.activeElement).to.equal(field);
    expect(field.getAttribute('aria-invalid')).to.equal('true');
    await sleep(300);
    expect(await calls(run, 'addWo'), 'blocked').to.have.length(0);
    await waitFor(() => !errorToast(), 'the toast goes after 3 s', 4000);

    typeInto(field, 'A-9');
    choose(root.querySelector<HTMLSelectElement>('select[data-level="1"]')!, 'tv');
    choose(await waitFor(() => root.querySelector<HTMLSelectElement>('select[data-level="2"]'), 'level 2'), 't1');
    await settle();
    submit.click();
    const [add] = await waitForAsync(async () => {
      const list = await calls(run, 'addWo');
      return list.length ? list : null;
    }, 'addWo');
    expect(add!.body).to.include({ woTypeId: 't9' });
    await waitFor(() => $toasts.get().some((t) => t.kind === 'success'), 'success toast');
  });

  it('/formData without a stored identity or channelId: says it must be opened from the chat, asks nothing', async () => {
    const { root, run } = await mountPage('/chat_online/formData?tenantId=nobody&templateId=t9');
    await waitFor(() => root.querySelector('[role="alert"]')?.textContent === '请从会话窗口中打开此页面', 'message');
    expect(await fixtureLog(run)).to.deep.equal([]);
  });

  it('/workorder with the right token: the order, sanitised, and a reply whose submit is disabled while empty', async () => {
    const { root, run } = await mountPage('/chat_online/workorder?woId=wo-1&token=tok-good');
    await waitFor(() => root.querySelector('article h3')?.textContent === 'Broken screen', 'title');
    const [info] = await calls(run, 'woinfo');
    expect(info!.token, 'token header').to.equal('tok-good');
    expect(info!.body).to.deep.equal({ id: 'wo-1', token: 'tok-good' });
    await waitFor(() => root.querySelector('article b')?.textContent === 'cracked', 'sanitised HTML');
    expect(root.querySelector('article script')).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(root.querySelector('article')?.textContent).to.contain('photo.png').and.contain('Ann').and.contain('13800000000').and.contain('phone / p2');
    expect(byText<HTMLAnchorElement>(root, 'a', '预览')?.target).to.equal('_blank');

    byText<HTMLButtonElement>(root, 'button', '回复')!.click();
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="dialog"]'), 'dialog');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal('回复工单');
    const textarea = dialog.querySelector('textarea')!;
    expect(root.activeElement, 'focus in the dialog').to.equal(textarea);
    const submit = byText<HTMLButtonElement>(dialog, 'button', '提交回复')!;
    expect(submit.disabled).to.equal(true);
    typeInto(textarea, '   ');
    await sleep(50);
    expect(submit.disabled, 'spaces only').to.equal(true);
    typeInto(textarea, 'Still broken');
    await waitFor(() => !submit.disabled, 'enabled');
    await settle();
    submit.click();
    const [sent] = await waitForAsync(async () => {
      const list = await calls(run, 'addReplay');
      return list.length ? list : null;
    }, 'addReplay');
    expect(sent!.token).to.equal('tok-good');
    expect(sent!.body).to.include({ woId: 'wo-1', handleContent: 'Still broken', token: 'tok-good' });
    await waitFor(() => $toasts.get().some((t) => t.kind === 'success'), 'success toast');
    await waitFor(() => !root.querySelector('[role="dialog"]'), 'dialog closed');
    await waitForAsync(async () => (await calls(run, 'woinfo')).length === 2, 'the order reloads');
  });

  for (const token of ['tok-bad', 'null', '0']) {
    it(`/workorder with token "${token}": an error, nothing of the order`, async () => {
      const { root } = await mountPage(`/chat_online/workorder?woId=wo-1&token=${token}`);
      const alert = await waitFor(() => root.querySelector<HTMLElement>('[data-wo-error]'), 'error');
      expect(alert.textContent).to.contain('工单不存在或链接已失效');
      expect(root.querySelector('article')).to.equal(null);
      expect(byText(root, 'button', '回复')).to.equal(null);
    });
  }

  it('/question: the document question as the title, its answer; an element with data-link opens in a new window', async () => {
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = (...args: unknown[]) => { opened.push(args); return null; };
    try {
      const { root, run } = await mountPage('/chat_online/question?docId=12&userId=u&channelId=demo');
      const main = await waitFor(() => root.querySelector<HTMLElement>('main[aria-labelledby]'), 'main');
      await waitFor(() => root.getElementById(main.getAttribute('aria-labelledby') ?? '')?.textContent === 'How do I return an item?', 'title');
      expect((await calls(run, 'getRobotDoc'))[0]?.body).to.include({ docId: '12' });
      const link = await waitFor(() => root.querySelector<HTMLElement>('[data-link][role="link"]'), 'link element');
      expect(root.querySelector('main script')).to.equal(null);
      link.click();
      expect(opened).to.deep.equal([['https://example.com/returns', '_blank', 'noopener,noreferrer']]);
      link.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      expect(opened).to.have.length(2);
    } finally {
      window.open = original;
    }
  });
});
