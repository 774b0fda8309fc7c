/**
 * The visitor's identity per tenant (spec §6: "a stored user id tied to the tenant, kept
 * 504000000 ms"; DESIGN §3: userId and visitorToken stored together).
 */
import { Limits } from '../../protocol';
import { storage } from './index';

export interface StoredIdentity {
  userId: string;
  visitorToken?: string;
}

const key = (tenantId: string): string => `identity:${tenantId}`;

export async function loadIdentity(tenantId: string): Promise<StoredIdentity | undefined> {
  const id = await storage().get<StoredIdentity>(key(tenantId));
  return id && typeof id.userId === 'string' ? id : undefined;
}

export async function saveIdentity(tenantId: string, id: StoredIdentity): Promise<void> {
  await storage().set(key(tenantId), id, Limits.userIdLifetimeMs);
}

export async function clearIdentity(tenantId: string): Promise<void> {
  await storage().del(key(tenantId));
}
