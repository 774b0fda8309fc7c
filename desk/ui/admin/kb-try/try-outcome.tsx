/**
 * What the try box shows for one question: the decision in words, the reply as the visitor reads
 * it, and the entries the robot weighed (score, the shared words — a concept of the product's
 * lexicon marked as such) with a button adding the question to each one's similar questions.
 */
import type { TryCandidate, TryResult } from '../../../../protocol';
import { useT } from '../../../i18n/react';
import { plainText } from '../../common/format';
import { button, muted, small, srOnly, table, tableWrap, tag } from '../../styles';

/** A concept term (server/robot/text/concepts.ts) starts with `~`. */
const CONCEPT = '~';

function replyText(r: TryResult): string {
  const first = r.answer.answers[0];
  const items = (first as { clarifyGuide?: { name: string }[] } | undefined)?.clarifyGuide ?? [];
  const text = plainText(first?.text ?? '');
  return items.length ? `${text}\n${items.map((i) => `• ${i.name}`).join('\n')}` : text;
}

function Terms({ c }: { c: TryCandidate }) {
  const t = useT();
  if (!c.matched.length) return <span className={muted}>{t('try.matchedNone')}</span>;
  return (
    <ul className="terms" aria-label={t('try.matchedLabel', { entry: c.question })} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {c.matched.map((w) => <li key={w} className={tag} dir="auto">{w.startsWith(CONCEPT) ? t('try.concept', { name: w.slice(1) }) : w}</li>)}
    </ul>
  );
}

export function TryOutcome({ asked, result, onAdd }: { asked: string; result: TryResult; onAdd: (docId: string, entry: string) => void }) {
  const t = useT();
  const answered = result.candidates.find((c) => c.docId === result.docId);
  const decision = result.decision === 'answer' ? t('try.decision.answer', { entry: answered?.question ?? result.docId ?? '' })
    : result.decision === 'didYouMean' ? t('try.decision.didYouMean')
      : result.decision === 'human' ? t('try.decision.human') : t('try.decision.unknown');
  const suggestions = result.answer.suggestList ?? [];
  return (
    <div style={{ display: 'grid', gap: 8 }} data-decision={result.decision}>
      <p className="decision" dir="auto">{t('try.asked', { question: asked })} {decision}</p>
      <p className="reply" dir="auto"><span className={srOnly}>{t('try.reply')}: </span>{replyText(result)}</p>
      {result.decision === 'unknown' && suggestions.length > 0 && (
        <p className={muted} dir="auto">{t('try.suggestions', { list: suggestions.map((s) => s.question).join(' · ') })}</p>
      )}
      {result.wouldLogUnknown && <p className={muted}>{t('try.wouldLog')}</p>}
      {result.candidates.length > 0 ? (
        <div className={tableWrap}>
          <table className={table}>
            <caption className={muted} style={{ textAlign: 'start' }}>{t('try.candidates')}</caption>
            <thead><tr><th scope="col">{t('try.entry')}</th><th scope="col">{t('try.score')}</th><th scope="col">{t('try.why')}</th><th scope="col">{t('inbox.actions')}</th></tr></thead>
            <tbody>
              {result.candidates.map((c) => (
                <tr key={c.docId}>
                  <td className="wrap" dir="auto">{c.question}</td>
                  <td>{t('try.scoreValue', { score: Math.round(c.score * 100) })}</td>
                  <td><Terms c={c} /></td>
                  <td>
                    <button type="button" className={`${button} ${small}`} aria-label={t('try.addNamed', { entry: c.question })} onClick={() => onAdd(c.docId, c.question)}>
                      {t('try.add')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : <p className={muted}>{t('try.noCandidates')}</p>}
    </div>
  );
}
