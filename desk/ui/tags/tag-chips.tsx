/**
 * A conversation's tags as coloured chips (names from the $tags store; a tag deleted meanwhile
 * is not shown). Nothing is rendered for no tags.
 */
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react';
import { $tagsById } from '../../state/tags';
import { chip, chipList, tagStyle } from './tag-style';

export { tagStyle };

export function TagChips({ tagIds }: { tagIds: readonly string[] }) {
  const t = useT();
  const byId = useStore($tagsById);
  const tags = tagIds.map((id) => byId.get(id)).filter((g) => g !== undefined);
  if (!tags.length) return null;
  return (
    <ul className={chipList} aria-label={t('tags.label')}>
      {tags.map((g) => <li key={g.tagId} className={chip} style={tagStyle(g.color)}><span className="name" dir="auto">{g.name}</span></li>)}
    </ul>
  );
}
