/** An ILIKE pattern for text anywhere: `%` and `_` in what the admin types are letters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
