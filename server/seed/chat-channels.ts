/**
 * The chat window's demo configuration (issue 9 part 13), kept apart from the tenant, agents
 * and groups of demo-data.ts so both can grow without touching each other:
 * - `demoChatFeatures`: what channel `demo` turns on that does not block the start — a tabbed
 *   FAQ block with enough questions to page, auto tips, votes, the notice bar, the side panel
 *   (quick links, preset questions, ads) and a quick menu of every type; no pre-chat form;
 * - channel `form`: the same shop asking for the pre-chat form (every field type) first;
 * - channel `plain`: the defaults of server/channels/defaults.ts and nothing else.
 */
import { FaqShowType, MenuType, UserFormMode } from '../../protocol';

type Q = [zh: string, zhDoc: string, en: string, enDoc: string];

const ORDERS: Q[] = [
  ['怎么查看物流信息？', 'tracking', 'How do I track my order?', 'en-tracking'],
  ['下单后可以修改收货地址吗？', 'address-change', 'Can I change my delivery address?', 'en-address-change'],
  ['怎么取消订单？', 'cancel-order', 'How do I cancel an order?', 'en-cancel-order'],
  ['下单后多久发货？', 'ship-time', 'When will my order ship?', 'en-ship-time'],
  ['一般多久能送到？', 'delivery-time', 'How long does delivery take?', 'en-delivery-time'],
  ['支持哪些支付方式？', 'pay-methods', 'Which payment methods do you accept?', 'en-pay-methods'],
  ['支付失败怎么办？', 'pay-failed', 'My payment failed', 'en-pay-failed'],
];
const AFTER_SALES: Q[] = [
  ['如何退货？', 'return-goods', 'How do I return an item?', 'en-return-goods'],
  ['退款多久能到账？', 'refund-time', 'When will I get my refund?', 'en-refund-time'],
  ['怎么申请退款？', 'refund-apply', 'How do I request a refund?', 'en-refund-apply'],
  ['怎么开发票？', 'invoice-apply', 'How can I get an invoice?', 'en-invoice'],
  ['收到的商品破损了怎么办？', 'damaged', 'My item arrived damaged', 'en-damaged'],
  ['商品保修多久？', 'warranty', 'What warranty do products have?', 'en-warranty'],
  ['退货流程', 'return-process', 'Returns and exchanges: what are my options?', 'en-return-process'],
];

const entries = (list: Q[], en: boolean) => list.map(([zq, zd, eq, ed]) => ({ questionName: en ? eq : zq, docId: en ? ed : zd }));

const faq = (en: boolean) => ({
  showType: FaqShowType.tabbed,
  showContent: JSON.stringify([
    { name: en ? 'Orders & shipping' : '订单物流', list: entries(ORDERS, en) },
    { name: en ? 'After-sales' : '售后服务', list: entries(AFTER_SALES, en) },
  ]),
});

/** spec §4 menu types 0, 1, 3, 4, 5, 6 and 7. */
const menus = (en: boolean) => ({
  chatMenuConfigList: [
    { menuType: MenuType.sendText, menuName: en ? 'Shipping' : '发货时间', msgText: en ? 'When will my order ship?' : '下单后多久发货？', docId: en ? 'en-ship-time' : 'ship-time' },
    { menuType: MenuType.transferAgent, menuName: en ? 'Talk to an agent' : '转人工' },
    { menuType: MenuType.localAnswer, menuName: en ? 'Opening hours' : '营业时间', msgText: en ? 'We are online 9:00–18:00, Monday to Saturday.' : '我们的在线时间为周一至周六 9:00–18:00。' },
    { menuType: MenuType.openLink, menuName: en ? 'Help center' : '帮助中心', labelLink: 'https://example.com/help', background: '#f0f5ff', color: '#1d4ed8' },
    { menuType: MenuType.leaveMessage, menuName: en ? 'Leave a message' : '留言' },
    { menuType: MenuType.evaluate, menuName: en ? 'Rate us' : '评价' },
    { menuType: MenuType.closeSession, menuName: en ? 'End chat' : '结束会话' },
  ],
});

const autoTip = (en: boolean) => JSON.stringify([{
  autoTip: en ? 'Popular right now:' : '大家都在问：',
  btnList: [
    { menuType: MenuType.sendText, menuName: en ? 'Track my order' : '查物流', msgText: en ? 'How do I track my order?' : '怎么查看物流信息？', docId: en ? 'en-tracking' : 'tracking' },
    { menuType: MenuType.sendText, menuName: en ? 'Return an item' : '我要退货', msgText: en ? 'How do I return an item?' : '如何退货？', docId: en ? 'en-return-goods' : 'return-goods' },
  ],
}]);

const texts = (en: boolean) => ({ faq: faq(en), chatMenuConfigPlan: menus(en), autoTip: autoTip(en) });

/** Overlaid on channel `demo` (and `demo-wo`). */
export const demoChatFeatures = {
  config: {
    ...texts(false), userFormMode: UserFormMode.off, noticeMode: 1, sideBarStatus: 1, commentDocMode: 1,
    // a blue that white text reads on at 4.5:1 (WCAG AA)
    mainColor: '#1a66e0', cusColor: '#1a66e0', navigationBarColor: '#1a66e0',
  },
  i18n: { en: texts(true) },
};

/** Channel `form`: the demo shop with the pre-chat form first. */
export function formChannel<T extends { config: object; i18n: object; msgTemplates: unknown }>(demo: T) {
  return {
    channelId: 'form',
    config: { ...demo.config, userFormMode: UserFormMode.untilSubmitted, sideBarStatus: 0 },
    i18n: demo.i18n,
    msgTemplates: demo.msgTemplates,
  };
}

/** Channel `plain`: every default, only its language set. */
export const PLAIN_CHANNEL = { channelId: 'plain', config: {}, i18n: {}, msgTemplates: [] as unknown[] };
