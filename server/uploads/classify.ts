/**
 * spec §5 "File classification": image, video, audio or file. The spec classifies by extension;
 * we apply its lists to the SNIFFED extension, so the content decides and the name only names.
 */
import { FileExtensions } from '../../protocol';
import type { Sniffed } from './sniff';

export type FileClass = 'image' | 'video' | 'audio' | 'file';

const has = (list: readonly string[], ext: string): boolean => list.includes(ext);

// file-type's names for formats the spec lists under another name
const ALIASES: Record<string, string> = { oga: 'ogg', jpeg: 'jpg' };

/**
 * The class of sniffed content. SVG is in the spec's image list, but it can carry script and we
 * never serve it inline (DESIGN §5), so to the visitor it is a file to download.
 */
export function classOf(s: Sniffed): FileClass {
  if (s.markup || !s.magic) return 'file';
  const ext = ALIASES[s.ext] ?? s.ext;
  if (has(FileExtensions.image, ext) && ext !== 'svg') return 'image';
  if (has(FileExtensions.video, ext)) return 'video';
  if (has(FileExtensions.audio, ext)) return 'audio';
  return 'file';
}

/** The class a NAME claims by the spec's lists (used only to keep the shown name honest). */
export function classClaimedBy(ext: string): FileClass {
  const e = ALIASES[ext] ?? ext;
  if (has(FileExtensions.image, e)) return 'image';
  if (has(FileExtensions.video, e)) return 'video';
  if (has(FileExtensions.audio, e)) return 'audio';
  return 'file';
}

/** spec §5 attachments (work orders): only gif, jpeg, png, jpg, bmp. */
export function isAttachmentImage(s: Sniffed): boolean {
  return classOf(s) === 'image' && has(FileExtensions.attachmentImage, ALIASES[s.ext] ?? s.ext);
}

/**
 * How a stored file is served: raster images inline with their sniffed type; everything else as
 * an attachment. Markup and any text/XML/script type go out as application/octet-stream (never
 * as something a browser renders); plain text as text/plain.
 */
export function servedAs(mime: string, fileClass: FileClass): { contentType: string; inline: boolean } {
  if (fileClass === 'image') return { contentType: mime, inline: true };
  if (mime === 'text/plain') return { contentType: 'text/plain; charset=utf-8', inline: false };
  if (/html|xml|script|^text\//i.test(mime)) return { contentType: 'application/octet-stream', inline: false };
  return { contentType: mime, inline: false };
}
