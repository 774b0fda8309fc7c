/**
 * The work-order type editor's draft, the pure part (test/desk/wo.test.ts): a type as the form
 * edits it (fields and option rows with stable keys), back to the body of admin/woTypes/set,
 * moving rows, and the cascading options tree changed by a row's path.
 */
import { FieldType, WoLimits } from '../../../protocol';
import type { DeskWoOption, DeskWoType } from '../../../protocol';

export interface OptDraft { key: string; label: string; value: string; children: OptDraft[] }
export interface FieldDraft { key: string; fieldId?: string; fieldName: string; fieldType: number; required: boolean; options: OptDraft[] }
export interface TypeDraft { typeName: string; enabled: boolean; fields: FieldDraft[] }

let seq = 0;
export const newKey = (): string => `k${(seq += 1)}`;

/** Types 6–8 (drop-down, single and multiple choice) take a flat list of options; 9 a tree. */
export const takesOptions = (fieldType: number): boolean => fieldType === FieldType.dropdown || fieldType === FieldType.radio || fieldType === FieldType.checkbox;
export const isCascade = (fieldType: number): boolean => fieldType === FieldType.cascader;

export const newOption = (): OptDraft => ({ key: newKey(), label: '', value: '', children: [] });
export const newField = (): FieldDraft => ({ key: newKey(), fieldName: '', fieldType: FieldType.text, required: false, options: [] });

function optToDraft(o: DeskWoOption): OptDraft {
  return { key: newKey(), label: o.label, value: o.value, children: (o.children ?? []).map(optToDraft) };
}

export function toDraft(type: DeskWoType | null): TypeDraft {
  if (!type) return { typeName: '', enabled: true, fields: [] };
  return {
    typeName: type.typeName,
    enabled: type.enabled,
    fields: type.fields.map((f) => ({ key: newKey(), fieldId: f.fieldId, fieldName: f.fieldName, fieldType: f.fieldType, required: f.required, options: f.options.map(optToDraft) })),
  };
}

/** An option's value: as typed, or its label when left empty. */
function optOut(o: OptDraft, tree: boolean): DeskWoOption {
  const label = o.label.trim();
  const value = o.value.trim() || label;
  return tree ? { value, label, children: o.children.map((c) => optOut(c, true)) } : { value, label };
}

/** The body of admin/woTypes/set (options only where the field type takes them). */
export function fromDraft(d: TypeDraft, typeId?: string): Record<string, unknown> {
  return {
    ...(typeId ? { typeId } : {}),
    typeName: d.typeName.trim(),
    enabled: d.enabled,
    fields: d.fields.map((f) => ({
      ...(f.fieldId ? { fieldId: f.fieldId } : {}),
      fieldName: f.fieldName.trim(),
      fieldType: f.fieldType,
      required: f.required,
      options: takesOptions(f.fieldType) ? f.options.map((o) => optOut(o, false)) : isCascade(f.fieldType) ? f.options.map((o) => optOut(o, true)) : [],
    })),
  };
}

/** The list with item i moved by delta (−1 up, +1 down); out of range: the same list. */
export function move<T>(list: readonly T[], i: number, delta: number): T[] {
  const j = i + delta;
  if (i < 0 || i >= list.length || j < 0 || j >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(i, 1);
  next.splice(j, 0, item!);
  return next;
}

/**
 * The tree with the node at `path` (indexes from the root) replaced by what `f` returns, or
 * removed when it returns null.
 */
export function updateNode(tree: readonly OptDraft[], path: readonly number[], f: (n: OptDraft) => OptDraft | null): OptDraft[] {
  const [i, ...rest] = path;
  if (i === undefined) return [...tree];
  return tree.flatMap((n, k) => {
    if (k !== i) return [n];
    if (!rest.length) {
      const r = f(n);
      return r ? [r] : [];
    }
    return [{ ...n, children: updateNode(n.children, rest, f) }];
  });
}

/** The tree with a new empty child under the node at `path` (or a new top-level option for []). */
export function addChild(tree: readonly OptDraft[], path: readonly number[], child: OptDraft = newOption()): OptDraft[] {
  if (!path.length) return [...tree, child];
  return updateNode(tree, path, (n) => ({ ...n, children: [...n.children, child] }));
}

/** Whether a node at `path` may have children (the tree is at most WoLimits.cascadeDepthMax deep). */
export const canAddChild = (path: readonly number[]): boolean => path.length < WoLimits.cascadeDepthMax;

/** "1.2.1" for the path [0, 1, 0]: how the editor names a row of the tree. */
export const pathName = (path: readonly number[]): string => path.map((i) => i + 1).join('.');
