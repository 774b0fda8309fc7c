/** spec §9 "Business constants and limits", plus DESIGN §6's decided ambiguities. */
export const Limits = {
  httpTimeoutMs: 3_000_000,
  historyPageSize: 20,
  faqPageSize: 5,
  emojiCount: 49,
  toastErrorMs: 3000,
  toastSuccessMs: 2000,
  pollIntervalMs: 2000,
  typingIndicatorMs: 2000,
  titleResetMs: 1200,
  robotTipsShownMs: 5000,
  robotTipsDebounceMs: 500,
  /** DESIGN §6: typing debounce 300 ms (spec: 300 in one reading, 500 in another). */
  typingDebounceMs: 300,
  autoTransferMs: 1000,
  faqGuideDelayMs: 1000,
  presetAnswerMs: 200,
  presetScrollMs: 500,
  newMessageScrollMs: 100,
  /** ours: longest text a visitor may send (sendMsg) */
  msgMaxLength: 5000,
  /** ours: longest robot question (robotAsk, robotTips), in code points */
  robotQuestionMax: 500,
  /** spec §7: work-order type lookup about 1 s after the leave page mounts */
  woTypeLookupDelayMs: 1000,
  /** notice scroll: text length / 9 seconds, 15 s when under 10 */
  noticeCharsPerSecond: 9,
  noticeMinSeconds: 15,
  noticeMinLength: 10,
  /** DESIGN §6: upload limit 10 MB everywhere */
  uploadMaxBytes: 10_485_760,
  attachmentsMax: 3,
  /** DESIGN §6: comment limit 60 satisfies both readings (60 / 64) */
  commentMaxLength: 60,
  starsMin: 1,
  starsMax: 5,
  starsDefault: 5,
  adCarouselHeightPx: 150,
  headerHeightPx: 60,
  mobileMaxWidthPx: 800,
  /** spec §6: stored user id lifetime */
  userIdLifetimeMs: 504_000_000,
  /** spec §9: timestamps below 1e10 are seconds */
  secondsTimestampBelow: 1e10,
  /** spec §4 timers: configured minutes times 60 s */
  timerUnitMs: 60_000,
  /** spec §9 quick-link grid: more than 4 small, 3–4 normal, up to 2 large */
  quickGridSmallAbove: 4,
  quickGridLargeUpTo: 2,
  robotEvaluationReasons: 4,
  agentEvaluationReasons: 4,
  priorityLevels: 4,
  messageStatuses: 5,
} as const;

/** Ours: work-order sizes (server and widget check the same). Lengths in code points. */
export const WoLimits = {
  titleMax: 100,
  /** woContent as text (its HTML may be up to 4 times longer) */
  contentMax: 5000,
  replyMax: 5000,
  fieldValueMax: 500,
  /** spec §5 attachments: at most 3, each ≤ 10 MB */
  attachmentsMax: 3,
  attachmentMaxBytes: 10_485_760,
  fieldsMax: 50,
  optionsMax: 200,
  cascadeDepthMax: 5,
  typeNameMax: 60,
  fieldNameMax: 60,
} as const;

/** spec §5: phone 11 digits starting with 1 (the default phone rule). */
export const PHONE_PATTERN_CN = /^1\d{10}$/;
/** DESIGN §6: a channel may set its phone rule to international numbers (E.164-like). */
export const PHONE_PATTERN_INTL = /^\+?[1-9]\d{6,14}$/;
/** spec §5: a standard e-mail address pattern. */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;

/** spec §5 file classification by extension. */
export const FileExtensions = {
  image: ['jpeg', 'gif', 'jpg', 'png', 'bmp', 'pic', 'svg'],
  video: ['mp4', 'avi', 'mov', 'rmvb', 'rm', 'flv', '3gp'],
  audio: ['mp3', 'wav', 'ogg'],
  /** spec §5 attachments: accepted image types */
  attachmentImage: ['gif', 'jpeg', 'png', 'jpg', 'bmp'],
} as const;

/** spec §9 date formats (Gregorian, formatted by our own formatter: see toolchain notes). */
export const DateFormats = {
  chat: 'MM-dd hh:mm:ss',
  full: 'yyyy-MM-dd hh:mm:ss',
  date: 'yyyy-MM-dd',
  dateTime: 'yyyy-MM-dd HH:mm',
} as const;
