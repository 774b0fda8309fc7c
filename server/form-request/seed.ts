/**
 * Demo seed (the lead wires it into server/seed): the demo in-chat form's target. It points at
 * a documentation-only name (example.com), so the demo never posts a visitor's data anywhere
 * real; an operator replaces it with their own endpoint.
 */
import type { Db } from '../store/db';
import { saveTarget, validateTarget } from './targets';

export const DEMO_FORM_TARGET = {
  formId: 'demo-contact',
  url: 'https://forms.example.com/kefu/demo-contact',
  method: 'POST',
  contentType: 'application/json',
  fieldNames: ['name', 'phone', 'email', 'question'],
} as const;

export async function seedFormTargets(db: Db, tenantId: string, _channelId: string, now: number): Promise<void> {
  const t = validateTarget({ ...DEMO_FORM_TARGET, fieldNames: [...DEMO_FORM_TARGET.fieldNames] }, false);
  await saveTarget(db, tenantId, t, now);
}
