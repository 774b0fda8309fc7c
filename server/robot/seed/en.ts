/**
 * The demo shop's knowledge base, English half (DESIGN §1 demo seed). docIds start with `en-`;
 * the channel's en FAQ and preset questions name them.
 */
import type { SeedDoc } from './types.ts';

const link = (path: string, text: string): string => `<a href="https://example.com/${path}">${text}</a>`;

export const EN_DOCS: SeedDoc[] = [
  // ── Returns and refunds ──
  {
    docId: 'en-refund-apply', category: 'Returns & refunds', question: 'How do I request a refund?',
    similarQuestions: ['I want my money back', 'Can I get a refund for my order?', 'Where do I apply for a refund?', 'How can I get reimbursed for an order?'],
    keywords: ['refund', 'money back'],
    answer: `<p>To request a refund:</p><ol><li>Open <strong>My orders</strong> and pick the order;</li><li>Click <em>Request after-sales service</em> and choose <em>Refund only</em> or <em>Return and refund</em>;</li><li>Tell us why, add photos if useful, and submit.</li></ol><p>Sellers answer within 48 hours. See our ${link('help/refund', 'refund policy')}.</p>`,
    related: ['en-refund-time', 'en-return-process'],
  },
  {
    docId: 'en-refund-time', category: 'Returns & refunds', question: 'When will I get my refund?',
    similarQuestions: ['How long does a refund take?', 'My refund has not arrived yet', 'How many days until the refund reaches my card?', 'When is the money returned after a refund?'],
    keywords: ['refund time', 'refund status'],
    answer: '<p>Once approved, refunds go back to the original payment method:</p><ul><li>store balance: instantly;</li><li>debit card or PayPal: 1–3 business days;</li><li>credit card: 3–7 business days, depending on your bank.</li></ul>',
    related: ['en-refund-apply'],
  },
  {
    docId: 'en-return-goods', category: 'Returns & refunds', question: 'How do I return an item?',
    similarQuestions: ['What is your return policy?', 'Can I send back something I bought?', 'I want to return my order', 'How do I ship an item back to you?'],
    keywords: ['return', 'send back', 'return policy'],
    answer: `<p>Most items can be returned within <strong>7 days</strong> of delivery, no reason needed:</p><ol><li>Go to My orders → Request after-sales service → Return and refund;</li><li>Once approved, ship the item to the address shown and enter the tracking number;</li><li>We refund you after the warehouse checks the parcel.</li></ol><p>${link('returns', 'Read the full return policy')}</p>`,
    related: ['en-return-process', 'en-return-shipping', 'en-refund-time'],
  },
  {
    docId: 'en-return-shipping', category: 'Returns & refunds', question: 'Who pays for return shipping?',
    similarQuestions: ['Do I have to pay to send a return?', 'Is return postage free?', 'Will you cover the shipping cost of my return?'],
    keywords: ['return shipping', 'postage'],
    answer: '<ul><li>Faulty or wrong item: we pay — choose a prepaid label when you request the return;</li><li>Change of mind: the return postage is yours;</li><li>With return-shipping insurance bought at checkout, the cost is reimbursed automatically.</li></ul>',
    related: ['en-return-goods'],
  },
  {
    docId: 'en-exchange', category: 'Returns & refunds', question: 'Can I exchange an item for a different size or colour?',
    similarQuestions: ['How do I swap sizes?', 'The shirt is too big, can I exchange it?', 'I want a different colour', 'How does an exchange work?'],
    keywords: ['exchange', 'size', 'colour'],
    answer: '<p>Yes, within 15 days of delivery. Request an <em>Exchange</em> in the order, choose the new size or colour, send the original back, and we ship the replacement as soon as it arrives.</p>',
    related: ['en-return-process'],
  },
  {
    docId: 'en-return-process', category: 'Returns & refunds', question: 'Returns and exchanges: what are my options?',
    similarQuestions: ['I need after-sales help', 'Start a return or exchange', 'What after-sales services do you offer?', 'Return process'],
    keywords: ['after-sales', 'return process'],
    answer: '<p>There are three ways we can help. Pick one and I will walk you through it.</p>',
    guide: {
      nodes: [
        {
          nodeId: 'start', prompt: '<p>What would you like to do?</p>',
          buttons: [
            { itemId: 'refund-only', name: 'Refund only', next: 'refund-only' },
            { itemId: 'return-refund', name: 'Return and refund', next: 'return-refund' },
            { itemId: 'swap', name: 'Exchange', next: 'swap' },
          ],
        },
        {
          nodeId: 'refund-only', prompt: '<p><strong>Refund only</strong> is for parcels that never arrived, or when the seller agrees you keep the item. Request it in My orders; the seller answers within 48 hours.</p>',
          buttons: [{ itemId: 'time', name: 'When will I get my money?', docId: 'en-refund-time' }, { itemId: 'back', name: 'Back', next: 'start' }],
        },
        {
          nodeId: 'return-refund', prompt: '<p><strong>Return and refund</strong>: request it, ship the item back with the tracking number, and get your refund 1–3 days after it arrives.</p>',
          buttons: [{ itemId: 'postage', name: 'Who pays the postage?', docId: 'en-return-shipping' }, { itemId: 'back', name: 'Back', next: 'start' }],
        },
        {
          nodeId: 'swap', prompt: '<p><strong>Exchange</strong>: within 15 days, for another size or colour of the same product.</p>',
          buttons: [{ itemId: 'how', name: 'How does it work?', docId: 'en-exchange' }, { itemId: 'back', name: 'Back', next: 'start' }],
        },
      ],
    },
  },
  // ── Shipping ──
  {
    docId: 'en-ship-time', category: 'Shipping', question: 'When will my order ship?',
    similarQuestions: ['How soon do you dispatch orders?', 'My order has not shipped yet', 'How long until my order is sent out?', 'Do you ship the same day?'],
    keywords: ['dispatch', 'ship'],
    answer: '<p>Items in stock ship within <strong>48 hours</strong> of payment; most orders paid before 4 pm leave the same day. Pre-orders ship on the date shown on the product page.</p>',
    related: ['en-delivery-time', 'en-tracking'],
  },
  {
    docId: 'en-delivery-time', category: 'Shipping', question: 'How long does delivery take?',
    similarQuestions: ['How many days until my parcel arrives?', 'What is the delivery time?', 'When will my package be delivered?', 'How fast is shipping?'],
    keywords: ['delivery', 'arrive'],
    answer: '<ul><li>Same city: 1–2 days;</li><li>Mainland China: 2–3 days;</li><li>Remote regions: 4–7 days.</li></ul><p>The estimated date is shown in My orders.</p>',
    related: ['en-ship-time', 'en-tracking'],
  },
  {
    docId: 'en-tracking', category: 'Shipping', question: 'How do I track my order?',
    similarQuestions: ['Where is my package?', 'Where can I find my tracking number?', 'Check my delivery status', 'My parcel has not arrived yet'],
    keywords: ['tracking', 'parcel', 'courier'],
    answer: '<p>Open <strong>My orders</strong> and click <em>Track</em> on the order: you will see the courier, the tracking number and every scan.</p>',
    card: { picture: '/demo-assets/orders.svg', title: 'My orders', desc: 'Order status and live tracking', url: 'https://example.com/orders' },
    related: ['en-delivery-time', 'en-lost-package'],
  },
  {
    docId: 'en-lost-package', category: 'Shipping', question: 'My package says delivered but I did not get it',
    similarQuestions: ['My parcel is lost', 'The courier marked it delivered but nothing came', 'Someone took my package', 'Tracking has not moved for days'],
    keywords: ['lost', 'missing parcel'],
    answer: '<p>Please check with neighbours, reception or parcel lockers first. If it is still missing, open the order and choose <em>Not received</em>: we ask the courier within 24 hours and send a replacement or a full refund once the loss is confirmed.</p>',
    related: ['en-tracking'],
  },
  {
    docId: 'en-damaged', category: 'Shipping', question: 'My item arrived damaged',
    similarQuestions: ['The product is broken', 'I received a faulty item', 'The box was crushed', 'What if the item is defective?'],
    keywords: ['damaged', 'broken', 'faulty'],
    answer: '<p>We are sorry! Within 48 hours of delivery, take photos of the box, the damage and the shipping label, then request after-sales service and choose <em>Damaged</em>. We send a free replacement or refund you, postage on us.</p>',
    related: ['en-return-process', 'en-warranty'],
  },
  {
    docId: 'en-international', category: 'Shipping', question: 'Do you ship internationally?',
    similarQuestions: ['Can you deliver abroad?', 'Which countries do you ship to?', 'Do you deliver to Hong Kong?', 'Is overseas shipping available?'],
    keywords: ['international', 'overseas', 'abroad'],
    answer: '<p>We deliver across mainland China. Selected products can ship to Hong Kong, Macau, Taiwan and some other countries — the checkout page tells you if your address is covered.</p>',
  },
  // ── Orders ──
  {
    docId: 'en-address-change', category: 'Orders', question: 'Can I change my delivery address?',
    similarQuestions: ['I entered the wrong address', 'Update the shipping address on my order', 'How do I edit my address after ordering?', 'Can I change my address?'],
    keywords: ['address', 'change address'],
    answer: '<p>Yes, <strong>before the order ships</strong>: open the order and click <em>Change address</em>. Once shipped, the address can no longer be changed; ask the courier to redirect it or refuse the parcel and order again.</p>',
    related: ['en-cancel-order'],
  },
  {
    docId: 'en-cancel-order', category: 'Orders', question: 'How do I cancel an order?',
    similarQuestions: ['I want to cancel a purchase', 'Can I still cancel my order?', 'I ordered by mistake', 'Stop my order please'],
    keywords: ['cancel'],
    answer: '<ul><li>Not paid yet: click <em>Cancel order</em>;</li><li>Paid but not shipped: request a refund, the order is cancelled when the seller agrees;</li><li>Already shipped: return it after delivery.</li></ul>',
    related: ['en-refund-apply', 'en-address-change'],
  },
  // ── Payment and invoices ──
  {
    docId: 'en-pay-methods', category: 'Payment', question: 'Which payment methods do you accept?',
    similarQuestions: ['Can I pay with a credit card?', 'Do you accept PayPal?', 'Can I pay cash on delivery?', 'Do you offer instalments?'],
    keywords: ['payment', 'credit card', 'PayPal'],
    answer: '<p>We accept WeChat Pay, Alipay, UnionPay, Visa, Mastercard and PayPal. Instalments (3, 6 or 12 months) are available on orders over ¥500, and cash on delivery in some areas.</p>',
    related: ['en-pay-failed'],
  },
  {
    docId: 'en-pay-failed', category: 'Payment', question: 'My payment failed',
    similarQuestions: ['Why was my card declined?', 'I was charged but the order says unpaid', 'Payment keeps failing', 'I was charged twice'],
    keywords: ['declined', 'payment failed', 'charged'],
    answer: '<p>Check your connection, card balance and daily limit, or try another method. If you were charged but the order is unpaid — or charged twice — the extra amount is returned automatically within 1–3 business days.</p>',
    related: ['en-pay-methods'],
  },
  {
    docId: 'en-invoice', category: 'Payment', question: 'How can I get an invoice?',
    similarQuestions: ['Where do I download my receipt?', 'I need a VAT invoice for my company', 'Can you send me an invoice?', 'How do I get a receipt?'],
    keywords: ['invoice', 'receipt', 'VAT'],
    answer: '<p>After the order is completed, click <em>Request invoice</em> in the order and enter the title (and tax number for a company). Electronic invoices arrive by e-mail within 1–3 business days and can be downloaded under <strong>My invoices</strong>.</p>',
  },
  // ── Coupons and membership ──
  {
    docId: 'en-coupon-use', category: 'Coupons', question: 'How do I use a coupon?',
    similarQuestions: ['Where do I enter a promo code?', 'How do I apply a discount code?', 'My coupon does not work', 'Why can’t I use my voucher?'],
    keywords: ['coupon', 'promo code', 'voucher', 'discount'],
    answer: '<p>At checkout tap <em>Coupons</em> and pick one. A coupon may not apply when:</p><ul><li>the order is below its minimum amount;</li><li>the item is excluded (e.g. flash sales);</li><li>it has expired or was already used.</li></ul>',
    related: ['en-member-plus'],
  },
  {
    docId: 'en-member-plus', category: 'Membership', question: 'What is PLUS membership?',
    similarQuestions: ['How much does PLUS cost?', 'What are the membership benefits?', 'Is there a paid membership?', 'How do I join PLUS?'],
    keywords: ['PLUS', 'membership', 'benefits'],
    answer: '<p>PLUS costs ¥99 a year: free shipping on every order, four ¥10 coupons each month and member prices. Tap the card to join.</p>',
    card: { picture: '/demo-assets/ad-2.svg', title: 'PLUS membership', desc: 'Free shipping all year + ¥40 of coupons a month', price: '¥99/year', url: 'https://example.com/plus' },
    related: ['en-points'],
  },
  {
    docId: 'en-points', category: 'Membership', question: 'How do reward points work?',
    similarQuestions: ['How do I earn points?', 'Can I pay with my points?', 'Do points expire?', 'What are points good for?'],
    keywords: ['points', 'rewards'],
    answer: '<p>You earn 1 point per ¥1 spent and 10 more for a review with photos. At checkout 100 points take ¥1 off, up to 20% of the order. Points expire at the end of the year after you earn them.</p>',
    related: ['en-member-plus'],
  },
  // ── Account ──
  {
    docId: 'en-password-reset', category: 'Account', question: 'I forgot my password',
    similarQuestions: ['How can I reset my password?', 'Change my login password', 'Password reset link', 'I do not remember my password'],
    keywords: ['password', 'reset'],
    answer: `<p>On the sign-in page click <em>Forgot password</em>, enter the code we text to your phone and choose a new password. Or go straight to ${link('account/reset', 'password reset')}.</p>`,
    related: ['en-login-failed'],
  },
  {
    docId: 'en-login-failed', category: 'Account', question: "I can't log in to my account",
    similarQuestions: ['Login does not work', 'I am not receiving the verification code', 'My account is locked', 'Sign in keeps failing'],
    keywords: ['login', 'sign in', 'verification code'],
    answer: '<ol><li>Check the phone number or e-mail and the password (case matters);</li><li>No code? Check blocked messages and request a new one after 60 seconds;</li><li>After 5 wrong passwords the account is locked for 30 minutes.</li></ol>',
    related: ['en-password-reset'],
  },
  {
    docId: 'en-email-change', category: 'Account', question: 'How do I change my email address?',
    similarQuestions: ['Update the e-mail on my account', 'Change the email I log in with', 'My email address is wrong', 'Switch to a new email'],
    keywords: ['email', 'e-mail'],
    answer: '<p>Go to <strong>Account settings → Security → E-mail</strong>, confirm with a code sent to your phone, then enter the new address and click the link we send to it.</p>',
    related: ['en-password-reset'],
  },
  {
    docId: 'en-account-delete', category: 'Account', question: 'How do I delete my account?',
    similarQuestions: ['Close my account', 'Remove my account and data', 'Can I deactivate my account?', 'Delete my profile'],
    keywords: ['delete account', 'close account'],
    answer: '<p>Under <strong>Account settings → Delete account</strong>. Finish open orders and returns first; your balance, points and coupons are lost and the account <strong>cannot be restored</strong>.</p>',
    related: ['en-privacy'],
  },
  // ── Products, privacy, contact ──
  {
    docId: 'en-warranty', category: 'Products', question: 'What warranty do products have?',
    similarQuestions: ['How long is the warranty?', 'My device stopped working, is it covered?', 'How do I get a repair?', 'Is there a guarantee?'],
    keywords: ['warranty', 'repair', 'guarantee'],
    answer: '<p>Electronics and appliances carry a 1-year nationwide warranty (2 years for some brands). For a free repair of a fault that is not accidental damage, click <em>Request repair</em> in the order.</p>',
    related: ['en-damaged'],
  },
  {
    docId: 'en-price-drop', category: 'Products', question: 'The price dropped after I bought it',
    similarQuestions: ['Do you offer price protection?', 'Can I get the difference back?', 'It is cheaper now than when I ordered', 'Price match'],
    keywords: ['price protection', 'price drop'],
    answer: '<p>Yes — <strong>7-day price protection</strong>: if the price drops within 7 days of delivery, click <em>Price protection</em> in the order and the difference is refunded. Flash-sale and group-buy prices are excluded.</p>',
  },
  {
    docId: 'en-privacy', category: 'Privacy', question: 'How do you protect my personal data?',
    similarQuestions: ['Is my information safe?', 'Where is your privacy policy?', 'Do you sell my data?', 'How can I delete my personal data?'],
    keywords: ['privacy', 'personal data', 'GDPR'],
    answer: `<p>We collect only what an order needs, store it encrypted and never sell it. Shipping labels use a masked phone number. Read the ${link('privacy', 'privacy policy')}; to have your data deleted, delete your account.</p>`,
    related: ['en-account-delete'],
  },
  {
    docId: 'en-contact', category: 'Contact', question: 'What are your support hours?',
    similarQuestions: ['When are you open?', 'How can I contact you?', 'What is your phone number?', 'Can I email you?'],
    keywords: ['hours', 'contact', 'phone', 'email'],
    answer: '<p>Our agents are online <strong>Monday to Saturday, 9:00–18:00</strong> (China time), phone 400-000-0000. Outside those hours leave a message or write to <a href="mailto:support@example.com">support@example.com</a>.</p>',
  },
];
