/**
 * spec §7 getMsgTemplate, issue 9 item 10: the channel's message templates, which card messages
 * use. A card (goods 7, order 8, link 9) that names a template with `msgTemplateId` shows that
 * template's content as its text, each `{field}` filled with the card's own field of that name.
 * Asked for once per channel and server, and only when the first such card is drawn (this module
 * lives in the cards' lazy chunk, never in the first open); quiet — when it fails, the cards keep
 * their own text (spec §8: failures while parsing cards are ignored).
 */
import { api, apiBase } from '../api/client';
import type { MsgTemplate } from '../../protocol';
import { config, query } from './context';

let cache: { key: string; list: Promise<MsgTemplate[]> } | null = null;

const isTemplate = (t: unknown): t is MsgTemplate => {
  const o = t as Partial<MsgTemplate> | null;
  return !!o && typeof o === 'object' && (typeof o.id === 'string' || typeof o.id === 'number') && typeof o.content === 'string';
};

/** The channel's templates (an empty list when they cannot be had). */
export function msgTemplates(): Promise<MsgTemplate[]> {
  const channelId = config()?.channelId || query().channelId || '';
  const key = JSON.stringify([apiBase(), channelId]);
  if (cache?.key !== key) {
    const list = api('getMsgTemplate', { channelId }, { quiet: true })
      .then((answer) => (Array.isArray(answer) ? answer.filter(isTemplate) : []), () => []);
    cache = { key, list };
  }
  return cache.list;
}

/** A template's content with `{name}` replaced by the card's field `name` (text only; unknown names become empty). */
export function fillTemplate(content: string, fields: Readonly<Record<string, unknown>>): string {
  return content.replace(/\{(\w+)\}/g, (_all, name: string) => {
    const v = Object.prototype.hasOwnProperty.call(fields, name) ? fields[name] : undefined;
    return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  });
}

/** The text of template `id` for a card with `fields`, or undefined (no such template). */
export async function templateText(id: string, fields: Readonly<Record<string, unknown>>): Promise<string | undefined> {
  const t = (await msgTemplates()).find((x) => String(x.id) === id);
  return t ? fillTemplate(t.content, fields) : undefined;
}
