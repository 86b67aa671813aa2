/** Phrases of the bling integration (issue #6), merged into the catalog (pt-BR key → en). */
export const blingPhrases: Record<string, string> = {};
