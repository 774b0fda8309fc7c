/**
 * The guide builder (spec §3 guide tree, server/robot/kb/types.ts Guide): steps, the first one
 * shown with the answer, each with a prompt (plain text here) and buttons; a button leads to
 * another step of the guide or answers a document. Ids are made up for new steps and buttons
 * and can be changed; the server checks the whole tree on save (at most 30 steps of 10 buttons).
 */
import { useT } from '../../i18n/react';
import { button, danger, errorText, small } from '../styles';
import { nextId } from './kb-doc-form';
import type { GuideButton, GuideNode } from './kb-doc-form';
import { kbRows } from './kb-styles';

const NODES_MAX = 30;
const BUTTONS_MAX = 10;

export function GuideBuilder({ nodes, onChange, error }: { nodes: GuideNode[]; onChange: (n: GuideNode[]) => void; error?: string | null }) {
  const t = useT();
  const setNode = (i: number, n: Partial<GuideNode>) => onChange(nodes.map((x, k) => (k === i ? { ...x, ...n } : x)));
  const setButton = (i: number, j: number, b: Partial<GuideButton>) =>
    setNode(i, { buttons: nodes[i]!.buttons.map((x, k) => (k === j ? { ...x, ...b } : x)) });
  const addNode = () => onChange([...nodes, { nodeId: nextId('step', nodes.map((n) => n.nodeId)), prompt: '', buttons: [] }]);
  const addButton = (i: number) => {
    const n = nodes[i]!;
    const other = nodes.find((x) => x.nodeId !== n.nodeId);
    setNode(i, { buttons: [...n.buttons, { itemId: nextId('b', n.buttons.map((b) => b.itemId)), name: '', ...(other ? { next: other.nodeId } : { docId: '' }) }] });
  };
  return (
    <fieldset className={kbRows} aria-describedby={error ? 'kb-guide-error' : undefined}>
      <legend>{t('kb.guide')}</legend>
      <p style={{ margin: 0, color: '#566072', fontSize: 13 }}>{t('kb.guideHint')}</p>
      {nodes.map((n, i) => {
        const step = t('kb.guideStep', { n: i + 1 });
        return (
          <fieldset key={i} className={kbRows}>
            <legend>{step}</legend>
            <div className="row">
              <input aria-label={t('kb.guideStepId', { step })} value={n.nodeId} maxLength={32} dir="ltr" onChange={(e) => setNode(i, { nodeId: e.currentTarget.value })} />
              <button type="button" className={`${button} ${small} ${danger}`} aria-label={t('kb.removeNamed', { name: step })} onClick={() => onChange(nodes.filter((_x, k) => k !== i))}>{t('kb.remove')}</button>
            </div>
            <textarea aria-label={t('kb.guidePrompt', { step })} rows={2} maxLength={2000} value={n.prompt} onChange={(e) => setNode(i, { prompt: e.currentTarget.value })} />
            {n.buttons.map((b, j) => {
              const name = t('kb.guideButton', { step, n: j + 1 });
              const target = b.next !== undefined ? `node:${b.next}` : 'doc';
              return (
                <div className="row" key={j} role="group" aria-label={name}>
                  <input aria-label={t('kb.guideButtonLabel', { name })} value={b.name} maxLength={64} onChange={(e) => setButton(i, j, { name: e.currentTarget.value })} />
                  <select aria-label={t('kb.guideButtonTarget', { name })} value={target}
                    onChange={(e) => {
                      const v = e.currentTarget.value;
                      setButton(i, j, v === 'doc' ? { next: undefined, docId: b.docId ?? '' } : { next: v.slice(5), docId: undefined });
                    }}>
                    {nodes.filter((x) => x.nodeId !== n.nodeId).map((x) => <option key={x.nodeId} value={`node:${x.nodeId}`}>{t('kb.guideGoTo', { step: x.nodeId })}</option>)}
                    <option value="doc">{t('kb.guideAnswerDoc')}</option>
                  </select>
                  {target === 'doc' && (
                    <input aria-label={t('kb.guideButtonDoc', { name })} dir="ltr" value={b.docId ?? ''} maxLength={64} onChange={(e) => setButton(i, j, { docId: e.currentTarget.value })} />
                  )}
                  <button type="button" className={`${button} ${small}`} aria-label={t('kb.removeNamed', { name })}
                    onClick={() => setNode(i, { buttons: n.buttons.filter((_x, k) => k !== j) })}>{t('kb.remove')}</button>
                </div>
              );
            })}
            <div><button type="button" className={`${button} ${small}`} disabled={n.buttons.length >= BUTTONS_MAX} onClick={() => addButton(i)}>{t('kb.guideAddButton', { step })}</button></div>
          </fieldset>
        );
      })}
      <div><button type="button" className={`${button} ${small}`} disabled={nodes.length >= NODES_MAX} onClick={addNode}>{t('kb.guideAddStep')}</button></div>
      {error && <p id="kb-guide-error" className={errorText}>{error}</p>}
    </fieldset>
  );
}
