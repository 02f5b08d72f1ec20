/**
 * A LIKE/ILIKE pattern that finds `text` anywhere: `%`, `_` and `\` typed into a search box
 * are matched as themselves (PostgreSQL's default escape character is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
