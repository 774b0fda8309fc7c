/**
 * Things that belong to another business, named by visitors who ask a shop about them (issue 10,
 * item 5: "a different object than the entry's"): another kind of bill ("电费怎么交" to a
 * telecom operator), another kind of ticket ("train ticket refund" to a travel agency that sells
 * flights), another kind of card or password ("小区门禁卡丢了", "电脑开机密码忘了"). Like a company
 * name (names.ts), such an object decides the question only when the tenant's knowledge base never
 * mentions it: a utility's knowledge base that talks about 电费 answers 电费 questions as usual.
 *
 * Written for Kefu from general knowledge. Only objects that are their own trade's, never the
 * everyday words a shop's own entries use ("card", "password", "ticket", "bill" alone stay out:
 * "can I pay by card", "reset my password"). Latin objects match as whole words, Chinese ones as
 * substrings (names.ts).
 */
import { splitList } from './names.ts';

const OBJECTS = `
electricity bill|power bill|water bill|gas bill|utility bill|council tax|train ticket|train tickets|bus ticket|bus tickets|
metro card|subway card|concert ticket|concert tickets|movie ticket|movie tickets|cinema ticket|game credits|in-game currency|
access card|boot password|bios password|lock screen password|screen lock password|bank card pin|bank pin|credit card points|
credit card bill|mortgage|car loan|student loan|taxi app|ride-hailing|food delivery|driving licence|driver's license|
drivers license|library card|parking ticket|speeding ticket|tax return|car insurance|auto insurance|rental agreement|tenancy agreement
`;

const CJK_OBJECTS = `
电费|水费|燃气费|煤气费|物业费|停水|停电|暖气费|火车票|高铁票|动车票|汽车票|地铁卡|公交卡|演唱会|电影票|游戏充值|游戏币|门禁卡|饭卡|校园卡|
社保卡|医保卡|公积金|开机密码|锁屏密码|银行卡密码|信用卡积分|信用卡账单|房贷|车贷|打车软件|网约车|外卖|驾照|驾驶证|违章|罚单|个税|退税|车险|租房|房租|比特币
`;

export const LATIN_OBJECTS: readonly string[] = splitList(OBJECTS);
export const SCRIPT_OBJECTS: readonly string[] = splitList(CJK_OBJECTS);
