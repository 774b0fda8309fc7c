/**
 * One message as staff see it: who sent it and when, internal notes and flagged or recalled
 * messages clearly marked, pictures, files and media inline; the agent's own recent messages
 * can be recalled. A transfer's marker is a line of its own.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { DeskLimits, MsgType, SenderType } from '../../../protocol';
import type { DeskMessage, TransferMarker } from '../../../protocol';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { $deskLocale } from '../../i18n';
import { $me } from '../../state/session';
import { canRecall } from '../../state/reduce';
import { $groupNames, loadGroupNames } from '../../state/transfer-receipt';
import { errorMessage } from '../common/errors';
import { formatTime, messageText } from '../common/format';
import { bubble, button, errorText, markerLine, noteTag, small, srOnly, tag, warnTag } from '../styles';

const SENDER: Record<number, string> = { [SenderType.visitor]: 'visitor', [SenderType.agent]: 'agent', [SenderType.robot]: 'robot', [SenderType.system]: 'system' };

/** Only http(s) and same-site links become clickable (a stored URL is still the visitor's input). */
const safeUrl = (u: string | undefined): string | null => (u && (/^https?:\/\//i.test(u) || /^\/(?!\/)/.test(u)) ? u : null);

function parseForm(content: string | undefined): { referGuide?: string; fields: string[] } {
  try {
    const f = JSON.parse(content ?? '') as { referGuide?: string; fromFields?: { fieldName?: string }[] };
    return { ...(f.referGuide ? { referGuide: f.referGuide } : {}), fields: (f.fromFields ?? []).map((x) => x.fieldName ?? '') };
  } catch {
    return { fields: [] };
  }
}

function Content({ m }: { m: DeskMessage }) {
  const t = useT();
  const url = safeUrl(m.msgContent);
  switch (m.msgType) {
    case MsgType.image:
      return url ? <a href={url} target="_blank" rel="noopener noreferrer"><img src={url} alt={m.fileName || t('msg.image')} loading="lazy" /></a> : <span>{t('msg.image')}</span>;
    case MsgType.file:
      return url ? <a href={url} target="_blank" rel="noopener noreferrer" download={m.fileName || ''}>{m.fileName || t('msg.fileDownload')}</a> : <span>{m.fileName}</span>;
    case MsgType.audio:
      return url ? <audio controls src={url} aria-label={t('msg.audio')} /> : null;
    case MsgType.video:
      return url ? <video controls src={url} aria-label={t('msg.video')} style={{ maxWidth: 320 }} /> : null;
    case MsgType.inChatForm: {
      // spec §3 type 11, as chat/sendForm built it: the guide and the field names, not the JSON
      const form = parseForm(m.msgContent);
      return <div className="content" dir="auto">{t('msg.form', { guide: form.referGuide ?? '', fields: form.fields.join(', ') })}</div>;
    }
    default:
      return <div className="content" dir="auto">{messageText(m)}</div>;
  }
}

/**
 * A transfer's staff-only marker (docs/desk.md "Transfer with a note"): one centred line in the
 * colours of an internal note, not a bubble — who passed the chat to whom, and the note.
 */
function MarkerItem({ m, marker }: { m: DeskMessage; marker: TransferMarker }) {
  const t = useT();
  const locale = useStore($deskLocale);
  const groups = useStore($groupNames);
  const needsGroup = !marker.toNick && marker.toGroupId !== null;
  useEffect(() => { if (needsGroup) loadGroupNames(); }, [needsGroup]);
  const to = marker.toNick ?? (marker.toGroupId !== null ? t('marker.group', { name: groups[marker.toGroupId] ?? marker.toGroupId }) : '');
  const line = marker.undone ? t('marker.transferUndone', { from: marker.fromNick, to })
    // an administrator's move (supervision): who moved it, from whom, to whom
    : marker.byNick ? (marker.byAgentId === marker.toAgentId ? t('marker.takenOver', { by: marker.byNick, from: marker.fromNick }) : t('marker.reassigned', { by: marker.byNick, from: marker.fromNick, to }))
      : t('marker.transfer', { from: marker.fromNick, to });
  return (
    <li className={markerLine} data-marker="transfer" data-undone={marker.undone ? 'true' : undefined}>
      <span className="text" dir="auto">
        <span className={srOnly}>{t('msg.noteTag')}: </span>
        {line}{marker.note ? ` — ${t('marker.note', { note: marker.note })}` : ''}
        <time dateTime={m.msgTime ? new Date(m.msgTime).toISOString() : undefined}>{formatTime(m.msgTime, locale)}</time>
      </span>
    </li>
  );
}

export function MessageItem({ m, readOnly }: { m: DeskMessage; readOnly: boolean }) {
  if (m.marker?.kind === 'transfer') return <MarkerItem m={m} marker={m.marker} />;
  return <Bubble m={m} readOnly={readOnly} />;
}

function Bubble({ m, readOnly }: { m: DeskMessage; readOnly: boolean }) {
  const t = useT();
  const me = useStore($me);
  const locale = useStore($deskLocale);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const sender = SENDER[m.senderType ?? SenderType.system] ?? 'system';
  const who = m.senderType === SenderType.visitor ? (m.senderName || t('visitor.label'))
    : m.senderType === SenderType.robot ? t('msg.robot')
    : m.senderType === SenderType.agent ? (me && m.senderId === me.agentId ? t('msg.you') : m.senderName || t('msg.agent'))
    : t('msg.system');
  const recallable = !readOnly && me !== null && canRecall(m, me.agentId, Date.now(), DeskLimits.recallWindowMs);

  async function recall() {
    setBusy(true);
    setError('');
    try {
      await call('chat/recall', { sessionId: m.sessionId, msgId: m.msgId });
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  }

  const excerpt = messageText(m).slice(0, 40);
  return (
    <li className={bubble} data-sender={sender} data-note={m.insideFlag ? 'true' : undefined} data-recalled={m.recallFlag ? 'true' : undefined}>
      <div className="meta">
        <strong>{who}</strong>
        <time dateTime={m.msgTime ? new Date(m.msgTime).toISOString() : undefined}>{formatTime(m.msgTime, locale)}</time>
        {m.insideFlag ? <span className={`${tag} ${noteTag}`}>{t('msg.noteTag')}</span> : null}
        {m.recallFlag ? <span className={tag}>{t('msg.recalledTag')}</span> : null}
        {m.sensitiveFlag ? <span className={`${tag} ${warnTag}`} title={m.sensitiveWords}>{t('msg.flagged')}</span> : null}
        {recallable && (
          <button type="button" className={`${button} ${small}`} disabled={busy} onClick={() => void recall()}
            aria-label={t('msg.recallNamed', { text: excerpt || t('msg.attachment') })}>{t('msg.recall')}</button>
        )}
      </div>
      <Content m={m} />
      {error && <p role="alert" className={errorText}>{error}</p>}
    </li>
  );
}
