/**
 * The channel settings form's catalogue: every plain field of spec §3's init configuration, in
 * the section an admin looks for it, with the control its type needs and the server's limits
 * (server/channels/validate.ts). The structured fields (menus, FAQ, side bar, visitor form…)
 * stay in the "Advanced" JSON editor. Pure data and conversions, so a unit test can check them.
 */
import { HumanEntryMode, LeaveMsgType, LOCALES, ReceiveMode, TransferButtonMode } from '../../../protocol';

export type FieldKind =
  | { kind: 'color' }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'flag' }
  | { kind: 'choice'; options: readonly (number | string)[]; labelled: boolean }
  | { kind: 'text'; max: number }
  | { kind: 'message'; max: number }
  | { kind: 'url' }
  | { kind: 'origins' };

export type FieldSpec = FieldKind & { name: string };

const color = (name: string): FieldSpec => ({ name, kind: 'color' });
const int = (name: string, min: number, max: number): FieldSpec => ({ name, kind: 'int', min, max });
const flag = (name: string): FieldSpec => ({ name, kind: 'flag' });
/** `labelled`: each option has its own text (channels.opt.<field>.<value>); else they are language codes, each named in itself */
const choice = (name: string, options: readonly (number | string)[], labelled = true): FieldSpec => ({ name, kind: 'choice', options, labelled });
const text = (name: string, max: number): FieldSpec => ({ name, kind: 'text', max });
const message = (name: string, max: number): FieldSpec => ({ name, kind: 'message', max });
const url = (name: string): FieldSpec => ({ name, kind: 'url' });

const transfer = Object.values(TransferButtonMode);

export const SECTIONS: readonly { id: string; fields: readonly FieldSpec[] }[] = [
  {
    id: 'appearance',
    fields: [
      color('mainColor'), color('kitBgcolor'), color('kitTxcolor'), color('cusColor'),
      flag('navigationBarShowFlag'), color('navigationBarColor'),
      int('mainWidth', 240, 4000), int('mainHeight', 300, 4000),
      url('backgroundImage'), url('robotIcon'), url('avatar'),
      flag('sideBarStatus'), int('sideBarWidth', 0, 2000),
      choice('language', LOCALES, false),
    ],
  },
  {
    id: 'robot',
    fields: [
      text('titleDesc', 100), flag('noticeMode'), message('noticeMsg', 1000),
      text('robotName', 50), text('robotNo', 64), message('robotWelcomeMsg', 5000),
      choice('receiveMode', Object.values(ReceiveMode)), flag('transferUserMode'),
      choice('robotAnswerTransferUserMode', transfer), choice('robotGuideTransferUserMode', transfer),
      choice('robotUnknownTransferUserMode', transfer), choice('robotHumanEntryMode', Object.values(HumanEntryMode)),
    ],
  },
  {
    id: 'human',
    fields: [
      flag('groupMode'),
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
  {
    id: 'visitor',
    fields: [int('userFormMode', 0, 9), choice('phoneRule', ['cn', 'intl'])],
  },
  {
    id: 'security',
    fields: [{ name: 'allowedOrigins', kind: 'origins' }],
  },
];

export const FORM_FIELDS: readonly FieldSpec[] = SECTIONS.flatMap((s) => s.fields);
const FORM_NAMES = new Set(FORM_FIELDS.map((f) => f.name));

/** Not settings (the channel's names) or derived (userForm mirrors userFormConfig): never edited. */
const NOT_EDITED = new Set(['tenantId', 'channelId', 'userForm']);

/** What the form's controls hold: text for inputs and selects, a boolean for switches. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

export function toFormValue(spec: FieldSpec, v: unknown): FormValue {
  switch (spec.kind) {
    case 'flag': return v === 1 || v === true;
    case 'origins': return Array.isArray(v) ? v.join('\n') : '';
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
    case 'origins': return String(v).split(/\s+/).filter(Boolean);
    default: return v;
  }
}

export function formValuesOf(config: Record<string, unknown>): FormValues {
  return Object.fromEntries(FORM_FIELDS.map((f) => [f.name, toFormValue(f, config[f.name])]));
}

/** JSON-valued settings are stored as JSON text; the editor shows them as structures. */
function readable(v: unknown): unknown {
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
