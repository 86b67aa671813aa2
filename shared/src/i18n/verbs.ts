/**
 * One verb per action (decision 042's table, checked by `verbs.test.ts` and the console's English
 * messages test): for each action, the words that must not name it, in pt-BR (the catalog's keys and
 * every source string of both apps) and in English (the catalog's values and react-admin's layers).
 * A word here is a synonym someone could reach for, so a screen never says "Excluir" beside "Remover".
 */
export interface VerbRule {
  action: string;
  /** The product's word, pt-BR and en. */
  verb: { 'pt-BR': string; en: string };
  /** Synonyms refused, as whole words (case-insensitive). */
  forbidden: { 'pt-BR': RegExp; en: RegExp };
}

export const VERB_RULES: VerbRule[] = [
  {
    action: 'delete for good',
    verb: { 'pt-BR': 'Remover / removido(a)', en: 'Remove / removed' },
    forbidden: {
      'pt-BR': /\b(exclu(ir|a|ído|ída|ídos|ídas|são)|delet(ar|ado|ada)|apag(ar|ado|ada|ue))\b/iu,
      en: /\b(delete|deleted|deleting|deletion|erase|erased)\b/i,
    },
  },
  {
    action: 'keep but switch off',
    verb: { 'pt-BR': 'Desativar / desativado(a)', en: 'Deactivate / deactivated' },
    forbidden: { 'pt-BR': /\b(inativ(ar|ado|ada|ados|adas))\b/iu, en: /\b(disable|inactivate)\b/i },
  },
  {
    action: "end a subscription's renewal / withdraw a request",
    verb: { 'pt-BR': 'Cancelar assinatura / Cancelar pedido', en: 'Cancel subscription / Cancel request' },
    forbidden: {
      'pt-BR': /\b(encerrar assinatura|anular|desistir)\b/iu,
      en: /\b(unsubscribe|revoke request)\b/i,
    },
  },
  {
    action: 'load again after a failure',
    verb: { 'pt-BR': 'Tentar novamente', en: 'Try again' },
    forbidden: { 'pt-BR': /\b(tent(ar|e) de novo)\b/iu, en: /\b(retry|try once more)\b/i },
  },
  {
    action: 'save a form',
    verb: { 'pt-BR': 'Salvar / salvo(s)', en: 'Save / saved' },
    forbidden: {
      'pt-BR': /\b(grav(ar|ado|ada|ados|adas)|guard(ar|ado|ada))\b/iu,
      en: /\b(store changes|persist)\b/i,
    },
  },
];

/** The rules a text breaks in a language: one entry per action whose synonym it uses, with the word. */
export function verbViolations(
  text: string,
  locale: 'pt-BR' | 'en',
): { action: string; word: string; verb: string }[] {
  const found: { action: string; word: string; verb: string }[] = [];
  for (const rule of VERB_RULES) {
    const match = rule.forbidden[locale].exec(text);
    if (match) found.push({ action: rule.action, word: match[0], verb: rule.verb[locale] });
  }
  return found;
}
