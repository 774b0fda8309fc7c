/** The desk's knowledge-base editor calls on SQLite and on the local PostgreSQL (kb-editor.suite.ts). */
import { onPostgres } from '../helpers';
import { runKbEditorSuite } from './kb-editor.suite';

runKbEditorSuite('sqlite');
await onPostgres('knowledge-base editor calls', () => runKbEditorSuite('pg'));
