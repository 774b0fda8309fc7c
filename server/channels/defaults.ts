/**
 * The default of every field of the channel's init configuration (spec §3). A stored channel
 * is always these defaults overlaid with what the tenant configured, so `channelInfo` answers
 * with every field filled and the widget never guesses.
 */
import {
  DEFAULT_LOCALE, FaqShowType, HumanEntryMode, LeaveMsgType, ReceiveMode, TransferButtonMode,
} from '../../protocol';
import type { ChannelConfig } from '../../protocol';

/** Every field, required (ChannelConfig marks them optional because other servers may omit them). */
export type FullChannelConfig = Required<ChannelConfig>;

/** JSON-valued fields start as an empty structure of the right shape. */
export const EMPTY_SIDE_BAR = JSON.stringify({ quickFlag: 0, questionFlag: 0, adFlag: 0, quickList: [], questionList: [], adList: [] });

export function defaultChannelConfig(tenantId: string, channelId: string): FullChannelConfig {
  return {
    tenantId,
    channelId,
    mainColor: '#1677ff',
    kitBgcolor: '#ffffff',
    kitTxcolor: '#333333',
    cusColor: '#1677ff',
    robotIcon: '',
    avatar: '',
    titleDesc: '',
    backgroundImage: '',
    navigationBarShowFlag: 1,
    navigationBarColor: '#1677ff',
    mainWidth: 380,
    mainHeight: 620,
    sideBarStatus: 0,
    sideBarConfig: EMPTY_SIDE_BAR,
    sideBarWidth: 280,
    sideBarList: [],
    noticeMode: 0,
    noticeMsg: '',
    // spec §2: the history link and upload buttons need tenantVersion above 0
    tenantVersion: 1,
    language: DEFAULT_LOCALE,
    robotNo: '',
    robotName: '',
    robotWelcomeMsg: '',
    userFormMode: 0,
    userFormConfig: JSON.stringify({ formTitle: '', formList: [] }),
    userForm: { formTitle: '', formList: [] },
    receiveMode: ReceiveMode.robotFirst,
    groupMode: 0,
    groupConfig: '[]',
    faq: { showType: FaqShowType.flat, showContent: '[]' },
    autoTip: '[]',
    adminWelcomeMode: 0, adminWelcomeMsg: '',
    adminOfflineMode: 0, adminOfflineMsg: '',
    adminCloseMode: 0, adminCloseMsg: '',
    userOverMsg: '',
    userTimeoutMode: 0, userTimeoutTime: 10, userTimeoutMsg: '',
    adminTimeoutMode: 0, adminTimeoutTime: 5, adminTimeoutMsg: '',
    userQueueMode: 0,
    userQueueMsg: '',
    unWorkingMsg: '',
    leaveMsgMode: 0,
    leaveMsgType: LeaveMsgType.simple,
    leaveMsgWoType: '',
    leaveMsgTitle: '',
    evaluateMode: 0,
    commentDocMode: 0,
    transferUserMode: 1,
    robotAnswerTransferUserMode: TransferButtonMode.showButton,
    robotGuideTransferUserMode: TransferButtonMode.showButton,
    robotUnknownTransferUserMode: TransferButtonMode.showButton,
    robotHumanEntryMode: HumanEntryMode.transfer,
    imageButtonFlag: 0,
    videoButtonFlag: 0,
    fileButtonFlag: 0,
    chatMenuConfigPlan: { chatMenuConfigList: [] },
    phoneRule: 'cn',
    allowedOrigins: [],
  };
}

/** The visitor-facing texts a channel may translate per locale (served by channelInfo?locale=). */
export const TRANSLATABLE_FIELDS = [
  'titleDesc', 'noticeMsg', 'robotName', 'robotWelcomeMsg', 'adminWelcomeMsg', 'adminOfflineMsg',
  'adminCloseMsg', 'userOverMsg', 'userTimeoutMsg', 'adminTimeoutMsg', 'userQueueMsg', 'unWorkingMsg',
  'leaveMsgTitle', 'sideBarConfig', 'userFormConfig', 'autoTip', 'faq', 'chatMenuConfigPlan', 'groupConfig',
] as const satisfies readonly (keyof ChannelConfig)[];
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];
