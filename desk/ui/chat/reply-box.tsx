/**
 * The reply box: Enter sends (Shift+Enter a new line; never while an input method composes),
 * `/name` offers canned replies, emoji, picture and file upload, and the internal-note switch —
 * a note is drawn in yellow and goes to chat/note, which visitors never receive. Once the chat
 * has ended it leaves a message the visitor gets when they come back (visitor/offlineMessage).
 */
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { MsgType } from '../../../protocol';
import type { DeskCannedReply, DeskMessage } from '../../../protocol';
import { call, upload } from '../../api/client';
import { useT } from '../../i18n/react';
import { addOwnMessage, sendTyping } from '../../state/live';
import { cannedReplies } from '../../state/canned';
import { cannedMatches } from '../../state/reduce';
import type { LiveChat } from '../../state/reduce';
import { errorMessage } from '../common/errors';
import { button, errorText, muted, noteTag, primary, replyBox, srOnly, tag } from '../styles';
import { CannedMenu, cannedOptionId } from './canned-menu';
import { EmojiPicker } from './emoji-picker';

const localId = (): string => `d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const TYPE_OF: Record<string, number> = { image: MsgType.image, video: MsgType.video, audio: MsgType.audio, file: MsgType.file };

export function ReplyBox({ chat }: { chat: LiveChat }) {
  const t = useT();
  const ended = chat.ended !== undefined;
  const [text, setText] = useState('');
  const [note, setNote] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [emoji, setEmoji] = useState(false);
  const [replies, setReplies] = useState<DeskCannedReply[]>([]);
  const [active, setActive] = useState(0);
  const [menuClosed, setMenuClosed] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);

  // a chat just opened (or accepted): the keyboard goes straight to the reply
  useEffect(() => { if (!ended) field.current?.focus({ preventScroll: true }); }, [chat.sessionId]);

  const matches = menuClosed ? [] : cannedMatches(text, replies);
  const current = Math.min(active, Math.max(0, matches.length - 1));
  useEffect(() => { if (text.startsWith('/') && !replies.length) cannedReplies().then(setReplies, () => undefined); }, [text, replies.length]);

  async function send() {
    const content = text.trim();
    if (!content || busy) return;
    setBusy(true);
    setError('');
    setStatus('');
    try {
      if (ended) {
        await call('visitor/offlineMessage', { userId: chat.userId, msgContent: content });
        setStatus(t('reply.offlineSent'));
      } else {
        const m = await call<DeskMessage>(note ? 'chat/note' : 'chat/send', note
          ? { sessionId: chat.sessionId, msgContent: content, id: localId() }
          : { sessionId: chat.sessionId, msgType: MsgType.text, msgContent: content, id: localId() });
        addOwnMessage(m);
        if (m.sensitiveFlag) setError(t('reply.flagged', { words: m.sensitiveWords ?? '' }));
      }
      setText('');
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setBusy(false);
      field.current?.focus();
    }
  }

  async function attach(e: ChangeEvent<HTMLInputElement>) {
    const file = e.currentTarget.files?.[0];
    e.currentTarget.value = '';
    if (!file) return;
    setBusy(true);
    setError('');
    setStatus(t('reply.uploading', { name: file.name }));
    try {
      const up = await upload({ sessionId: chat.sessionId }, file);
      const m = await call<DeskMessage>('chat/send', { sessionId: chat.sessionId, msgType: TYPE_OF[up.fileType] ?? MsgType.file, msgContent: up.url, fileName: up.name || file.name, id: localId() });
      addOwnMessage(m);
      setStatus(t('reply.uploaded', { name: file.name }));
    } catch (err) {
      setStatus('');
      setError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  }

  function pick(r: DeskCannedReply) {
    setText(r.content);
    setMenuClosed(true);
    field.current?.focus();
  }

  function onKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.nativeEvent.isComposing || e.keyCode === 229) return;
    if (matches.length) {
      if (e.key === 'ArrowDown') { e.preventDefault(); setActive((a) => (Math.min(a, matches.length - 1) + 1) % matches.length); return; }
      if (e.key === 'ArrowUp') { e.preventDefault(); setActive((a) => (Math.min(a, matches.length - 1) - 1 + matches.length) % matches.length); return; }
      if (e.key === 'Enter' || e.key === 'Tab') { e.preventDefault(); pick(matches[current] ?? matches[0]!); return; }
      if (e.key === 'Escape') { e.preventDefault(); setMenuClosed(true); return; }
    }
    if (e.key === 'Enter' && !e.shiftKey) { e.preventDefault(); void send(); }
  }

  function onInput(value: string) {
    setText(value);
    // the highlighted canned reply goes back to the first with every keystroke, in the same
    // update (an effect ran late under load and undid an arrow key pressed right after typing)
    setActive(0);
    setMenuClosed(false);
    if (!ended && !note && value && Date.now() - lastTyping.current > 1000) {
      lastTyping.current = Date.now();
      sendTyping(chat.sessionId);
    }
  }

  const label = ended ? t('reply.offlineLabel') : note ? t('reply.noteLabel') : t('reply.label');
  return (
    <div className={replyBox} data-note={note && !ended ? 'true' : undefined}>
      {emoji && <EmojiPicker onClose={() => { setEmoji(false); field.current?.focus(); }} onPick={(e) => { setText((s) => s + e); setEmoji(false); field.current?.focus(); }} />}
      {matches.length > 0 && <CannedMenu items={matches} active={current} onPick={pick} />}
      {note && !ended && <p className={muted}><span className={`${tag} ${noteTag}`}>{t('msg.noteTag')}</span> {t('reply.noteHint')}</p>}
      {ended && <p className={muted}>{t('reply.endedHint')}</p>}
      <label htmlFor="reply-text" className={srOnly}>{label}</label>
      <textarea id="reply-text" ref={field} value={text} placeholder={ended ? t('reply.offlinePlaceholder') : note ? t('reply.notePlaceholder') : t('reply.placeholder')}
        aria-describedby="reply-help" aria-controls={matches.length ? 'canned-list' : undefined}
        aria-activedescendant={matches.length ? cannedOptionId(current) : undefined}
        onChange={(e) => onInput(e.currentTarget.value)} onKeyDown={onKey} maxLength={5000} />
      <span id="reply-help" className={srOnly}>{t('reply.help')}</span>
      <div className="tools">
        {!ended && <>
          <button type="button" className={button} aria-expanded={emoji} onClick={() => setEmoji((v) => !v)}>{t('reply.emoji')}</button>
          <button type="button" className={button} disabled={busy || note} onClick={() => files.current?.click()}>{t('reply.attach')}</button>
          <input ref={files} type="file" hidden tabIndex={-1} aria-hidden="true" onChange={(e) => void attach(e)} />
          <button type="button" className={button} aria-pressed={note} onClick={() => setNote((n) => !n)}>{t('reply.noteToggle')}</button>
        </>}
        <span role="status" className={muted}>{status}</span>
        <button type="button" className={`${button} ${primary} send`} disabled={busy || !text.trim()} onClick={() => void send()}>
          {ended ? t('reply.sendOffline') : note ? t('reply.sendNote') : t('reply.send')}
        </button>
      </div>
      {error && <p role="alert" className={errorText}>{error}</p>}
    </div>
  );
}
