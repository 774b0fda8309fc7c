/**
 * The demo shop's knowledge base, Chinese half (DESIGN §1 demo seed). Written for the demo
 * shop of server/seed/demo-data.ts: its FAQ, preset questions and menus name these docIds.
 */
import type { SeedDoc } from './types.ts';

const help = (path: string, text: string): string => `<a href="https://example.com/${path}">${text}</a>`;

export const ZH_DOCS: SeedDoc[] = [
  // ── 售后：退款、退货、换货 ──
  {
    docId: 'refund-apply', category: '售后', question: '怎么申请退款？',
    similarQuestions: ['退款在哪里申请', '我想退款应该怎么操作', '如何发起退款申请', '申请退钱的入口在哪'],
    keywords: ['退款', '申请退款', '退钱'],
    answer: `<p>申请退款的步骤：</p><ol><li>打开“我的订单”，找到要退款的订单；</li><li>点击“申请售后”，选择“仅退款”或“退货退款”；</li><li>填写退款原因并上传凭证，提交即可。</li></ol><p>商家一般在 48 小时内处理。详情见${help('help/refund', '退款说明')}。</p>`,
    related: ['refund-time', 'return-process', 'refund-rejected'],
  },
  {
    docId: 'refund-time', category: '售后', question: '退款多久能到账？',
    similarQuestions: ['退款什么时候到账', '申请退款后钱多久退回', '退款一般几天到账', '退的钱多久能收到'],
    keywords: ['退款到账', '到账时间'],
    answer: '<p>退款审核通过后按原支付方式退回：</p><ul><li>余额、微信零钱：即时到账；</li><li>支付宝、银行卡快捷支付：1–3 个工作日；</li><li>信用卡：3–7 个工作日，以银行入账为准。</li></ul><p>超过时间仍未到账，请联系人工客服并提供订单号。</p>',
    related: ['refund-apply', 'refund-rejected'],
  },
  {
    docId: 'refund-rejected', category: '售后', question: '退款申请被拒绝了怎么办？',
    similarQuestions: ['商家拒绝退款怎么办', '退款被驳回了怎么处理', '卖家不同意退款', '退款被拒还能再申请吗'],
    keywords: ['拒绝退款', '驳回'],
    answer: '<p>您可以先查看商家填写的拒绝理由，补充凭证（照片、聊天记录等）后<strong>重新提交</strong>申请。</p><p>如果仍有争议，可在订单详情页点击“申请平台介入”，平台客服会在 3 个工作日内给出处理结果。</p>',
    related: ['refund-apply'],
  },
  {
    docId: 'return-goods', category: '售后', question: '如何退货？',
    similarQuestions: ['退货流程是什么', '商品怎么寄回退货', '我要退货', '东西不想要了怎么寄回去'],
    keywords: ['退货', '寄回'],
    answer: `<p>签收后 7 天内支持无理由退货（定制、生鲜等特殊商品除外）：</p><ol><li>在“我的订单”中点击“申请售后 → 退货退款”；</li><li>审核通过后按页面提供的地址寄回商品，并填写快递单号；</li><li>仓库签收检查无误后，退款原路返回。</li></ol><p>请保持商品、配件和包装完好。${help('returns', '查看退货政策')}</p>`,
    related: ['return-process', 'return-shipping-fee', 'refund-time'],
  },
  {
    docId: 'return-shipping-fee', category: '售后', question: '退货运费由谁承担？',
    similarQuestions: ['退货的邮费谁出', '七天无理由退货要自己付运费吗', '退回去的快递费要我出吗', '退货运费能报销吗'],
    keywords: ['运费', '邮费', '运费险'],
    answer: '<ul><li>商品质量问题、发错货：运费由商家承担，寄回时可选择“到付”或先垫付后申请运费补偿；</li><li>七天无理由退货：运费由买家承担；</li><li>下单时购买了<strong>运费险</strong>的，退货后运费险会自动理赔到账。</li></ul>',
    related: ['return-goods'],
  },
  {
    docId: 'exchange', category: '售后', question: '怎么申请换货？',
    similarQuestions: ['尺码不合适可以换吗', '换货流程是怎样的', '想换个颜色怎么操作', '衣服大了能换小一码吗'],
    keywords: ['换货', '换尺码', '换颜色'],
    answer: '<p>签收后 15 天内可申请换货（同款换尺码或颜色）：</p><ol><li>在订单详情点击“申请售后 → 换货”，选择想换的规格；</li><li>寄回原商品并填写单号；</li><li>商家收到后会尽快寄出新商品，通常 3–5 天送达。</li></ol><p>目标规格缺货时，可以改为退货退款。</p>',
    related: ['return-process', 'return-goods'],
  },
  {
    docId: 'return-process', category: '售后', question: '退货流程',
    similarQuestions: ['售后怎么办理', '我要申请售后', '退换货流程', '售后服务有哪些类型'],
    keywords: ['售后', '退换货', '仅退款', '退货退款'],
    answer: '<p>我们支持三种售后方式，请选择您需要的一种，我来一步步告诉您怎么办理。</p>',
    guide: {
      nodes: [
        {
          nodeId: 'start', prompt: '<p>请选择售后类型：</p>',
          buttons: [
            { itemId: 'refund-only', name: '仅退款', next: 'refund-only' },
            { itemId: 'return-refund', name: '退货退款', next: 'return-refund' },
            { itemId: 'swap', name: '换货', next: 'swap' },
          ],
        },
        {
          nodeId: 'refund-only',
          prompt: '<p><strong>仅退款</strong>适用于未收到货、或商家同意不用寄回的情况：</p><ol><li>我的订单 → 申请售后 → 仅退款；</li><li>选择原因并上传凭证；</li><li>商家 48 小时内处理，同意后原路退款。</li></ol>',
          buttons: [
            { itemId: 'refund-time', name: '退款多久到账？', docId: 'refund-time' },
            { itemId: 'back', name: '返回上一步', next: 'start' },
          ],
        },
        {
          nodeId: 'return-refund',
          prompt: '<p><strong>退货退款</strong>：</p><ol><li>我的订单 → 申请售后 → 退货退款；</li><li>审核通过后寄回商品并填写快递单号；</li><li>仓库签收后 1–3 天内退款。</li></ol>',
          buttons: [
            { itemId: 'fee', name: '退货运费谁出？', docId: 'return-shipping-fee' },
            { itemId: 'back', name: '返回上一步', next: 'start' },
          ],
        },
        {
          nodeId: 'swap',
          prompt: '<p><strong>换货</strong>：签收后 15 天内可换同款其他尺码或颜色，寄回原商品后商家寄出新商品。</p>',
          buttons: [
            { itemId: 'detail', name: '换货详细说明', docId: 'exchange' },
            { itemId: 'back', name: '返回上一步', next: 'start' },
          ],
        },
      ],
    },
  },
  // ── 物流 ──
  {
    docId: 'ship-time', category: '物流', question: '下单后多久发货？',
    similarQuestions: ['什么时候发货', '一般几天内发货', '付款后多久能发出', '下单当天能发货吗'],
    keywords: ['发货', '发货时间'],
    answer: '<p>现货商品在付款后 <strong>48 小时内</strong>发货，每天 16:00 前付款的订单大多当天发出。</p><p>预售商品以商品页标注的发货时间为准；大促期间可能顺延 1–2 天。</p>',
    related: ['delivery-time', 'tracking', 'not-shipped'],
  },
  {
    docId: 'delivery-time', category: '物流', question: '一般多久能送到？',
    similarQuestions: ['多久能送到', '快递要几天到', '发货后几天能收到', '配送需要多长时间'],
    keywords: ['送达', '配送时间', '几天到'],
    answer: '<ul><li>江浙沪及同城：1–2 天；</li><li>中国大陆其他地区：2–3 天；</li><li>新疆、西藏等偏远地区：4–7 天。</li></ul><p>具体以物流信息为准，可在“我的订单”中查看预计送达时间。</p>',
    related: ['ship-time', 'tracking'],
  },
  {
    docId: 'not-shipped', category: '物流', question: '订单一直没有发货怎么办？',
    similarQuestions: ['超过发货时间还没发货', '催发货怎么催', '都三天了还没发货', '麻烦帮我催一下发货'],
    keywords: ['催发货', '未发货'],
    answer: '<p>超过承诺发货时间仍未发货的，您可以：</p><ol><li>在订单详情点击“提醒发货”；</li><li>超时 24 小时后可申请“仅退款”，系统会优先处理；</li><li>也可以转人工客服，我们帮您联系仓库。</li></ol><p>因延迟发货给您带来不便，非常抱歉。</p>',
    related: ['ship-time', 'refund-apply'],
  },
  {
    docId: 'tracking', category: '物流', question: '怎么查看物流信息？',
    similarQuestions: ['怎么查快递到哪里了', '物流单号在哪里看', '如何跟踪包裹', '如何查询物流', '我的快递到哪了'],
    keywords: ['物流', '快递', '单号', '查件'],
    answer: '<p>打开“我的订单”，点击订单上的“查看物流”，即可看到快递公司、运单号和实时轨迹。</p>',
    card: { picture: '/demo-assets/orders.svg', title: '我的订单', desc: '查看订单状态与实时物流轨迹', url: 'https://example.com/orders' },
    related: ['logistics-stuck', 'delivery-time'],
  },
  {
    docId: 'logistics-stuck', category: '物流', question: '物流信息很久没有更新怎么办？',
    similarQuestions: ['快递好几天不动了', '物流停在一个地方不动', '物流一直不更新', '包裹卡在中转站了'],
    keywords: ['物流不更新', '卡件'],
    answer: '<p>物流信息 48 小时未更新，可能是中转积压或扫描延迟。建议：</p><ol><li>复制运单号到快递公司官网查询；</li><li>超过 72 小时仍未更新，请转人工客服，我们会向快递公司发起催查。</li></ol>',
    related: ['tracking', 'lost-package'],
  },
  {
    docId: 'delivery-area', category: '物流', question: '哪些地区可以配送？',
    similarQuestions: ['偏远地区能发货吗', '支持配送到新疆西藏吗', '可以寄到国外吗', '港澳台能送吗'],
    keywords: ['配送范围', '偏远地区', '海外'],
    answer: '<p>我们支持配送到中国大陆所有地区，新疆、西藏、青海等偏远地区可能需要补运费。</p><p>港澳台及海外暂时只支持部分商品，请以下单页面显示为准。</p>',
    related: ['delivery-time'],
  },
  {
    docId: 'courier-choice', category: '物流', question: '可以指定快递公司吗？',
    similarQuestions: ['能发顺丰吗', '默认用什么快递', '可以换成京东快递吗', '能不能指定快递'],
    keywords: ['快递公司', '顺丰'],
    answer: '<p>默认由仓库根据收货地址选择中通、圆通或韵达。需要顺丰的，可在下单时选择“顺丰配送”并补差价；下单后无法更改快递公司。</p>',
    related: ['ship-time'],
  },
  {
    docId: 'lost-package', category: '物流', question: '包裹丢失了怎么办？',
    similarQuestions: ['快递显示签收但我没收到', '包裹被别人拿走了', '快递丢件了', '显示已签收但没拿到货'],
    keywords: ['丢件', '未收到', '签收'],
    answer: '<p>请先确认是否由家人、门卫或快递柜代收。确认未收到的：</p><ol><li>在订单详情点击“申请售后 → 未收到货”；</li><li>我们会在 24 小时内联系快递公司核实；</li><li>确认丢件后为您补发或全额退款。</li></ol>',
    related: ['logistics-stuck', 'refund-apply'],
  },
  {
    docId: 'damaged', category: '物流', question: '收到的商品破损了怎么办？',
    similarQuestions: ['商品到手是坏的', '收到货有质量问题怎么处理', '包装压坏了', '东西坏了怎么办'],
    keywords: ['破损', '质量问题', '坏了'],
    answer: '<p>非常抱歉！请在签收后 48 小时内拍照（外包装、商品破损处、快递面单），然后在订单详情申请售后，选择“商品破损”。</p><p>核实后我们会为您<strong>免费补发</strong>或退款，运费由我们承担。</p>',
    related: ['return-process', 'warranty'],
  },
  // ── 发票 ──
  {
    docId: 'invoice-apply', category: '发票', question: '怎么开发票？',
    similarQuestions: ['发票在哪里申请', '如何开发票', '买东西可以开发票吗', '电子发票怎么下载'],
    keywords: ['发票', '开票', '电子发票'],
    answer: '<p>订单完成后，在订单详情点击“申请开票”，填写抬头和税号即可。电子发票会在 1–3 个工作日内发送到您的邮箱，也可在“我的发票”中下载。</p>',
    related: ['invoice-guide', 'invoice-vat', 'invoice-modify'],
  },
  {
    docId: 'invoice-guide', category: '发票', question: '开发票流程',
    similarQuestions: ['公司报销需要开什么发票', '个人和企业发票有什么区别', '发票类型怎么选', '开票需要哪些信息'],
    keywords: ['发票类型', '抬头', '税号'],
    answer: '<p>请先选择您需要的发票类型：</p>',
    guide: {
      nodes: [
        {
          nodeId: 'start', prompt: '<p>您需要哪种发票？</p>',
          buttons: [
            { itemId: 'personal', name: '个人电子发票', next: 'personal' },
            { itemId: 'company', name: '企业普通发票', next: 'company' },
            { itemId: 'vat', name: '增值税专用发票', next: 'vat' },
          ],
        },
        { nodeId: 'personal', prompt: '<p>抬头填写您的姓名即可，无需税号。开具后发送到您的邮箱。</p>', buttons: [{ itemId: 'back', name: '返回上一步', next: 'start' }] },
        { nodeId: 'company', prompt: '<p>需要填写：</p><ul><li>公司全称（抬头）；</li><li>纳税人识别号（税号）。</li></ul>', buttons: [{ itemId: 'back', name: '返回上一步', next: 'start' }] },
        {
          nodeId: 'vat', prompt: '<p>专票需提供开票资料（名称、税号、地址电话、开户行及账号），纸质专票随后邮寄。</p>',
          buttons: [{ itemId: 'vat-doc', name: '专票详细说明', docId: 'invoice-vat' }, { itemId: 'back', name: '返回上一步', next: 'start' }],
        },
      ],
    },
  },
  {
    docId: 'invoice-vat', category: '发票', question: '可以开增值税专用发票吗？',
    similarQuestions: ['可以开专票吗', '企业采购能开增值税发票吗', '专用发票怎么申请', '能开13%的专票吗'],
    keywords: ['专票', '增值税'],
    answer: '<p>可以。企业用户在申请开票时选择“增值税专用发票”，并填写完整的开票资料。专票为纸质发票，审核后 5 个工作日内寄出。</p>',
    related: ['invoice-apply', 'invoice-modify'],
  },
  {
    docId: 'invoice-modify', category: '发票', question: '发票信息填错了怎么修改？',
    similarQuestions: ['发票抬头写错了', '能重新开发票吗', '税号填错了怎么办', '发票需要换开'],
    keywords: ['换开', '重开', '抬头错误'],
    answer: '<p>电子发票开具后可申请<strong>换开一次</strong>：在“我的发票”中点击“换开”，修改抬头或税号后提交，原发票会自动作废。</p>',
    related: ['invoice-apply'],
  },
  // ── 优惠券 ──
  {
    docId: 'coupon-use', category: '优惠券', question: '优惠券怎么使用？',
    similarQuestions: ['怎么用优惠券', '下单时怎么抵扣优惠券', '领的券在哪里用', '优惠码在哪里输入'],
    keywords: ['优惠券', '抵扣', '优惠码'],
    answer: '<p>在结算页点击“优惠券”，系统会列出可用的券，选中即可抵扣。一个订单通常只能使用一张店铺券和一张平台券。</p>',
    related: ['coupon-invalid', 'coupon-center'],
  },
  {
    docId: 'coupon-invalid', category: '优惠券', question: '优惠券为什么用不了？',
    similarQuestions: ['优惠券显示不可用', '券无法使用是什么原因', '满减券怎么不能用', '结算时没有显示优惠券'],
    keywords: ['不可用', '使用条件'],
    answer: '<p>常见原因：</p><ul><li>订单金额未达到使用门槛；</li><li>商品不在券的适用范围（如特价商品）；</li><li>券已过期或已被使用；</li><li>与其他优惠不可叠加。</li></ul>',
    related: ['coupon-use', 'coupon-expire'],
  },
  {
    docId: 'coupon-expire', category: '优惠券', question: '优惠券过期了还能用吗？',
    similarQuestions: ['过期的券能恢复吗', '优惠券可以延期吗', '券过期了怎么办'],
    keywords: ['过期', '延期'],
    answer: '<p>抱歉，过期的优惠券无法恢复或延期。建议您关注“领券中心”，经常会有新的优惠券发放。</p>',
    related: ['coupon-center'],
  },
  {
    docId: 'coupon-center', category: '优惠券', question: '在哪里领优惠券？',
    similarQuestions: ['领券中心在哪', '有没有优惠券可以领', '新人优惠券怎么领', '怎么获得优惠券'],
    keywords: ['领券', '领券中心', '新人券'],
    answer: '<p>点击下方卡片进入领券中心，新人专享券、品类券每天 10:00 更新。</p>',
    card: { picture: '/demo-assets/coupons.svg', title: '领券中心', desc: '新人立减 20 元，满 199 减 30', price: '¥20', url: 'https://example.com/coupons' },
    related: ['coupon-use'],
  },
  // ── 会员 ──
  {
    docId: 'member-level', category: '会员', question: '会员等级有什么权益？',
    similarQuestions: ['会员有什么好处', 'VIP等级怎么升级', '会员等级怎么划分', '金卡会员有什么特权'],
    keywords: ['会员', '等级', '权益'],
    answer: '<p>会员等级按近 12 个月的消费金额计算：</p><ul><li>普通会员：生日礼券；</li><li>银卡（满 1000 元）：每月 1 张免运费券；</li><li>金卡（满 5000 元）：专属客服、95 折会员价。</li></ul>',
    related: ['points', 'member-plus'],
  },
  {
    docId: 'points', category: '会员', question: '积分怎么获得和使用？',
    similarQuestions: ['积分有什么用', '怎么赚积分', '积分可以抵现吗', '积分会过期吗'],
    keywords: ['积分', '抵现'],
    answer: '<p>每消费 1 元得 1 积分，评价晒图另得 10 积分。结算时 100 积分可抵 1 元，最多抵扣订单金额的 20%。积分有效期为获得后的次年年底。</p>',
    related: ['member-level'],
  },
  {
    docId: 'member-plus', category: '会员', question: '怎么开通 PLUS 会员？',
    similarQuestions: ['PLUS会员多少钱', '付费会员有什么用', '开通年卡会员', 'PLUS会员值得开吗'],
    keywords: ['PLUS', '付费会员', '年卡'],
    answer: '<p>PLUS 会员每年 99 元，享受全年免运费、每月 4 张 10 元无门槛券和专属折扣。点击卡片即可开通。</p>',
    card: { picture: '/demo-assets/ad-1.svg', title: 'PLUS 会员年卡', desc: '全年免运费 + 每月 40 元券包', price: '¥99/年', url: 'https://example.com/plus' },
    related: ['member-level'],
  },
  // ── 订单 ──
  {
    docId: 'address-change', category: '订单', question: '下单后可以修改收货地址吗？',
    similarQuestions: ['地址填错了能改吗', '怎么修改收货地址', '可以修改收货地址吗', '收货地址写错了怎么办'],
    keywords: ['修改地址', '收货地址'],
    answer: '<p>订单<strong>发货前</strong>可以在订单详情点击“修改地址”自行修改；已发货的订单无法修改，可联系快递员转寄或拒收后重新下单。</p>',
    related: ['cancel-order'],
  },
  {
    docId: 'cancel-order', category: '订单', question: '怎么取消订单？',
    similarQuestions: ['订单可以取消吗', '不想买了能取消吗', '如何取消订单', '拍错了怎么取消'],
    keywords: ['取消订单'],
    answer: '<ul><li>未付款订单：直接点击“取消订单”；</li><li>已付款未发货：点击“申请退款”，商家同意后自动取消并退款；</li><li>已发货：请在收货后申请退货。</li></ul>',
    related: ['refund-apply', 'address-change'],
  },
  // ── 支付 ──
  {
    docId: 'pay-failed', category: '支付', question: '支付失败怎么办？',
    similarQuestions: ['付款不成功', '支付一直失败', '付不了款是什么原因', '扣款了订单却显示未支付'],
    keywords: ['支付失败', '付款'],
    answer: '<p>请检查网络、银行卡余额和单日限额，或换一种支付方式重试。</p><p>如果已经扣款但订单显示未支付，款项通常会在 1–3 个工作日内自动退回，请勿重复付款。</p>',
    related: ['pay-methods', 'pay-double'],
  },
  {
    docId: 'pay-methods', category: '支付', question: '支持哪些支付方式？',
    similarQuestions: ['可以用信用卡吗', '能货到付款吗', '支持花呗分期吗', '可以用微信支付吗'],
    keywords: ['支付方式', '微信', '支付宝', '分期'],
    answer: '<p>支持微信支付、支付宝、银联卡、信用卡和花呗分期（3/6/12 期）。部分地区支持货到付款，以结算页显示为准。</p>',
    related: ['pay-failed'],
  },
  {
    docId: 'pay-double', category: '支付', question: '重复付款了怎么办？',
    similarQuestions: ['付了两次钱', '一个订单扣了两次款', '重复扣款怎么退', '多付的钱怎么退回'],
    keywords: ['重复付款', '扣两次'],
    answer: '<p>系统检测到重复支付后会在 24 小时内自动原路退回多付的款项。超过 3 个工作日未退回，请转人工客服并提供支付截图。</p>',
    related: ['pay-failed', 'refund-time'],
  },
  // ── 账户 ──
  {
    docId: 'login-failed', category: '账户', question: '登录不上怎么办？',
    similarQuestions: ['账号登录不了', '登录提示密码错误', '收不到登录验证码', '账号被锁定了'],
    keywords: ['登录', '验证码', '锁定'],
    answer: '<ol><li>确认账号和密码无误，注意大小写；</li><li>收不到验证码时检查短信拦截，60 秒后可重新获取；</li><li>连续输错 5 次账号会锁定 30 分钟。</li></ol><p>忘记密码请使用“找回密码”。</p>',
    related: ['password-reset'],
  },
  {
    docId: 'password-reset', category: '账户', question: '忘记密码怎么找回？',
    similarQuestions: ['忘记密码怎么办', '怎么重置登录密码', '密码想不起来了', '如何修改密码'],
    keywords: ['密码', '找回密码', '重置'],
    answer: `<p>在登录页点击“忘记密码”，通过绑定的手机号接收验证码后即可设置新密码。也可以直接访问${help('account/reset', '找回密码')}。</p>`,
    related: ['login-failed', 'phone-change'],
  },
  {
    docId: 'phone-change', category: '账户', question: '怎么更换绑定的手机号？',
    similarQuestions: ['手机号换了怎么办', '原手机号不用了', '修改绑定手机', '怎么换绑手机号'],
    keywords: ['手机号', '换绑'],
    answer: '<p>进入“账户设置 → 安全设置 → 手机号”，验证原手机号后绑定新号码。原手机号已停用的，可通过身份验证申请换绑，1 个工作日内审核。</p>',
    related: ['password-reset'],
  },
  {
    docId: 'account-delete', category: '账户', question: '怎么注销账号？',
    similarQuestions: ['我想注销账户', '如何删除我的账号', '账号注销后能恢复吗', '注销账号需要什么条件'],
    keywords: ['注销', '删除账号'],
    answer: '<p>在“账户设置 → 注销账号”中提交申请。注销前请确认没有未完成的订单和售后，账户中的余额、积分和优惠券将被清空，<strong>注销后无法恢复</strong>。</p>',
    related: ['privacy'],
  },
  // ── 商品 ──
  {
    docId: 'price-protect', category: '商品', question: '买完降价了可以退差价吗？',
    similarQuestions: ['价格保护怎么申请', '刚买就降价了', '降价了能补差价吗', '保价怎么操作'],
    keywords: ['价保', '差价', '降价'],
    answer: '<p>支持 <strong>7 天价格保护</strong>：签收后 7 天内商品降价，可在订单详情点击“申请价保”，差价会退回到原支付账户。秒杀、拼团等活动价不参与价保。</p>',
    related: ['coupon-use'],
  },
  {
    docId: 'presale', category: '商品', question: '预售商品什么时候发货？',
    similarQuestions: ['预售什么时候发', '付了定金什么时候付尾款', '预售可以退定金吗', '预订的商品多久到'],
    keywords: ['预售', '定金', '尾款'],
    answer: '<p>预售商品按商品页写明的时间发货，一般在尾款支付后 3–7 天内发出。定金在尾款未支付时不予退还（商家原因除外）。</p>',
    related: ['ship-time'],
  },
  {
    docId: 'warranty', category: '商品', question: '商品保修多久？',
    similarQuestions: ['质保期是多久', '坏了可以保修吗', '保修怎么申请', '售后维修怎么办理'],
    keywords: ['保修', '质保', '维修'],
    answer: '<p>数码家电类商品享受全国联保 1 年，部分品牌延长至 2 年。保修期内非人为损坏可免费维修：在订单详情点击“申请维修”，按提示寄修或预约上门。</p>',
    related: ['damaged'],
  },
  {
    docId: 'product-genuine', category: '商品', question: '商品是正品吗？',
    similarQuestions: ['你们卖的是不是正品', '怎么辨别真假', '有没有假货', '支持专柜验货吗'],
    keywords: ['正品', '假货', '验货'],
    answer: '<p>所有商品均来自品牌官方或授权渠道，支持专柜验货。如鉴定为假货，我们承诺<strong>假一赔十</strong>。</p>',
    related: ['warranty'],
  },
  {
    docId: 'restock', category: '商品', question: '商品缺货什么时候补货？',
    similarQuestions: ['没货了什么时候有', '到货通知怎么设置', '缺货的商品还会上架吗', '什么时候补货'],
    keywords: ['缺货', '补货', '到货通知'],
    answer: '<p>在商品页点击“到货通知”，补货后我们会通过短信和站内信提醒您。热门商品一般 1–2 周内补货。</p>',
  },
  // ── 隐私与联系 ──
  {
    docId: 'privacy', category: '隐私', question: '你们如何保护我的个人信息？',
    similarQuestions: ['个人信息安全吗', '隐私政策在哪里看', '会泄露我的手机号吗', '怎么删除我的个人数据'],
    keywords: ['隐私', '个人信息', '数据'],
    answer: `<p>我们只收集完成订单所必需的信息，数据加密存储，不会出售给第三方。快递面单使用隐私号码保护您的手机号。详细内容请阅读${help('privacy', '隐私政策')}。</p>`,
    related: ['account-delete'],
  },
  {
    docId: 'contact-seller', category: '联系我们', question: '怎么联系商家？',
    similarQuestions: ['商家电话是多少', '怎么找店铺客服', '联系卖家', '怎么和商家沟通'],
    keywords: ['联系商家', '店铺'],
    answer: '<p>在商品页或订单详情点击“联系商家”即可与店铺在线沟通。也可以在这里直接转人工客服。</p>',
    related: ['service-hours'],
  },
  {
    docId: 'service-hours', category: '联系我们', question: '客服工作时间是几点？',
    similarQuestions: ['客服几点上班', '晚上有客服吗', '周末有人回复吗', '客服电话是多少'],
    keywords: ['工作时间', '客服电话', '营业时间'],
    answer: '<p>人工客服在线时间为<strong>周一至周六 9:00–18:00</strong>，客服电话 400-000-0000。其他时间可以留言，我们上班后第一时间回复；也可以发邮件到 <a href="mailto:support@example.com">support@example.com</a>。</p>',
    related: ['contact-seller'],
  },
];
