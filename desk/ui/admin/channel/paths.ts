/**
 * Paths into a channel's settings, as the server names them in a refusal
 * (`chatMenuConfigPlan.chatMenuConfigList[2].labelLink: …`, server/channels/checks.ts), and the
 * id of the control that edits each one: `ch-` and the path's parts joined by `-`
 * (`ch-chatMenuConfigPlan-chatMenuConfigList-2-labelLink`). The plain fields keep their old ids
 * (`ch-mainColor`). Immutable reads and writes at a path, and the list moves the editors make.
 */

export type Seg = string | number;
export type Path = readonly Seg[];

/** `a.b[2].c` → ['a', 'b', 2, 'c'] */
export function parsePath(s: string): Seg[] {
  const out: Seg[] = [];
  for (const m of s.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(m[2] !== undefined ? Number(m[2]) : m[1]!);
  return out;
}

/** ['a', 'b', 2, 'c'] → `a.b[2].c` */
export function pathText(p: Path): string {
  return p.map((s, i) => (typeof s === 'number' ? `[${s}]` : i ? `.${s}` : s)).join('');
}

/** The id of the control editing `p`. */
export const controlIdOf = (p: Path): string => `ch-${p.join('-')}`;

export function getAt(v: unknown, p: Path): unknown {
  let cur = v;
  for (const s of p) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[s as string];
  }
  return cur;
}

/** A copy of `v` with `value` at `p` (objects and lists made on the way; undefined deletes an object key). */
export function setAt(v: unknown, p: Path, value: unknown): unknown {
  if (!p.length) return value;
  const [head, ...rest] = p;
  if (typeof head === 'number') {
    const list = Array.isArray(v) ? [...(v as unknown[])] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const o = v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Record<string, unknown>) } : {};
  const next = setAt(o[head!], rest, value);
  if (next === undefined) delete o[head!];
  else o[head!] = next;
  return o;
}

/** A list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item!);
  return out;
}

/** What an editor did to one of its lists, so the same happens to each language's copy. */
export type ListChange = { kind: 'move'; from: number; to: number } | { kind: 'remove'; index: number };
export type ListOp = ListChange & { path: Path };

/** The change of the list at `path`. */
export const opAt = (c: ListChange | undefined, path: Path): ListOp | undefined => (c ? { ...c, path } : undefined);

export function applyOp(v: unknown, op: ListOp): unknown {
  const list = getAt(v, op.path);
  if (!Array.isArray(list)) return v;
  const next = op.kind === 'move' ? (op.from < list.length && op.to < list.length ? moved(list, op.from, op.to) : list) : list.filter((_, i) => i !== op.index);
  return setAt(v, op.path, next);
}
