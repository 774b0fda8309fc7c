/** spec §3 type 1 text: plain text (never HTML), links clickable, entities normalised (spec §5). */
import { normaliseEntities } from '../../../format/date';
import { safeLink } from '../../../chat/links';

const URL_RE = /(https?:\/\/[^\s<>"'）)]+|www\.[^\s<>"'）)]+)/gi;

export function Linkified({ text }: { text: string }) {
  const clean = normaliseEntities(text);
  const parts = clean.split(URL_RE);
  return (
    <>
      {parts.map((part, i) => {
        if (i % 2 === 0) return part;
        const href = safeLink(part.startsWith('www.') ? `https://${part}` : part);
        return href ? <a key={i} href={href} target="_blank" rel="noopener noreferrer">{part}</a> : part;
      })}
    </>
  );
}

export function TextBody({ text }: { text: string }) {
  return <Linkified text={text} />;
}
