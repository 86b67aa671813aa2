/** Phrases of the admin console (issue #5), merged into the catalog (pt-BR key → en). */
export const adminPhrases: Record<string, string> = {};
