/** A literal string inside a regular expression (phrases and names are matched as written). */
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
