/**
 * The answer editor (a lazy chunk: only an admin who opens a document loads it). Squire
 * (squire-rte, a small maintained contenteditable editor) writes plain semantic HTML — p, b, i,
 * ul/ol/li, a, img — inside the allowlist of server/robot/kb/sanitize.ts. Our own toolbar names
 * every button and says which are on (aria-pressed); Ctrl+B, Ctrl+I, Ctrl+Shift+8/9 work in the
 * text, and Tab always leaves it (Squire's Tab-indents-a-list is turned off: no keyboard trap).
 * Links are http(s) only; pictures are uploaded (admin/kb/upload, ≤ 2 MB) and need a description.
 * Pasted HTML is cleaned by DOMPurify with the widget's allowlist before Squire sees it.
 *
 * The preview shows what visitors will see: the SERVER's sanitiser's result (admin/kb/preview),
 * rendered with the widget's allowlist — so a tag the server drops is not in it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import Squire from 'squire-rte';
import DOMPurify from 'dompurify';
import type { Config } from 'dompurify';
import { DESK_API, envelopeCode } from '../../../protocol';
import type { Envelope } from '../../../protocol';
import { call, DeskApiError, getToken, NETWORK } from '../../api/client';
import type { Uploaded } from '../../api/client';
import { useT } from '../../i18n/react';
import type { DeskKey } from '../../i18n';
import { errorMessage } from '../common/errors';
import { button, errorText, field, muted, primary, small } from '../styles';
import { kbEditable, kbPreview, kbRows, kbToolbar } from './kb-styles';

/** The widget's allowlist (src/html/sanitize.ts): what a visitor's browser renders of an answer. */
const WIDGET_HTML: Config = {
  ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'p', 'br', 'div', 'span', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'blockquote', 'pre', 'code', 'hr', 'sub', 'sup'],
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height', 'data-link', 'colspan', 'rowspan', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?![/\\]))/i,
  FORBID_CONTENTS: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'textarea', 'select', 'svg', 'math'],
  ALLOW_DATA_ATTR: false,
};

const toFragment = (html: string): DocumentFragment =>
  DOMPurify.sanitize(html, { ...WIDGET_HTML, RETURN_DOM_FRAGMENT: true }) as unknown as DocumentFragment;

/** http(s) only, no spaces (the server's isSafeUrl also takes mailto and /paths; the editor offers web links). */
export const isWebLink = (url: string): boolean => /^https?:\/\/[^\s/]+\S*$/i.test(url.trim());

/**
 * admin/kb/upload (multipart, one `file` part). Here rather than in api/client.ts so that the
 * desk's first load does not carry it.
 */
async function uploadPicture(file: File): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch(`${DESK_API}admin/kb/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${getToken() ?? ''}` }, signal: AbortSignal.timeout(120_000) });
  } catch {
    throw new DeskApiError(NETWORK, 'network');
  }
  const body = (await res.json().catch(() => null)) as Envelope<Uploaded> | null;
  const code = body ? envelopeCode(body) : res.status;
  if (code === 200 && res.ok && body) return body.data as Uploaded;
  throw new DeskApiError(code || res.status, body?.msg || `HTTP ${res.status}`);
}

const FORMATS = [
  { key: 'bold', tag: 'B', on: (e: Squire) => e.bold(), off: (e: Squire) => e.removeBold() },
  { key: 'italic', tag: 'I', on: (e: Squire) => e.italic(), off: (e: Squire) => e.removeItalic() },
  { key: 'bullets', tag: 'UL', on: (e: Squire) => e.makeUnorderedList(), off: (e: Squire) => e.removeList() },
  { key: 'numbers', tag: 'OL', on: (e: Squire) => e.makeOrderedList(), off: (e: Squire) => e.removeList() },
] as const;
type FormatKey = (typeof FORMATS)[number]['key'];

export function AnswerEditor({ value, onChange, labelId, describedBy }: { value: string; onChange: (html: string) => void; labelId: string; describedBy?: string | undefined }) {
  const t = useT();
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const editor = useRef<Squire | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [on, setOn] = useState<Record<FormatKey | 'link', boolean>>({ bold: false, italic: false, bullets: false, numbers: false, link: false });
  const [panel, setPanel] = useState<null | 'link' | 'image'>(null);
  const [url, setUrl] = useState('https://');
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const e = new Squire(root.current as HTMLDivElement, { blockTag: 'P', sanitizeToDOMFragment: toFragment });
    e.setKeyHandler('Tab', null);
    e.setKeyHandler('Shift-Tab', null);
    e.setHTML(value);
    const update = () => setOn({
      bold: e.hasFormat('B') || e.hasFormat('STRONG'), italic: e.hasFormat('I') || e.hasFormat('EM'),
      bullets: e.hasFormat('UL'), numbers: e.hasFormat('OL'), link: e.hasFormat('A'),
    });
    e.addEventListener('pathChange', update);
    e.addEventListener('input', () => { changed.current(e.getHTML()); update(); });
    editor.current = e;
    return () => { e.destroy(); editor.current = null; };
  }, []);

  const apply = (f: (e: Squire) => unknown) => {
    const e = editor.current;
    if (!e) return;
    e.focus();
    f(e);
    changed.current(e.getHTML());
  };
  const close = () => { setPanel(null); setProblem(null); };
  function insertLink() {
    if (!isWebLink(url)) { setProblem(t('kb.ed.linkInvalid')); return; }
    apply((e) => e.makeLink(url.trim()));
    close();
  }
  async function insertImage() {
    if (!file) { setProblem(t('kb.ed.imageFile')); return; }
    if (!alt.trim()) { setProblem(t('kb.ed.imageAltNeeded')); return; }
    setBusy(true);
    try {
      const up = await uploadPicture(file);
      apply((e) => e.insertImage(up.url, { alt: alt.trim() }));
      setFile(null);
      setAlt('');
      close();
    } catch (err) {
      setProblem(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  }
  const enterDoes = (f: () => void) => (e: { key: string; preventDefault: () => void }) => { if (e.key === 'Enter') { e.preventDefault(); f(); } };

  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <div role="toolbar" aria-label={t('kb.ed.toolbar')} className={kbToolbar}>
        {FORMATS.map((f) => (
          <button key={f.key} type="button" className={`${button} ${small}`} aria-pressed={on[f.key]}
            onMouseDown={(e) => e.preventDefault()} onClick={() => apply(on[f.key] ? f.off : f.on)}>{t(`kb.ed.${f.key}` as DeskKey)}</button>
        ))}
        <button type="button" className={`${button} ${small}`} aria-pressed={on.link} aria-expanded={panel === 'link'} onMouseDown={(e) => e.preventDefault()}
          onClick={() => (on.link ? apply((e) => e.removeLink()) : setPanel(panel === 'link' ? null : 'link'))}>{on.link ? t('kb.ed.unlink') : t('kb.ed.link')}</button>
        <button type="button" className={`${button} ${small}`} aria-expanded={panel === 'image'} onMouseDown={(e) => e.preventDefault()}
          onClick={() => setPanel(panel === 'image' ? null : 'image')}>{t('kb.ed.image')}</button>
        <button type="button" className={`${button} ${small}`} onMouseDown={(e) => e.preventDefault()} onClick={() => apply((e) => e.undo())}>{t('kb.ed.undo')}</button>
      </div>
      {panel === 'link' && (
        <div role="group" aria-label={t('kb.ed.link')} className={kbRows}>
          <label className={field}><span>{t('kb.ed.linkUrl')}</span>
            <input type="url" dir="ltr" value={url} autoFocus aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => setUrl(e.currentTarget.value)} onKeyDown={enterDoes(insertLink)} /></label>
          <div className="row"><button type="button" className={`${button} ${small} ${primary}`} onClick={insertLink}>{t('kb.ed.linkApply')}</button>
            <button type="button" className={`${button} ${small}`} onClick={close}>{t('action.cancel')}</button></div>
        </div>
      )}
      {panel === 'image' && (
        <div role="group" aria-label={t('kb.ed.image')} className={kbRows}>
          <label className={field}><span>{t('kb.ed.imageFile')}</span>
            <input type="file" accept="image/png,image/jpeg,image/gif,image/bmp" onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} /></label>
          <label className={field}><span>{t('kb.ed.imageAlt')}</span>
            <input value={alt} maxLength={200} onChange={(e) => setAlt(e.currentTarget.value)} onKeyDown={enterDoes(() => void insertImage())} /></label>
          <p className={muted} style={{ margin: 0 }}>{t('kb.ed.imageHint')}</p>
          <div className="row"><button type="button" className={`${button} ${small} ${primary}`} disabled={busy} onClick={() => void insertImage()}>{t('kb.ed.imageInsert')}</button>
            <button type="button" className={`${button} ${small}`} onClick={close}>{t('action.cancel')}</button></div>
        </div>
      )}
      {problem && <p id={`${id}-problem`} role="alert" className={errorText} style={{ margin: 0 }}>{problem}</p>}
      <div ref={root} className={kbEditable} role="textbox" aria-multiline="true" aria-labelledby={labelId} aria-describedby={describedBy} />
    </div>
  );
}

/**
 * What visitors will see: the answer through the server's sanitiser (a short pause after the
 * last change), rendered with the widget's allowlist.
 */
export function AnswerPreview({ html, labelId }: { html: string; labelId: string }) {
  const t = useT();
  const [shown, setShown] = useState<{ html: string } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      call<{ answer: string }>('admin/kb/preview', { answer: html }).then(
        (r) => { if (live) setShown({ html: DOMPurify.sanitize(r.answer, WIDGET_HTML) as unknown as string }); },
        (err: unknown) => { if (live) setShown({ error: errorMessage(t, err) }); },
      );
    }, 300);
    return () => { live = false; clearTimeout(timer); };
  }, [html]);
  if (shown && 'error' in shown) return <p className={errorText}>{shown.error}</p>;
  if (shown && !shown.html) return <div className={kbPreview} role="region" aria-labelledby={labelId}><p className={muted}>{t('kb.previewEmpty')}</p></div>;
  // sanitised by the server, then by DOMPurify with the widget's allowlist
  return <div className={kbPreview} role="region" aria-labelledby={labelId} aria-busy={shown === null} dangerouslySetInnerHTML={{ __html: shown?.html ?? '' }} />;
}
