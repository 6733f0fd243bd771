/** A user's text inside LIKE: its own %, _ and \ are literal. */
export function likePrefix(value: string): string {
  return `${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
