/**
 * The demo tenant's content (DESIGN §1): channel `demo` with every feature on, channel
 * `demo-wo` whose leave-message is a work order, two agent groups and two agents. Texts in zh
 * (the channel's language) with en overrides where the widget shows them.
 */
import { FaqShowType, FieldType, LeaveMsgType, MenuType, ReceiveMode, TransferButtonMode } from '../../protocol';

export const DEMO_TENANT = { tenantId: 'demo', name: 'Kefu Demo Shop' };

export const DEMO_GROUPS = [
  { groupId: 'g-presales', name: '售前咨询', nameEn: 'Pre-sales' },
  { groupId: 'g-aftersales', name: '售后服务', nameEn: 'After-sales' },
];

/** Two agents (limit 5 chats each) and the tenant's admin; all sign in with DEMO_AGENT_PASSWORD. */
export const DEMO_AGENTS = [
  { agentId: 'agent1', login: 'agent1', role: 'agent', nick: '小王', sign: '售前顾问，很高兴为您服务', tel: '010-12345678', mobile: '13800000001', email: 'agent1@example.com', qq: '10001', wechat: 'kefu_agent1', groups: ['g-presales', 'g-aftersales'] },
  { agentId: 'agent2', login: 'agent2', role: 'agent', nick: '小李', sign: '售后专员', tel: '010-12345679', mobile: '13800000002', email: 'agent2@example.com', qq: '10002', wechat: 'kefu_agent2', groups: ['g-aftersales'] },
  { agentId: 'admin', login: 'admin', role: 'admin', nick: '店长', sign: '', tel: '', mobile: '', email: 'admin@example.com', qq: '', wechat: '', groups: [] as string[] },
];

/** Canned replies the demo agents can type as `/name`. */
export const DEMO_CANNED_REPLIES = [
  { name: 'hi', content: '您好，我是客服，请问有什么可以帮您？' },
  { name: 'ship', content: '您的订单已发货，可在“我的订单”中查看物流。' },
  { name: 'bye', content: '感谢您的咨询，祝您购物愉快！' },
];

const menus = (en: boolean) => ({
  chatMenuConfigList: [
    { menuType: MenuType.sendText, menuName: en ? 'Shipping' : '发货时间', msgText: en ? 'When will my order ship?' : '什么时候发货？', docId: en ? 'en-ship-time' : 'ship-time' },
    { menuType: MenuType.transferAgent, menuName: en ? 'Talk to an agent' : '转人工' },
    { menuType: MenuType.closeSession, menuName: en ? 'End chat' : '结束会话' },
    { menuType: MenuType.evaluate, menuName: en ? 'Rate us' : '评价' },
    { menuType: MenuType.leaveMessage, menuName: en ? 'Leave a message' : '留言' },
    { menuType: MenuType.openLink, menuName: en ? 'Help center' : '帮助中心', labelLink: 'https://example.com/help', background: '#f0f5ff', color: '#1677ff' },
    { menuType: MenuType.localAnswer, menuName: en ? 'Opening hours' : '营业时间', msgText: en ? 'We are online 9:00–18:00, Monday to Saturday.' : '我们的在线时间为周一至周六 9:00–18:00。' },
  ],
});

const sideBar = (en: boolean) => ({
  quickFlag: 1, questionFlag: 1, adFlag: 1,
  quickList: [
    { name: en ? 'My orders' : '我的订单', imgUrl: '/demo-assets/orders.svg', link: 'https://example.com/orders' },
    { name: en ? 'Returns' : '退换货', imgUrl: '/demo-assets/returns.svg', link: 'https://example.com/returns' },
    { name: en ? 'Coupons' : '优惠券', imgUrl: '/demo-assets/coupons.svg', link: 'https://example.com/coupons' },
    { name: en ? 'E-mail us' : '邮件联系', imgUrl: '/demo-assets/mail.svg', link: 'mailto:support@example.com' },
  ],
  questionList: [
    { question: en ? 'How do I return an item?' : '如何退货？', docId: en ? 'en-return-goods' : 'return-goods', answer: en ? 'Open My orders, choose the item and click Return within 7 days of delivery.' : '在“我的订单”中选择商品，签收后 7 天内点击“退货”即可。' },
    { question: en ? 'How long does delivery take?' : '多久能送到？', docId: en ? 'en-delivery-time' : 'delivery-time', answer: en ? 'Usually 2–3 days within mainland China.' : '中国大陆地区一般 2–3 天送达。' },
  ],
  adList: [
    { imgUrl: '/demo-assets/ad-1.svg', link: 'https://example.com/sale' },
    { imgUrl: '/demo-assets/ad-2.svg', link: 'https://example.com/new' },
  ],
});

const userForm = (en: boolean) => ({
  formTitle: en ? 'Tell us about you' : '请填写您的信息',
  formList: [
    { name: en ? 'Name' : '姓名', fieldType: FieldType.text, require: 1, show: 1 },
    { name: en ? 'Phone' : '手机号', fieldType: FieldType.text, require: 0, show: 1 },
    { name: en ? 'E-mail' : '邮箱', fieldType: FieldType.text, require: 0, show: 1 },
    { name: en ? 'Question' : '问题描述', fieldType: FieldType.textarea, require: 0, show: 1 },
    { name: en ? 'Order date' : '下单日期', fieldType: FieldType.date, require: 0, show: 1 },
    { name: en ? 'Call me at' : '预约回电', fieldType: FieldType.dateTime, require: 0, show: 1 },
    { name: en ? 'Quantity' : '购买数量', fieldType: FieldType.number, require: 0, show: 1 },
    { name: en ? 'City' : '城市', fieldType: FieldType.dropdown, require: 0, show: 1, options: [{ label: en ? 'Beijing' : '北京', value: 'beijing' }, { label: en ? 'Shanghai' : '上海', value: 'shanghai' }, { label: en ? 'Other' : '其他', value: 'other' }] },
    { name: en ? 'Member' : '是否会员', fieldType: FieldType.radio, require: 0, show: 1, options: [{ label: en ? 'Yes' : '是', value: 'yes' }, { label: en ? 'No' : '否', value: 'no' }] },
    { name: en ? 'Interests' : '感兴趣的品类', fieldType: FieldType.checkbox, require: 0, show: 1, options: [{ label: en ? 'Phones' : '手机', value: 'phones' }, { label: en ? 'Laptops' : '电脑', value: 'laptops' }, { label: en ? 'Audio' : '音频', value: 'audio' }] },
  ],
});

// FAQ entries, preset questions and the shipping menu name documents of the demo knowledge base
// (server/robot/seed): clicking one answers that document through robotAsk {docId}.
const faq = (en: boolean) => ({
  showType: FaqShowType.tabbed,
  showContent: JSON.stringify([
    { name: en ? 'Orders' : '订单', list: [
      { questionName: en ? 'How do I track my order?' : '如何查询物流？', docId: en ? 'en-tracking' : 'tracking' },
      { questionName: en ? 'Can I change my address?' : '可以修改收货地址吗？', docId: en ? 'en-address-change' : 'address-change' },
      { questionName: en ? 'How do I cancel an order?' : '如何取消订单？', docId: en ? 'en-cancel-order' : 'cancel-order' },
    ] },
    { name: en ? 'After-sales' : '售后', list: [
      { questionName: en ? 'How do I return an item?' : '如何退货？', docId: en ? 'en-return-goods' : 'return-goods' },
      { questionName: en ? 'When will I get my refund?' : '退款多久到账？', docId: en ? 'en-refund-time' : 'refund-time' },
      { questionName: en ? 'How do I get an invoice?' : '如何开发票？', docId: en ? 'en-invoice' : 'invoice-apply' },
    ] },
  ]),
});

const texts = (en: boolean) => ({
  titleDesc: en ? 'Online support' : '在线客服',
  noticeMsg: en ? 'Welcome to the Kefu demo shop! Agents are online 9:00–18:00.' : '欢迎光临 Kefu 演示商店！人工客服在线时间 9:00–18:00。',
  robotName: en ? 'Kefu Bot' : '小客',
  robotWelcomeMsg: en ? 'Hi, I am Kefu Bot. Ask me anything, or talk to an agent.' : '您好，我是智能客服小客，有什么可以帮您？也可以转人工客服。',
  adminWelcomeMsg: en ? 'Hello, how can I help you?' : '您好，请问有什么可以帮您？',
  adminOfflineMsg: en ? 'No agent is online right now. Please leave a message.' : '当前没有客服在线，请留言。',
  adminCloseMsg: en ? 'The agent has ended the chat. Thank you!' : '客服已结束会话，感谢您的咨询！',
  userOverMsg: en ? 'The chat has ended.' : '会话已结束。',
  userTimeoutMsg: en ? 'You have not replied for a while; the chat will end soon.' : '您长时间未回复，会话即将结束。',
  adminTimeoutMsg: en ? 'The agent is busy, please wait a moment.' : '客服正忙，请稍候。',
  userQueueMsg: en ? 'You are number ## in the queue, please wait.' : '您前面还有 ## 位访客，请稍候。',
  unWorkingMsg: en ? 'We are off work now (9:00–18:00). Please leave a message.' : '现在是非工作时间（9:00–18:00），请留言。',
  leaveMsgTitle: en ? 'Leave a message' : '留言',
  autoTip: JSON.stringify([{ autoTip: en ? 'You may want to ask:' : '猜你想问：', btnList: menus(en).chatMenuConfigList.slice(0, 2) }]),
  sideBarConfig: JSON.stringify(sideBar(en)),
  userFormConfig: JSON.stringify(userForm(en)),
  faq: faq(en),
  chatMenuConfigPlan: menus(en),
  // the chooser's names in the visitor's language (the groups' own names are the staff's)
  groupConfig: JSON.stringify(DEMO_GROUPS.map((g) => ({ groupId: g.groupId, groupName: en ? g.nameEn : g.name }))),
});

/** channel `demo`: robot first, every feature on. */
export const DEMO_CHANNEL = {
  channelId: 'demo',
  config: {
    ...texts(false),
    language: 'zh',
    tenantVersion: 1,
    mainColor: '#1677ff', kitBgcolor: '#ffffff', kitTxcolor: '#1f1f1f', cusColor: '#1677ff', navigationBarColor: '#1677ff',
    navigationBarShowFlag: 1, noticeMode: 1, sideBarStatus: 1, sideBarWidth: 280,
    // spec §3: the desktop chat window (the loader's panel, the full page's window)
    mainWidth: 400, mainHeight: 640,
    robotNo: 'demo', userFormMode: 1,
    receiveMode: ReceiveMode.robotFirst,
    groupMode: 1,
    adminWelcomeMode: 1, adminOfflineMode: 1, adminCloseMode: 1,
    userTimeoutMode: 1, userTimeoutTime: 10, adminTimeoutMode: 1, adminTimeoutTime: 3, userQueueMode: 1,
    leaveMsgMode: 1, leaveMsgType: LeaveMsgType.simple,
    evaluateMode: 1, commentDocMode: 1, transferUserMode: 1,
    robotAnswerTransferUserMode: TransferButtonMode.showButton,
    robotGuideTransferUserMode: TransferButtonMode.showButton,
    robotUnknownTransferUserMode: TransferButtonMode.showButton,
    imageButtonFlag: 1, videoButtonFlag: 1, fileButtonFlag: 1,
    phoneRule: 'cn',
  },
  i18n: { en: texts(true) },
  msgTemplates: [
    { id: 1, title: '问候', content: '您好，请问有什么可以帮您？' },
    { id: 2, title: '物流', content: '您的订单已发货，请在“我的订单”中查看物流信息。' },
  ],
};

/** channel `demo-wo`: the same shop, leave-message as a work order (spec §2 type 2). */
export const DEMO_WO_CHANNEL = {
  channelId: 'demo-wo',
  // leaveMsgWoType: the seeded "Return or repair" type (server/workorders/seed.ts, a stable id)
  config: { ...DEMO_CHANNEL.config, leaveMsgType: LeaveMsgType.workOrder, leaveMsgWoType: 'return-repair' },
  i18n: DEMO_CHANNEL.i18n,
  msgTemplates: DEMO_CHANNEL.msgTemplates,
};
