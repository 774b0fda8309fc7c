/**
 * The visitor's smaller calls of spec §7: profile (resetUser/resetInfo, submitUserForm), read
 * receipts, typing, msgComplete, updateSessionMsg, beforeUnload, the agent card and groups.
 */
import { ConnectionType, EMAIL_PATTERN, LOCALES, UserStatus } from '../../protocol';
import type { AdminCard, ChannelGroup } from '../../protocol';
import { toAdminCard } from '../agents';
import { badRequest, forbidden, notFound } from '../errors';
import type { VisitorIdentity } from '../identity';
import { tenantTopic } from '../bus';
import type { ChatDeps } from './context';
import { loadConversation, requireChannel } from './conversation';
import { profileColumns } from './lifecycle';
import { validateUserForm } from './user-form';
import type { UserFormInput } from './user-form';
import { RateLimiter, oncePer } from '../rate-limit';
import type { MsgTemplate } from '../channels';
import { advanceReadSeq, touchVisitor, visitorLocale, writeProfile } from './store/visitors';
import { ownMessageId, setDocNode } from './store/messages';
import { tenantAgent } from './store/agents';

/** DESIGN §6 / security-cases: typing reports coalesced to one per second per visitor. */
export const TYPING_WINDOW_MS = 1000;

/** What resetUser / resetInfo may change: the visitor's own profile, never status. */
export interface ProfilePatch { userName?: string; email?: string; phone?: string; locale?: string; params?: string }

export interface ProfileApi {
  resetUser(id: VisitorIdentity, patch: ProfilePatch): Promise<void>;
  submitUserForm(id: VisitorIdentity, input: UserFormInput): Promise<void>;
  read(id: VisitorIdentity, pollId: number): Promise<void>;
  typing(id: VisitorIdentity, msgContent: string): Promise<{ published: boolean }>;
  msgComplete(id: VisitorIdentity, msgId: string | undefined): Promise<void>;
  updateSessionMsg(id: VisitorIdentity, msgId: string, docNode: string): Promise<void>;
  beforeUnload(id: VisitorIdentity): Promise<void>;
  adminCard(id: VisitorIdentity): Promise<AdminCard | null>;
  groups(id: VisitorIdentity): Promise<ChannelGroup[]>;
  msgTemplates(id: VisitorIdentity): Promise<MsgTemplate[]>;
}

export function createProfileApi(deps: ChatDeps): ProfileApi {
  const { db, clock, bus } = deps;
  const typingGate = new RateLimiter(clock, oncePer(TYPING_WINDOW_MS));
  const signal = (id: VisitorIdentity, s: 'typing' | 'read' | 'unload' | 'profile', data?: Record<string, unknown>) =>
    bus.publish(tenantTopic(id.tenantId), { kind: 'visitor', tenantId: id.tenantId, channelId: id.channelId, userId: id.userId, signal: s, ...(data ? { data } : {}) });

  return {
    async resetUser(id, patch) {
      await loadConversation(deps, id);
      if (patch.email && !EMAIL_PATTERN.test(patch.email)) throw badRequest('email', 'must be an e-mail address');
      if (patch.locale && !(LOCALES as readonly string[]).includes(patch.locale)) throw badRequest('locale', `must be one of ${LOCALES.join(', ')}`);
      const set = profileColumns(patch);
      if (!Object.keys(set).length) return;
      await writeProfile(db, id.userId, { ...set, updated_at: clock.now() });
      await signal(id, 'profile');
    },

    async submitUserForm(id, input) {
      await loadConversation(deps, id);
      const config = (await requireChannel(deps, id)).config;
      const shown = await deps.channels.info(id.channelId, (await visitorLocale(db, id.userId)) ?? undefined);
      // validated completely before anything is written: a rejected call changes nothing
      const form = validateUserForm(config.userForm.formList, input, config.phoneRule, shown?.userForm?.formList ?? config.userForm.formList);
      await writeProfile(db, id.userId, {
        ...profileColumns({ ...(form.userName ? { userName: form.userName } : {}), ...(form.phone ? { phone: form.phone } : {}), ...(form.email ? { email: form.email } : {}) }),
        form_params: form.formParams, form_submitted_at: clock.now(), updated_at: clock.now(),
      });
      await signal(id, 'profile');
    },

    async read(id, pollId) {
      await loadConversation(deps, id);
      // read receipts only move forward and never past the log's head
      if (await advanceReadSeq(db, id.userId, pollId)) await signal(id, 'read', { pollId });
    },

    async typing(id, msgContent) {
      const conv = await loadConversation(deps, id);
      // spec §7: typing is reported only in manual service (and tenantVersion above 0)
      if (conv.status !== UserStatus.manual || conv.connection !== ConnectionType.manual) throw forbidden('typing is reported only while chatting with an agent');
      const config = (await requireChannel(deps, id)).config;
      if (config.tenantVersion <= 0) throw forbidden('typing reports are not enabled for this channel');
      if (!typingGate.take(id.userId)) return { published: false };
      await signal(id, 'typing', { preview: msgContent.slice(0, 200) });
      return { published: true };
    },

    async msgComplete(id, msgId) {
      await loadConversation(deps, id);
      if (msgId === undefined) return;
      if ((await ownMessageId(db, msgId, id.userId)) === undefined) throw notFound('msgId: message not found');
    },

    async updateSessionMsg(id, msgId, docNode) {
      await loadConversation(deps, id);
      // only a message of the visitor's own conversation (another's msgId changes nothing: P5)
      if (!(await setDocNode(db, id, msgId, docNode))) throw notFound('msgId: message not found');
    },

    async beforeUnload(id) {
      await loadConversation(deps, id);
      await touchVisitor(db, id.userId, clock.now());
      await signal(id, 'unload');
    },

    async adminCard(id) {
      const conv = await loadConversation(deps, id);
      if (!conv.adminId) return null;
      const a = await tenantAgent(db, conv.adminId, id.tenantId);
      return a ? toAdminCard(a) : null;
    },

    async groups(id) {
      await loadConversation(deps, id);
      return deps.channels.groups(id.channelId, (await visitorLocale(db, id.userId)) ?? undefined);
    },

    async msgTemplates(id) {
      await loadConversation(deps, id);
      return deps.channels.msgTemplates(id.channelId);
    },
  };
}
