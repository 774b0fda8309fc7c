/**
 * Files that reach the chat without the footer's buttons, in manual service (status 2) with an
 * upload button on — part of the footer menu's chunk, which is loaded in manual service only:
 * - spec §2 drag-and-drop: while files are dragged over the chat a hint is drawn; dropped files
 *   are sent one by one, each checked like a chosen file (size, type);
 * - spec §5 "Pasted images send only after confirm": the first picture of a paste into the input
 *   opens the preview dialog ($pasted); text pastes as usual.
 */
import { css } from '@linaria/core';
import { useEffect, useState } from 'react';
import type { RefObject } from 'react';
import { useT } from '../../../i18n/react';
import { act } from '../../../chat/lazy';
import { uploadButtons } from '../../../chat/file-kind';
import { $channelConfig } from '../../../state/config';
import { $pasted } from '../../../state/chat';
import { canUploadNow } from '../upload-gate';

const hint = css`
  position: absolute;
  inset: 8px;
  z-index: 20;
  display: flex;
  align-items: center;
  justify-content: center;
  border: 2px dashed var(--kefu-main-color);
  border-radius: 12px;
  color: #1f2329;
  background: rgba(255, 255, 255, 0.92);
  font-size: 15px;
  pointer-events: none;
`;

const hasFiles = (e: DragEvent) => [...(e.dataTransfer?.types ?? [])].includes('Files');

/** Takes files dropped on `zone` (the chat's main region), and draws the hint inside it. */
export function FileDrop({ zone }: { zone: RefObject<HTMLElement | null> }) {
  const t = useT();
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const el = zone.current;
    if (!el) return undefined;
    const onDragOver = (e: DragEvent) => {
      if (!hasFiles(e) || !canUploadNow() || !e.dataTransfer) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    };
    const onDragLeave = (e: DragEvent) => {
      // leaving for a child of the chat is not leaving the chat
      if (el.contains(e.relatedTarget as Node | null)) return;
      setDragging(false);
    };
    const onDrop = (e: DragEvent) => {
      setDragging(false);
      if (!hasFiles(e) || !canUploadNow() || !e.dataTransfer) return;
      e.preventDefault();
      const files = [...e.dataTransfer.files];
      act((a) => files.forEach((f) => a.sendFile(f, null)));
    };
    el.addEventListener('dragover', onDragOver);
    el.addEventListener('dragleave', onDragLeave);
    el.addEventListener('drop', onDrop);
    return () => {
      el.removeEventListener('dragover', onDragOver);
      el.removeEventListener('dragleave', onDragLeave);
      el.removeEventListener('drop', onDrop);
    };
  }, [zone]);
  return dragging ? <div className={hint} aria-hidden="true">{t('upload.drop')}</div> : null;
}

/** The first picture of a paste, read for the preview. */
function pastedImage(e: ClipboardEvent): File | null {
  for (const item of [...(e.clipboardData?.items ?? [])]) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile();
  }
  return null;
}

/** A picture pasted into `input` goes to the preview dialog instead of the text. */
export function usePastedImage(input: RefObject<HTMLTextAreaElement | null>): void {
  useEffect(() => {
    const box = input.current;
    if (!box) return undefined;
    const onPaste = (event: ClipboardEvent) => {
      const image = uploadButtons($channelConfig.get()).length ? pastedImage(event) : null;
      if (!image) return;
      event.preventDefault();
      const reader = new FileReader();
      reader.onload = () => typeof reader.result === 'string' && $pasted.set({ dataUrl: reader.result, name: image.name || 'image.png' });
      reader.readAsDataURL(image);
    };
    box.addEventListener('paste', onPaste);
    return () => box.removeEventListener('paste', onPaste);
  }, [input]);
}
