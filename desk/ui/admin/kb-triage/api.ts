/** The workbench's calls (docs/api.md "Trying the robot", "Unknown-question triage"). */
import type { AddSimilarResult, TriageAction, TriageQuestion, TryResult } from '../../../../protocol';
import { call } from '../../../api/client';
import { $triageWaiting } from './waiting';

/** An entry as the pickers need it (admin/kb/list returns more). */
export interface DocRef { docId: string; question: string; locale?: string; similarQuestions?: string[]; enabled?: boolean }

export const listDocs = (): Promise<DocRef[]> => call<{ docs: DocRef[] }>('admin/kb/list').then((r) => r.docs);

export const tryRobot = (question: string, locale: string, channelId?: string): Promise<TryResult> =>
  call<TryResult>('admin/robot/try', { question, locale, ...(channelId ? { channelId } : {}) });

export const addSimilar = (docId: string, question: string): Promise<AddSimilarResult> =>
  call<AddSimilarResult>('admin/kb/addSimilar', { docId, question });

export const listTriage = (): Promise<{ questions: TriageQuestion[]; waiting: number }> =>
  call<{ questions: TriageQuestion[]; waiting: number }>('admin/kb/triage/list', {}).then((r) => { $triageWaiting.set(r.waiting); return r; });

export const sessionTriage = (sessionId: string): Promise<TriageQuestion[]> =>
  call<{ questions: TriageQuestion[] }>('admin/kb/triage/session', { sessionId }).then((r) => r.questions);

export async function resolve(questionKey: string, action: TriageAction, docId?: string): Promise<number> {
  const r = await call<{ waiting: number }>('admin/kb/unknown/resolve', { questionKey, action, ...(docId ? { docId } : {}) });
  $triageWaiting.set(r.waiting);
  return r.waiting;
}

/** A new entry's id: letters and digits from the time and chance (kb/validate.ts DOC_ID). */
export const newDocId = (): string => `q-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain answer text as the answer's HTML: paragraphs at blank lines, line breaks kept, nothing interpreted. */
export function answerHtml(text: string): string {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
  return text.trim().split(/\n\s*\n/).map((p) => `<p>${esc(p.trim()).replace(/\n/g, '<br>')}</p>`).join('');
}

/** An element id for a question key (keys hold spaces and any script; ids may not hold spaces). */
export function keyId(key: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}
