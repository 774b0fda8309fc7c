/** Sensitive words, one per line: a visitor's message with one is flagged (1208), an agent's never reaches the visitor. */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { call } from '../../api/client';
import { useT } from '../../i18n/react';
import { useAsync } from '../common/use-async';
import { errorMessage } from '../common/errors';
import { ErrorState, Loading } from '../common/states';
import { button, card, field, muted, primary } from '../styles';
import { SaveMessage, useSaver } from './saver';

export function WordsAdmin() {
  const t = useT();
  const data = useAsync(() => call<{ words: string[] }>('admin/sensitiveWords/get').then((r) => r.words), []);
  if (data.status === 'loading') return <Loading />;
  if (data.status === 'error') return <ErrorState message={errorMessage(t, data.error)} retry={data.reload} />;
  return <WordsForm words={data.data} onSaved={data.set} />;
}

function WordsForm({ words, onSaved }: { words: string[]; onSaved: (w: string[]) => void }) {
  const t = useT();
  const [text, setText] = useState(words.join('\n'));
  const saver = useSaver();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const list = text.split('\n').map((w) => w.trim()).filter(Boolean);
    await saver.run(async () => {
      const r = await call<{ words: string[] }>('admin/sensitiveWords/set', { words: list });
      onSaved(r.words);
      setText(r.words.join('\n'));
    });
  }
  return (
    <form className={card} onSubmit={submit} style={{ display: 'grid', gap: 12 }}>
      <p className={muted}>{t('words.hint')}</p>
      <label className={field}><span>{t('words.label')}</span><textarea rows={14} value={text} onChange={(e) => setText(e.currentTarget.value)} /></label>
      <div><button type="submit" className={`${button} ${primary}`} disabled={saver.busy}>{t('action.save')}</button> <SaveMessage message={saver.message} /></div>
    </form>
  );
}
