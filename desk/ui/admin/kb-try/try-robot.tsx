/**
 * "Try the robot" (docs/desk.md): ask a question as a visitor of a channel in a chosen language
 * would, and see what the robot decides — the answer, "did you mean", "I don't know" or a hand-over
 * to a person — with the entries it weighed, their scores and the words they share with the
 * question. One click adds the question to an entry's similar questions; the box then asks again,
 * so the admin sees the robot answer it. Nothing is logged: no visitor, no unknown question, no vote.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { TryResult } from '../../../../protocol';
import { call } from '../../../api/client';
import { $deskLocale } from '../../../i18n';
import { useT } from '../../../i18n/react';
import { errorMessage } from '../../common/errors';
import { button, errorText, field, primary, srOnly } from '../../styles';
import { addSimilar, tryRobot } from '../kb-triage/api';
import type { DocRef } from '../kb-triage/api';
import { tryBox } from '../kb-triage/styles';
import { localeGroups, localeName } from './locale-names';
import { TryOutcome } from './try-outcome';

interface Channel { channelId: string }

export function TryRobot({ onAddSimilar }: { onAddSimilar?: (docId: string, question: string) => void }) {
  const t = useT();
  const id = useId();
  const deskLocale = useStore($deskLocale);
  const [question, setQuestion] = useState('');
  const [locale, setLocale] = useState<string | null>(null);
  const [channelId, setChannelId] = useState('');
  const [used, setUsed] = useState<string[]>([]);
  const [channels, setChannels] = useState<Channel[]>([]);
  const [result, setResult] = useState<{ asked: string; r: TryResult } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');

  useEffect(() => {
    // the knowledge base's languages first in the list; the first channel by default
    // one row is enough: the list names the knowledge base's languages (admin/kb/list `locales`)
    void call<{ docs: DocRef[]; locales?: string[] }>('admin/kb/list', { limit: 1 })
      .then((r) => setUsed(r.locales ?? [...new Set(r.docs.map((d) => d.locale ?? 'zh'))]), () => undefined);
    void call<{ channels: Channel[] }>('admin/channels/list').then((r) => {
      setChannels(r.channels);
      setChannelId((c) => c || (r.channels[0]?.channelId ?? ''));
    }, () => undefined);
  }, []);
  const groups = localeGroups(used);
  const chosen = locale ?? (groups.used.includes(deskLocale) ? deskLocale : groups.used[0] ?? deskLocale);

  async function ask(q: string, announce?: string) {
    setBusy(true);
    setError('');
    try {
      const r = await tryRobot(q, chosen, channelId || undefined);
      setResult({ asked: q, r });
      setStatus(announce ?? t(`try.said.${r.decision}`));
    } catch (err) {
      setError(errorMessage(t, err));
    } finally {
      setBusy(false);
    }
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const q = question.trim();
    if (q) void ask(q);
  }

  async function add(docId: string, entry: string) {
    if (!result) return;
    const q = result.asked;
    setError('');
    try {
      await addSimilar(docId, q);
      onAddSimilar?.(docId, q);
      // asked again at once: the admin sees the robot answer it now
      await ask(q, t('try.added', { entry }));
    } catch (err) {
      setError(errorMessage(t, err));
    }
  }

  return (
    <section className={tryBox} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('try.title')}</h3>
      <form onSubmit={submit} aria-describedby={`${id}-hint`}>
        <label className={field}><span>{t('try.question')}</span>
          <input type="text" required maxLength={500} value={question} onChange={(e) => setQuestion(e.currentTarget.value)} dir="auto" />
        </label>
        <label className={field}><span>{t('try.locale')}</span>
          <select value={chosen} onChange={(e) => setLocale(e.currentTarget.value)}>
            {groups.used.length > 0 && <optgroup label={t('try.localesUsed')}>
              {groups.used.map((l) => <option key={l} value={l} lang={l}>{localeName(l)}</option>)}
            </optgroup>}
            <optgroup label={t('try.localesOther')}>
              {groups.other.map((l) => <option key={l} value={l} lang={l}>{localeName(l)}</option>)}
            </optgroup>
          </select>
        </label>
        <label className={field}><span>{t('try.channel')}</span>
          <select value={channelId} onChange={(e) => setChannelId(e.currentTarget.value)}>
            {channels.map((c) => <option key={c.channelId} value={c.channelId}>{c.channelId}</option>)}
            <option value="">{t('try.channelDefault')}</option>
          </select>
        </label>
        <button type="submit" className={`${button} ${primary}`} disabled={busy}>{t('try.ask')}</button>
      </form>
      <p id={`${id}-hint`} className={srOnly}>{t('try.hint')}</p>
      <span role="status" className={srOnly}>{status}</span>
      {error && <p role="alert" className={errorText}>{error}</p>}
      {result && <TryOutcome asked={result.asked} result={result.r} onAdd={(docId, entry) => void add(docId, entry)} />}
    </section>
  );
}
