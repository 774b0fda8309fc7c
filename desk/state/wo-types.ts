/**
 * The tenant's work-order types (names, fields, options), read once per sign-in for the inbox's
 * type filter and the detail's option labels, with `wo/types` (every agent may read them). Failing
 * that, the desk shows the stored values and takes the type names from the orders it lists.
 */
import type { DeskWoType } from '../../protocol';
import { call } from '../api/client';

let cached: Promise<DeskWoType[]> | null = null;

export function woTypes(): Promise<DeskWoType[]> {
  cached ??= call<{ types: DeskWoType[] }>('wo/types')
    .then((r) => r.types)
    .catch((err: unknown) => {
      cached = null;
      throw err;
    });
  return cached;
}

/** After the admin changed a type: the next read asks the server again. */
export function forgetWoTypes(): void {
  cached = null;
}
