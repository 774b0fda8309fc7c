/**
 * Robot or agent HTML, sanitised (src/html/sanitize.ts) before it is rendered. Until the
 * sanitizer chunk has loaded, the text content is shown (DOMParser runs no script).
 */
import { useEffect, useState } from 'react';
import { sanitizeHtml, sanitizeNow } from '../../../html/sanitize';

function plainText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

export function Html({ html }: { html: string }) {
  const [clean, setClean] = useState<string | null>(() => sanitizeNow(html));
  useEffect(() => {
    let live = true;
    if (clean === null) void sanitizeHtml(html).then((c) => live && setClean(c));
    return () => {
      live = false;
    };
  }, [html, clean]);
  // dir="auto": a message in another script than the interface reads in its own direction
  if (clean === null) return <div dir="auto">{plainText(html)}</div>;
  return <div dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
