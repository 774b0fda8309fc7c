/**
 * spec §2 drag-and-drop of files onto the chat, in manual service with an upload button on:
 * while files are dragged over the chat a hint is drawn; dropped files are sent one by one, each
 * checked like a chosen file (size, type).
 */
import { useState } from 'react';
import type { DragEvent } from 'react';
import { act } from '../../chat/lazy';
import { canUploadNow } from './upload-gate';

const hasFiles = (e: DragEvent) => [...e.dataTransfer.types].includes('Files');

export function useFileDrop() {
  const [dragging, setDragging] = useState(false);
  const onDragOver = (e: DragEvent) => {
    if (!hasFiles(e) || !canUploadNow()) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    if (!dragging) setDragging(true);
  };
  const onDragLeave = (e: DragEvent) => {
    // leaving for a child of the chat is not leaving the chat
    if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
    setDragging(false);
  };
  const onDrop = (e: DragEvent) => {
    setDragging(false);
    if (!hasFiles(e) || !canUploadNow()) return;
    e.preventDefault();
    const files = [...e.dataTransfer.files];
    act((a) => files.forEach((f) => a.sendFile(f, null)));
  };
  return { dragging, handlers: { onDragOver, onDragLeave, onDrop } };
}
