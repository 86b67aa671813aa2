/** A user's search text as an ILIKE pattern: their % and _ are literal, never wildcards. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
