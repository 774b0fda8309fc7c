/** The labels a rating level offers (spec §3 levelTag / select), as checkboxes shown as chips. */
import { visuallyHidden } from '../../common/a11y';
import { chips } from './styles';
import type { EvaluationLevel } from '../../../../protocol';

/** The labels of a level: `select` when given, else the comma list of levelTag. */
export function tagsOf(level: EvaluationLevel | undefined): string[] {
  if (!level) return [];
  if (level.select?.length) return level.select.map((o) => String(o.value ?? o.name));
  return (level.levelTag ?? '').split(/[,，]/).map((t) => t.trim()).filter(Boolean);
}

export function TagPicker({ label, tags, chosen, onChange, required }: { label: string; tags: string[]; chosen: string[]; onChange: (next: string[]) => void; required: boolean }) {
  if (!tags.length) return null;
  return (
    <fieldset>
      {/* the labels are the channel's texts, maybe in another script than the interface */}
      <legend><span dir="auto">{label}</span>{required ? <abbr aria-hidden="true"> *</abbr> : null}</legend>
      <div className={chips}>
        {tags.map((tag) => (
          <label key={tag}>
            <input className={visuallyHidden} type="checkbox" checked={chosen.includes(tag)} aria-required={required || undefined}
              onChange={(e) => onChange(e.currentTarget.checked ? [...chosen, tag] : chosen.filter((x) => x !== tag))} />
            <span dir="auto">{tag}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
