/**
 * Tags on conversations (docs/api.md "Tags"): every agent reads the tenant's tags and tags any
 * conversation of the tenant; admins create, rename, recolour and delete tags (403 otherwise).
 * Strict bodies; the tenant is the desk token's.
 */
import type { FastifyInstance } from 'fastify';
import { TagColors, TagLimits } from '../../../protocol';
import type { Services } from '../../services';
import type { ConversationTagsInput, TagSetInput } from '../../tags';
import { body, deskPost, id64, str, strList } from './desk-schema';

/** room for surrounding spaces: the domain trims, then says "name: at most 32 characters" */
const name = str(TagLimits.nameMax * 4);
const color = { type: 'string', enum: [...TagColors] } as const;
/** more than perConversation may be asked for: the answer is then the clear 409, not a schema 400 */
const tagIds = strList(TagLimits.perTenant, 64);

export async function deskTagRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { tags } = services;
  const admin = { admin: true };

  deskPost(app, services, 'tags/list', body({}), async (_b, p) => ({ tags: await tags.list(p.tenantId) }));
  deskPost<ConversationTagsInput>(app, services, 'conversation/tags', body({ sessionId: id64, add: tagIds, remove: tagIds }, ['sessionId']),
    (b, p) => tags.tag(p, b));
  deskPost<TagSetInput>(app, services, 'admin/tags/set', body({ tagId: id64, name, color }, ['name', 'color']), (b, p) => tags.set(p.tenantId, b), admin);
  deskPost<{ tagId: string }>(app, services, 'admin/tags/delete', body({ tagId: id64 }, ['tagId']), (b, p) => tags.remove(p.tenantId, b.tagId), admin);
}
