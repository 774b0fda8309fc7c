/**
 * "Try the robot" beside the knowledge-base document editor (its `aside` slot): a question added
 * to the entry being edited goes into the editor's draft too, so saving the draft keeps it.
 */
import type { KbEditorAside } from '../kb-doc-dialog';
import { TryRobot } from './try-robot';

export const tryRobotAside: KbEditorAside = (ctx) => (
  <TryRobot onAddSimilar={(docId, question) => { if (docId === ctx.savedDocId) ctx.addSimilar(question); }} />
);
