/**
 * Sending pictures, videos and files in manual service (spec §2 footer menu, §5 chat uploads,
 * §7 upload / uploadBase64 then sendMsg). Checked before any byte is sent: over 10 MB is refused
 * with the spec's message, a type the chosen button (or the channel) does not take with "only
 * pictures or movies can be sent". The message shows at once with a progress bar, then the
 * picture, player or file card. A failure keeps the warning icon with a retry that reuses the
 * local id, so the server stores one message; a file already stored is not uploaded again.
 */
import { api, ApiError } from '../api/client';
import { uploadFile } from '../api/upload';
import type { Uploaded } from '../api/upload';
import { Limits, MsgStatus, SenderType } from '../../protocol';
import { addMessage, localId, patchMessage } from '../state/messages';
import { showToast } from '../state/ui';
import { config, tr, userRef } from './context';
import { retries } from './robot';
import { kindAllowed, kindOfName, msgTypeOf, uploadButtons } from './file-kind';
import type { FileKind, UploadButton } from './file-kind';
import { visitorWrote } from './wait-timers';

const fail = (text: string) => showToast('error', text, Limits.toastErrorMs);

/** The checks of spec §5 before anything is sent; the message to show, or null when fine. */
export function refusal(file: { name: string; size: number }, button: UploadButton | null): string | null {
  if (file.size > Limits.uploadMaxBytes) return tr()('upload.tooLarge');
  const kind = kindOfName(file.name);
  const buttons = uploadButtons(config());
  if (button === 'image' && kind !== 'image') return tr()('upload.wrongType');
  if (button === 'video' && kind !== 'video') return tr()('upload.wrongType');
  if (button === null ? !kindAllowed(kind, buttons) : !buttons.includes(button)) return tr()('upload.wrongType');
  if (file.size === 0) return tr()('upload.empty');
  return null;
}

interface Pending {
  key: string;
  id: string;
  kind: FileKind;
  name: string;
  /** the stored file, once uploaded: a retry only sends the message again */
  stored?: Uploaded;
  /** a pasted picture has no name of its own on the server: the widget's stays */
  keepName?: boolean;
}

async function deliver(p: Pending, upload: () => Promise<Uploaded>): Promise<void> {
  patchMessage(p.key, { status: MsgStatus.loading });
  try {
    p.stored ??= await upload();
    const stored = await api('sendMsg', { ...userRef(), id: p.id, msgType: msgTypeOf[p.kind], msgContent: p.stored.url, fileName: (p.keepName ? p.name : p.stored.name) || p.name });
    retries.delete(p.key);
    patchMessage(p.key, { ...stored, status: MsgStatus.success, progress: undefined, ...(p.stored.size !== undefined ? { size: p.stored.size } : {}) });
    visitorWrote();
  } catch (err) {
    patchMessage(p.key, { status: MsgStatus.failed, progress: undefined });
    retries.set(p.key, () => void deliver(p, upload));
    if (err instanceof ApiError && !err.network && err.code !== 401 && err.code < 500) fail(err.message);
  }
}

/** Send a chosen, dropped or pasted file. Resolves false when it was refused before sending. */
export function sendFile(file: File, button: UploadButton | null): boolean {
  const refused = refusal(file, button);
  if (refused) {
    fail(refused);
    return false;
  }
  const kind = kindOfName(file.name);
  const id = localId('file');
  const key = addMessage({
    id, senderType: SenderType.visitor, msgType: msgTypeOf[kind], msgContent: '', fileName: file.name,
    size: Math.max(1, Math.round(file.size / 1024)), msgTime: Date.now(), status: MsgStatus.loading, progress: 0,
  }).key;
  const p: Pending = { key, id, kind, name: file.name };
  void deliver(p, () => uploadFile(file, file.name, userRef().userId, (f) => patchMessage(key, { progress: Math.round(f * 100) })));
  return true;
}

/** A pasted picture, confirmed in the preview (spec §5: sent only after confirm, as base64). */
export function sendPastedImage(dataUrl: string, name: string): void {
  const id = localId('file');
  const key = addMessage({ id, senderType: SenderType.visitor, msgType: msgTypeOf.image, msgContent: '', fileName: name, msgTime: Date.now(), status: MsgStatus.loading }).key;
  const p: Pending = { key, id, kind: 'image', name, keepName: true };
  void deliver(p, () => api('uploadBase64', { ...userRef(), imgData: dataUrl }));
}
