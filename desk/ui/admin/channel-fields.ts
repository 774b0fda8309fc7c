/**
 * The channel settings form's catalogue: every plain field of spec §3's init configuration, in
 * the section an admin looks for it, with the control its type needs and the server's limits
 * (server/channels/validate.ts). The structured fields (menus, FAQ, side bar, visitor form…) have
 * their own editors (channel/), placed in the sections named here, and stay in the "Advanced"
 * JSON editor too. Pure data and conversions, so a unit test can check them.
 */
import { HumanEntryMode, LeaveMsgType, LOCALES, ReceiveMode, TransferButtonMode } from '../../../protocol';

export type FieldKind =
  | { kind: 'color' }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'flag' }
  | { kind: 'choice'; options: readonly (number | string)[]; labelled: boolean; rare?: readonly (number | string)[] | undefined }
  | { kind: 'text'; max: number }
  | { kind: 'message'; max: number }
  | { kind: 'url'; image?: boolean | undefined };

export type FieldSpec = FieldKind & { name: string };

const color = (name: string): FieldSpec => ({ name, kind: 'color' });
const int = (name: string, min: number, max: number): FieldSpec => ({ name, kind: 'int', min, max });
const flag = (name: string): FieldSpec => ({ name, kind: 'flag' });
/**
 * `labelled`: each option has its own text (channels.opt.<field>.<value>); else they are language
 * codes, each named in itself. `rare`: values that mean the same as another (spec §3: receiveMode
 * 2 is robot first like 0; transfer modes 0 and 1 both show the button), listed only when chosen.
 */
const choice = (name: string, options: readonly (number | string)[], labelled = true, rare?: readonly (number | string)[]): FieldSpec => ({ name, kind: 'choice', options, labelled, rare });
const text = (name: string, max: number): FieldSpec => ({ name, kind: 'text', max });
const message = (name: string, max: number): FieldSpec => ({ name, kind: 'message', max });
const url = (name: string, image = false): FieldSpec => ({ name, kind: 'url', image });

const transfer = (name: string) => choice(name, Object.values(TransferButtonMode), true, [TransferButtonMode.showButtonAlt]);

/** The sections in order; `editor` names the structured editor shown after the section's fields. */
export const SECTIONS: readonly { id: string; fields: readonly FieldSpec[]; editor?: 'faq' | 'menu' | 'tips' | 'side' | 'form' | 'groups' | 'texts' }[] = [
  {
    id: 'appearance',
    fields: [
      color('mainColor'), color('kitBgcolor'), color('kitTxcolor'), color('cusColor'),
      flag('navigationBarShowFlag'), color('navigationBarColor'),
      int('mainWidth', 240, 4000), int('mainHeight', 300, 4000),
      url('backgroundImage', true), url('robotIcon', true), url('avatar', true),
      choice('language', LOCALES, false),
    ],
  },
  {
    id: 'robot',
    editor: 'faq',
    fields: [
      text('titleDesc', 100), flag('noticeMode'), message('noticeMsg', 1000),
      text('robotName', 50), text('robotNo', 64), message('robotWelcomeMsg', 5000),
      flag('transferUserMode'),
      transfer('robotAnswerTransferUserMode'), transfer('robotGuideTransferUserMode'),
      transfer('robotUnknownTransferUserMode'), choice('robotHumanEntryMode', Object.values(HumanEntryMode)),
    ],
  },
  { id: 'menu', editor: 'menu', fields: [] },
  { id: 'tips', editor: 'tips', fields: [] },
  { id: 'side', editor: 'side', fields: [flag('sideBarStatus'), int('sideBarWidth', 0, 2000)] },
  {
    id: 'visitor',
    editor: 'form',
    // spec §3 userFormMode: 0 none; 2 before every chat; any other value once, until filled in (src/chat/start.ts)
    fields: [choice('userFormMode', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], true, [3, 4, 5, 6, 7, 8, 9]), choice('phoneRule', ['cn', 'intl'])],
  },
  {
    id: 'human',
    editor: 'groups',
    fields: [
      choice('receiveMode', Object.values(ReceiveMode), true, [ReceiveMode.robotFirstAlt]), flag('groupMode'),
      flag('adminWelcomeMode'), message('adminWelcomeMsg', 2000),
      flag('adminOfflineMode'), message('adminOfflineMsg', 2000),
      flag('adminCloseMode'), message('adminCloseMsg', 2000),
      flag('userQueueMode'), message('userQueueMsg', 2000),
      message('unWorkingMsg', 2000), message('userOverMsg', 2000),
      flag('userTimeoutMode'), int('userTimeoutTime', 1, 1440), message('userTimeoutMsg', 2000),
      flag('adminTimeoutMode'), int('adminTimeoutTime', 1, 1440), message('adminTimeoutMsg', 2000),
    ],
  },
  {
    id: 'leave',
    fields: [
      flag('leaveMsgMode'), choice('leaveMsgType', Object.values(LeaveMsgType)), text('leaveMsgTitle', 100),
      text('leaveMsgWoType', 64), flag('evaluateMode'), flag('commentDocMode'),
    ],
  },
  {
    id: 'uploads',
    fields: [flag('imageButtonFlag'), flag('fileButtonFlag'), flag('videoButtonFlag'), int('tenantVersion', 0, 1000)],
  },
  { id: 'texts', editor: 'texts', fields: [] },
  // the sites that may embed the chat (allowedOrigins) are edited in the Install panel beside the form
];

export const FORM_FIELDS: readonly FieldSpec[] = SECTIONS.flatMap((s) => s.fields);
const FORM_NAMES = new Set(FORM_FIELDS.map((f) => f.name));

/**
 * Not settings (the channel's names), derived (userForm mirrors userFormConfig), or edited
 * elsewhere (allowedOrigins: the Install panel beside the form saves it on its own): never
 * edited here.
 */
const NOT_EDITED = new Set(['tenantId', 'channelId', 'userForm', 'allowedOrigins']);

/** What the form's controls hold: text for inputs and selects, a boolean for switches. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

export function toFormValue(spec: FieldSpec, v: unknown): FormValue {
  switch (spec.kind) {
    case 'flag': return v === 1 || v === true;
    default: return v === undefined || v === null ? '' : String(v);
  }
}

/**
 * The value the server gets. Input that does not fit the type goes as typed (an unreadable
 * number stays text), so the server refuses it and names the field instead of the form guessing.
 */
export function toWire(spec: FieldSpec, v: FormValue): unknown {
  switch (spec.kind) {
    case 'flag': return v ? 1 : 0;
    case 'int': return /^\s*-?\d+\s*$/.test(String(v)) ? Number(v) : String(v);
    case 'choice': return spec.options.find((o) => String(o) === v) ?? v;
    default: return v;
  }
}

export function formValuesOf(config: Record<string, unknown>): FormValues {
  return Object.fromEntries(FORM_FIELDS.map((f) => [f.name, toFormValue(f, config[f.name])]));
}

/**
 * JSON-valued settings are stored as JSON text (and the FAQ's entries as JSON text inside it);
 * the editors show them as structures.
 */
export function readable(v: unknown): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as { showContent?: unknown }).showContent === 'string') {
    return { ...(v as object), showContent: readable((v as { showContent: string }).showContent) };
  }
  if (typeof v !== 'string' || !/^\s*[[{]/.test(v)) return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}

/** The settings the form has no control for, for the Advanced JSON editor. */
export function advancedOf(config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config)
    .filter(([k]) => !FORM_NAMES.has(k) && !NOT_EDITED.has(k))
    .map(([k, v]) => [k, readable(v)]));
}

const same = (a: unknown, b: unknown) => JSON.stringify(readable(a)) === JSON.stringify(readable(b));

/**
 * Only what differs from the stored configuration goes to the server: an unchanged field is
 * never re-validated or overwritten by a stale copy. `advanced` is the parsed JSON editor (a
 * field deleted there is left as stored).
 */
export function changedSettings(config: Record<string, unknown>, values: FormValues, advanced: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of FORM_FIELDS) {
    const wire = toWire(f, values[f.name] ?? toFormValue(f, undefined));
    if (JSON.stringify(wire) !== JSON.stringify(config[f.name])) out[f.name] = wire;
  }
  for (const [k, v] of Object.entries(advanced)) {
    // the form's control wins over a copy typed here; the names are never settings
    if (!FORM_NAMES.has(k) && !NOT_EDITED.has(k) && !same(v, config[k])) out[k] = v;
  }
  // a field deleted from the editor goes back to its default (null, docs/api.md)
  for (const k of Object.keys(advancedOf(config))) if (!(k in advanced)) out[k] = null;
  return out;
}

/** The field a server refusal names ("mainColor: must be…", "allowedOrigins[1]: …", "faq.showContent: …"). */
export function refusedField(message: string): string | null {
  const m = /^([A-Za-z][A-Za-z0-9]*)(?:[[.][^:]*)?: /.exec(message);
  return m ? m[1]! : null;
}

export const isFormField = (name: string): boolean => FORM_NAMES.has(name);

/** #rgb / #rrggbb as the colour picker needs it (#rrggbb); anything else shows black in the picker. */
export function pickerValue(v: string): string {
  const s = v.trim();
  if (/^#[0-9a-f]{6}$/i.test(s)) return s.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(s)) return `#${[...s.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return '#000000';
}
