/**
 * spec §5 "File classification by extension" and which footer button may send what (spec §2:
 * each gated by its flag and tenantVersion above 0; docs/api.md upload: an image may also go
 * through the file button, a video too).
 */
import { FileExtensions, MsgType } from '../../protocol';
import type { ChannelConfig } from '../../protocol';
import { on } from './context';

export type FileKind = 'image' | 'video' | 'audio' | 'file';
/** the footer's upload buttons */
export type UploadButton = 'image' | 'video' | 'file';

export function kindOfName(name: string): FileKind {
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  if ((FileExtensions.image as readonly string[]).includes(ext)) return 'image';
  if ((FileExtensions.video as readonly string[]).includes(ext)) return 'video';
  if ((FileExtensions.audio as readonly string[]).includes(ext)) return 'audio';
  return 'file';
}

export const msgTypeOf: Record<FileKind, MsgType> = { image: MsgType.image, video: MsgType.video, audio: MsgType.audio, file: MsgType.file };

/** The buttons the channel offers (spec §2 footer menu). */
export function uploadButtons(c: ChannelConfig | null): UploadButton[] {
  if (!c || !((c.tenantVersion ?? 0) > 0)) return [];
  const out: UploadButton[] = [];
  if (on(c.imageButtonFlag)) out.push('image');
  if (on(c.videoButtonFlag)) out.push('video');
  if (on(c.fileButtonFlag)) out.push('file');
  return out;
}

/** Whether `kind` may be sent with the channel's buttons (a drop or a paste picks no button). */
export function kindAllowed(kind: FileKind, buttons: UploadButton[]): boolean {
  if (buttons.includes('file')) return true;
  if (kind === 'image') return buttons.includes('image');
  if (kind === 'video') return buttons.includes('video');
  return false;
}

/** What a button's file chooser offers. */
export const ACCEPT: Record<UploadButton, string> = {
  image: FileExtensions.image.map((e) => `.${e}`).join(','),
  video: FileExtensions.video.map((e) => `.${e}`).join(','),
  file: '',
};
