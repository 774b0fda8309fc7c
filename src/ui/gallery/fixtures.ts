/**
 * Every message type and state of spec §3/§4 as fixtures for the gallery (dev and test builds
 * only): what the chat window can show, without clicking through a conversation.
 */
import { FaqShowType, LinkType, LocalMsgKind, MenuType, MsgStatus, MsgType, SenderType, SysType, VoteState } from '../../../protocol';
import type { ChannelConfig } from '../../../protocol';
import type { ChatItem } from '../../state/messages';

const T0 = 1764000000000;
let n = 0;
const m = (x: Partial<ChatItem>, local = false): ChatItem => ({ key: `g${++n}`, msgTime: T0 + n * 60_000, ...(local ? {} : { msgId: `g${n}` }), ...x });
const IMG = '/demo-assets/orders.svg';

export const GALLERY_CONFIG: ChannelConfig = {
  tenantId: 'gallery', channelId: 'gallery', robotName: 'Kefu Bot', titleDesc: 'Gallery', commentDocMode: 1, transferUserMode: 1,
  tenantVersion: 1, imageButtonFlag: 1, videoButtonFlag: 1, fileButtonFlag: 1, noticeMode: 1, noticeMsg: 'A notice that scrolls at about its length / 9 seconds.',
  sideBarStatus: 1,
  sideBarConfig: JSON.stringify({ quickFlag: 1, questionFlag: 1, adFlag: 1, quickList: [{ name: 'Orders', imgUrl: IMG, link: 'https://example.com/o' }, { name: 'Returns', imgUrl: '/demo-assets/returns.svg', link: 'https://example.com/r' }, { name: 'Coupons', imgUrl: '/demo-assets/coupons.svg', link: 'https://example.com/c' }], questionList: [{ question: 'Opening hours?', answer: '9:00–18:00' }], adList: [{ imgUrl: '/demo-assets/ad-1.svg', link: 'https://example.com/sale' }, { imgUrl: '/demo-assets/ad-2.svg' }] }),
  chatMenuConfigPlan: { chatMenuConfigList: [
    { menuType: MenuType.sendText, menuName: 'Shipping', msgText: 'When will it ship?' },
    { menuType: MenuType.transferAgent, menuName: 'Agent' },
    { menuType: MenuType.localAnswer, menuName: 'Hours', msgText: '9–18' },
    { menuType: MenuType.openLink, menuName: 'Help', labelLink: 'https://example.com/help', background: '#f0f5ff', color: '#1d4ed8' },
    { menuType: MenuType.closeSession, menuName: 'End' },
  ] },
};

const faq = JSON.stringify([
  { name: 'Orders', list: ['Track', 'Address', 'Cancel', 'Ship time', 'Delivery', 'Pay'].map((q, i) => ({ questionName: `${q}?`, docId: `d${i}` })) },
  { name: 'After-sales', list: [{ questionName: 'Return?', docId: 'r1' }] },
]);

export const GALLERY_MESSAGES: ChatItem[] = [
  m({ senderType: SenderType.system, msgType: MsgType.text, msgContent: 'A normal system notice', sysType: SysType.normal }),
  m({ senderType: SenderType.system, msgType: MsgType.text, msgContent: 'A highlighted system notice', sysType: SysType.highlight }),
  m({ senderType: SenderType.robot, msgType: MsgType.text, msgContent: 'Type 1 text with a link https://example.com/a?x=1&amp;y=2 and&nbsp;entities', senderName: 'Kefu Bot' }),
  m({ senderType: SenderType.visitor, msgType: MsgType.text, msgContent: 'Sent', status: MsgStatus.success, id: 'message1' }),
  m({ senderType: SenderType.visitor, msgType: MsgType.text, msgContent: 'Sending…', status: MsgStatus.loading, id: 'message2' }, true),
  m({ senderType: SenderType.visitor, msgType: MsgType.text, msgContent: 'Failed, with a retry', status: MsgStatus.failed, id: 'message3' }, true),
  m({ senderType: SenderType.agent, msgType: MsgType.image, msgContent: IMG, fileName: 'orders.svg', senderName: 'Agent Wang' }),
  m({ senderType: SenderType.robot, msgType: MsgType.robotRich, senderName: 'Kefu Bot', docId: 'doc-1', disabled: VoteState.notVoted, showTransferBtn: true,
    answers: [{ text: '<p>Rich <strong>answer</strong> with a <a href="https://example.com">link</a></p>', cardContent: JSON.stringify({ picture: IMG, title: 'My orders', desc: 'Order status', url: 'https://example.com/orders' }) },
      { text: '<p>Choose a step:</p>', buttons: [{ name: 'Refund only', nodeId: 'd#1' }, { name: 'Return and refund', nodeId: 'd#2' }] }],
    suggestList: [{ question: 'How long does a refund take?', docId: 'd2' }] }),
  m({ senderType: SenderType.robot, msgType: MsgType.robotRich, senderName: 'Kefu Bot', docId: 'doc-2', disabled: VoteState.downVoted, msgContent: '<p>Voted down (state 1)</p>' }),
  m({ senderType: SenderType.robot, msgType: MsgType.robotRich, senderName: 'Kefu Bot', docId: 'doc-3', disabled: VoteState.hidden, msgContent: '<p>Voted up (state 2)</p>' }),
  m({ senderType: SenderType.robot, msgType: MsgType.robotRich, senderName: 'Kefu Bot', answers: [{ text: 'Did you mean', clarifyGuide: [{ name: 'Refunds', docId: 'a' }, { name: 'Returns', docId: 'b' }] }] }),
  m({ senderType: SenderType.agent, msgType: MsgType.file, msgContent: '/api/files/0123456789abcdef0123456789abcdef', fileName: 'invoice.pdf', size: 128, senderName: 'Agent Wang' }),
  m({ senderType: SenderType.agent, msgType: MsgType.audio, msgContent: '/api/files/00000000000000000000000000000001', fileName: 'voice.mp3', senderName: 'Agent Wang' }),
  m({ senderType: SenderType.agent, msgType: MsgType.video, msgContent: '/api/files/00000000000000000000000000000002', fileName: 'clip.mp4', senderName: 'Agent Wang' }),
  m({ senderType: SenderType.agent, msgType: MsgType.goodsCard, senderName: 'Agent Wang', msgContent: JSON.stringify({ imgUrl: IMG, title: 'Panda Mug', describe: 'Ceramic, 350 ml', label: 'New', fromUrl: 'https://example.com/mug' }) }),
  m({ senderType: SenderType.agent, msgType: MsgType.orderCard, senderName: 'Agent Wang', msgContent: JSON.stringify({ imgUrl: IMG, title: 'Order 1001', describe: '2 items', orderStatus: 'Shipped', orderCode: 'SO1001', orderTime: T0, fromUrl: 'https://example.com/o/1001' }) }),
  m({ senderType: SenderType.agent, msgType: MsgType.linkCard, senderName: 'Agent Wang', msgContent: JSON.stringify({ imgUrl: IMG, title: 'Warranty form', subTitle: 'Two minutes', linkType: LinkType.form, templateId: 't1' }) }),
  m({ senderType: SenderType.agent, msgType: MsgType.inChatForm, senderName: 'Agent Wang', msgContent: JSON.stringify({ referGuide: 'Tell us about the parcel', fromFields: [
    { fieldId: 1, fieldName: 'Name', fieldType: 1, requiredStatus: 1 }, { fieldId: 2, fieldName: 'Details', fieldType: 2 }, { fieldId: 3, fieldName: 'Date', fieldType: 3 },
    { fieldId: 4, fieldName: 'When', fieldType: 4 }, { fieldId: 5, fieldName: 'Count', fieldType: 5 }, { fieldId: 6, fieldName: 'City', fieldType: 6, chooseValue: JSON.stringify([{ name: 'Beijing' }, { name: 'Shanghai' }]) },
    { fieldId: 7, fieldName: 'Member', fieldType: 7, text: [{ name: 'Yes' }, { name: 'No' }] }, { fieldId: 8, fieldName: 'Topics', fieldType: 8, text: [{ name: 'Phones' }, { name: 'Audio' }] }] }) }),
  m({ senderType: SenderType.agent, msgType: MsgType.replyText, senderName: 'Agent Wang', msgContent: 'A reply quoting the visitor', replyMsg: JSON.stringify({ senderName: 'You', msgContent: 'Where is my parcel?' }), msgTransContent: 'Une réponse', referenceFile: { referenceFileName: 'policy.pdf', referenceFileUrl: 'https://example.com/policy.pdf' } }),
  m({ senderName: 'Someone', msgType: MsgType.text, msgContent: 'No sender type but a name: shown as an agent' }),
  m({ senderType: SenderType.robot, msgType: MsgType.faq, senderName: 'Kefu Bot', showType: FaqShowType.tabbed, msgContent: faq }),
  m({ senderType: SenderType.robot, msgType: MsgType.faq, senderName: 'Kefu Bot', showType: FaqShowType.flat, msgContent: JSON.stringify([{ questionName: 'Flat question?', docId: 'f1' }]) }),
  m({ senderType: SenderType.robot, msgType: MsgType.faq, senderName: 'Kefu Bot', msgContent: 'Auto tip with menu buttons:', btnList: [{ menuType: MenuType.sendText, menuName: 'Track', msgText: 'Track?' }, { menuType: MenuType.openLink, menuName: 'Help', labelLink: 'https://example.com' }] }),
  m({ senderType: SenderType.visitor, msgType: LocalMsgKind.card, msgContent: JSON.stringify({ title: 'Panda Mug', price: '¥49', picture: IMG, url: 'https://example.com/mug' }) }),
  m({ senderType: SenderType.robot, msgType: MsgType.robotRich, senderName: 'Kefu Bot', msgContent: '<p>Refund steps:</p><ol><li>Open <strong>My orders</strong> and pick the order</li><li>Tap <em>Refund</em>, then choose a reason</li></ol><ul><li>Money back in <strong>3–5</strong> days</li></ul>' }),
  m({ senderType: SenderType.visitor, msgType: MsgType.image, msgContent: '', fileName: 'receipt.png', status: MsgStatus.loading, progress: 40, id: 'file1' }, true),
  m({ senderType: SenderType.visitor, msgType: MsgType.file, msgContent: '', fileName: 'contract.pdf', status: MsgStatus.failed, id: 'file2' }, true),
  m({ senderType: SenderType.visitor, msgType: MsgType.text, msgContent: 'A message with a forbidden word', status: MsgStatus.success, sensitiveFlag: 1, sensitiveWords: 'forbidden', id: 'message4' }),
  m({ senderType: SenderType.robot, msgType: LocalMsgKind.animation }),
  // hidden (spec §3): never shown
  m({ senderType: SenderType.agent, msgType: MsgType.text, msgContent: 'HIDDEN recalled', recallFlag: 1 }),
  m({ senderType: SenderType.agent, msgType: MsgType.text, msgContent: 'HIDDEN internal', insideFlag: 1 }),
  m({ senderType: SenderType.robot, msgType: MsgType.text, msgContent: 'HIDDEN sensitive', sensitiveFlag: 1 }),
];

/** spec §3 "Evaluation" levels as the server's defaults give them (the rating forms' fixture). */
const level = (levelTag: string, levelGuideMsg: string, evaluateGuideMsg: string, evaluateMsgRequired: number, levelTagRequired: number) => ({ levelTag, levelGuideMsg, evaluateGuideMsg, evaluateMsgRequired, levelTagRequired });
const REASONS = 'Bad attitude,Slow reply,Cannot solve,Impolite';
export const GALLERY_EVALUATION = {
  starList: [level(REASONS, 'Very dissatisfied', 'What went wrong?', 1, 1), level(REASONS, 'Dissatisfied', 'What went wrong?', 0, 1), level(REASONS, 'Average', 'How could we do better?', 0, 0), level('', 'Satisfied', '', 0, 0), level('', 'Very satisfied', '', 0, 0)],
  scoreList: [level('Irrelevant answer,Low understanding,Cannot answer,Impolite', 'Not solved', 'Why was it not solved?', 0, 0), level('', 'Solved', '', 0, 0)],
  evaluateAdminSolve: 1,
};
