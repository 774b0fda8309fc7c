/**
 * Property tests (security-cases "Protocol abuse"): random and hostile bodies at every visitor
 * route of the chat core — wrong types, deep nesting, huge strings, NUL, lone surrogates,
 * prototype keys, non-object bodies, empty bodies, text/plain. Never a 500, never a hang.
 */
import { before, describe } from 'node:test';
import { Endpoints } from '../../../protocol';
import type { EndpointName } from '../../../protocol';
import { fuzzJsonRoutes } from '../fuzz-kit';
import { useTestApp } from '../helpers';
import { startManualVisitor, startVisitor } from './fixtures';
import type { Visitor } from './fixtures';

/** The routes of server/http/routes/visitor-{chat,messages,events,profile}.ts. */
const ROUTES: EndpointName[] = [
  'channelInfo', 'chatStart', 'chatClose', 'beforeUnload', 'getAdminCard', 'getChannelGroup', 'getMsgTemplate',
  'sendMsg', 'getHistoryMsg', 'getSessionMsg', 'sysMsg', 'msgComplete', 'updateSessionMsg', 'typing',
  'getEventMsg', 'readMsg', 'resetUser', 'resetInfo', 'submitUserForm',
];
/** the body fields the routes read (the kit adds userId, tenantId, channelId and prototype keys) */
const FIELDS = [
  'userName', 'email', 'phone', 'groupId', 'adminId', 'locale', 'params', 'pid', 'refer',
  'msgContent', 'msgType', 'fileName', 'id', 'pageSize', 'maxTime', 'sessionId', 'clientType', 'msgId', 'docNode',
  'pollId', 'formParams', 'status', 'senderType',
];
const RUNS = 30;

describe('hostile bodies at every chat-core visitor route', () => {
  const t = useTestApp();
  let robot: Visitor;
  let manual: Visitor;
  before(async () => {
    robot = await startVisitor(t.app);
    manual = await startManualVisitor(t);
  });

  fuzzJsonRoutes(
    // a robot-service visitor twice as often as the others
    () => ({ app: t.app, tokens: [robot.token, manual.token, robot.token, undefined] }),
    ROUTES.map((name) => ({ path: Endpoints[name].path, fields: FIELDS })),
    RUNS,
  );
});
