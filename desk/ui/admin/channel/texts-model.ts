/**
 * The per-language texts as a table (docs/desk.md "Channel settings"): one row per text the
 * visitor reads, one column per language. A language's texts replace the channel's own for
 * visitors in that language (server/channels/service.ts `info`); only the fields the server lets
 * a language set (TRANSLATABLE_FIELDS in server/channels/defaults.ts) have rows.
 *
 * A language's copy of a structure (menu, pre-chat form, auto tips, FAQ, side bar, groups) is
 * always the channel's own structure with that language's texts put in (`rebuild`): adding a
 * menu item adds it for every language, marked missing until translated; the editors' moves
 * and removals are applied to every copy first (paths.ts applyOp), so texts stay with their items.
 */
import { getAt, setAt } from './paths';
import type { Path, Seg } from './paths';

export type Texts = Record<string, Record<string, unknown>>;

/** Plain text settings a language may set, in the order the table shows them. */
export const PLAIN_TEXTS = [
  'titleDesc', 'noticeMsg', 'robotName', 'robotWelcomeMsg', 'adminWelcomeMsg', 'adminOfflineMsg', 'adminCloseMsg',
  'userQueueMsg', 'unWorkingMsg', 'userOverMsg', 'userTimeoutMsg', 'adminTimeoutMsg', 'leaveMsgTitle',
] as const;

/** Longer texts get a text area. */
export const LONG_TEXTS = new Set(['robotWelcomeMsg', 'noticeMsg', 'answer', 'autoTip', 'msgText']);

/** The texts inside each structure, as patterns (`*`: every item of a list), with the row's label key. */
export const STRUCT_TEXTS: Record<string, readonly { pattern: readonly Seg[]; label: string }[]> = {
  chatMenuConfigPlan: [
    { pattern: ['chatMenuConfigList', '*', 'menuName'], label: 'menuName' },
    { pattern: ['chatMenuConfigList', '*', 'msgText'], label: 'menuText' },
  ],
  autoTip: [
    { pattern: ['*', 'autoTip'], label: 'tipText' },
    { pattern: ['*', 'btnList', '*', 'menuName'], label: 'tipButton' },
    { pattern: ['*', 'btnList', '*', 'msgText'], label: 'tipButtonText' },
  ],
  userFormConfig: [
    { pattern: ['formTitle'], label: 'formTitle' },
    { pattern: ['formList', '*', 'name'], label: 'formField' },
    { pattern: ['formList', '*', 'options', '*', 'label'], label: 'formOption' },
  ],
  faq: [
    { pattern: ['showContent', '*', 'name'], label: 'faqGroup' },
    { pattern: ['showContent', '*', 'list', '*', 'questionName'], label: 'faqQuestion' },
  ],
  sideBarConfig: [
    { pattern: ['quickList', '*', 'name'], label: 'quickLink' },
    { pattern: ['questionList', '*', 'question'], label: 'sideQuestion' },
    { pattern: ['questionList', '*', 'answer'], label: 'sideAnswer' },
  ],
  groupConfig: [{ pattern: ['*', 'groupName'], label: 'groupName' }],
};
export const STRUCT_FIELDS = Object.keys(STRUCT_TEXTS);

/**
 * What a language's copy keeps of its own where it has it (set in the texts JSON, or seeded): the
 * knowledge-base entries, addresses and pictures for that language. New items take the channel's.
 */
const KEPT: Record<string, readonly (readonly Seg[])[]> = {
  chatMenuConfigPlan: [['chatMenuConfigList', '*', 'docId'], ['chatMenuConfigList', '*', 'labelLink']],
  autoTip: [['*', 'btnList', '*', 'docId'], ['*', 'btnList', '*', 'labelLink']],
  faq: [['showContent', '*', 'list', '*', 'docId']],
  sideBarConfig: [['quickList', '*', 'link'], ['quickList', '*', 'imgUrl'], ['questionList', '*', 'docId'], ['adList', '*', 'imgUrl'], ['adList', '*', 'link']],
};

export interface TextRow {
  /** the setting */
  field: string;
  /** inside a structure; [] for a plain setting */
  path: Path;
  /** the label's key: channels.f.<field> for plain ones, channels.tr.<label> with the item numbers */
  label: string;
  numbers: number[];
  long: boolean;
}

/** Every concrete path a pattern has in `v` (list indices filled in). */
function expand(v: unknown, pattern: readonly Seg[], at: Seg[] = []): Seg[][] {
  if (!pattern.length) return [at];
  const [head, ...rest] = pattern;
  if (head === '*') {
    const list = getAt(v, at);
    return Array.isArray(list) ? list.flatMap((_, i) => expand(v, rest, [...at, i])) : [];
  }
  return expand(v, rest, [...at, head!]);
}

/** The table's rows for the channel's own settings `base` (plain values and parsed structures). */
export function textRows(base: Record<string, unknown>): TextRow[] {
  const rows: TextRow[] = PLAIN_TEXTS.map((f) => ({ field: f, path: [], label: f, numbers: [], long: LONG_TEXTS.has(f) || f.endsWith('Msg') }));
  for (const field of STRUCT_FIELDS) {
    for (const { pattern, label } of STRUCT_TEXTS[field]!) {
      for (const path of expand(base[field], pattern)) {
        // the menu's message only for the types that send or show one
        if (label === 'menuText' || label === 'tipButtonText') {
          const type = getAt(base[field], [...path.slice(0, -1), 'menuType']);
          if (type !== 0 && type !== 7) continue;
        }
        rows.push({ field, path, label, numbers: path.filter((s): s is number => typeof s === 'number').map((n) => n + 1), long: LONG_TEXTS.has(String(path.at(-1))) });
      }
    }
  }
  return rows;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A row's text in the channel's own settings. */
export const baseText = (base: Record<string, unknown>, row: TextRow): string => str(getAt(base[row.field], row.path));

/**
 * A row's text in one language ('' when it has none). A structure's copy holds the channel's own
 * text where the language has none (visitors must see something), so that counts as none.
 */
export function localeText(texts: Texts, base: Record<string, unknown>, locale: string, row: TextRow): string {
  const mine = str(getAt(texts[locale]?.[row.field], row.path));
  return row.path.length && mine === baseText(base, row) ? '' : mine;
}

/** Missing: the channel has the text, the language does not. */
export const isMissing = (base: Record<string, unknown>, texts: Texts, locale: string, row: TextRow): boolean =>
  baseText(base, row).trim() !== '' && localeText(texts, base, locale, row).trim() === '';

export function missingCount(base: Record<string, unknown>, texts: Texts, locale: string, rows: readonly TextRow[]): number {
  return rows.filter((r) => isMissing(base, texts, locale, r)).length;
}

/** The language's copy of a structure: the channel's own with the language's texts at the same places. */
export function rebuild(field: string, baseValue: unknown, localeValue: unknown): unknown {
  let out = structuredClone(baseValue);
  for (const { pattern } of STRUCT_TEXTS[field] ?? []) {
    for (const path of expand(baseValue, pattern)) {
      const mine = str(getAt(localeValue, path));
      if (mine) out = setAt(out, path, mine);
    }
  }
  for (const pattern of KEPT[field] ?? []) {
    for (const path of expand(baseValue, pattern)) {
      const mine = getAt(localeValue, path);
      if (mine !== undefined && mine !== '' && getAt(baseValue, path.slice(0, -1)) !== undefined) out = setAt(out, path, mine);
    }
  }
  return out;
}

/** The texts with one cell changed ('' removes a plain text; a language left with nothing is dropped). */
export function setCell(texts: Texts, base: Record<string, unknown>, locale: string, row: TextRow, value: string): Texts {
  const mine = { ...(texts[locale] ?? {}) };
  if (!row.path.length) {
    if (value === '') delete mine[row.field];
    else mine[row.field] = value;
  } else {
    const current = mine[row.field] ?? base[row.field];
    mine[row.field] = rebuild(row.field, base[row.field], setAt(current, row.path, value));
  }
  const out = { ...texts, [locale]: mine };
  if (!Object.keys(mine).length) delete out[locale];
  return out;
}

/** Every language's copies of `field` rebuilt after the channel's own structure changed. */
export function followBase(texts: Texts, field: string, baseValue: unknown): Texts {
  if (!STRUCT_TEXTS[field]) return texts;
  let changed = false;
  const out: Texts = {};
  for (const [locale, mine] of Object.entries(texts)) {
    if (mine[field] === undefined) {
      out[locale] = mine;
      continue;
    }
    changed = true;
    out[locale] = { ...mine, [field]: rebuild(field, baseValue, mine[field]) };
  }
  return changed ? out : texts;
}

/** The columns: the channel's own language first, then zh, en and every language with texts (and any added). */
export function columns(own: string, texts: Texts, added: readonly string[]): string[] {
  const rest = [...new Set(['zh', 'en', ...Object.keys(texts), ...added])].filter((l) => l !== own);
  return [own, ...rest];
}
