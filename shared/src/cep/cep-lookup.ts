/**
 * The CEP lookup of every address form (the site's profile and shipment orders, the console's client form),
 * without zod or a framework (`@ponte/shared/cep`): when to ask, what an answer fills, what a refusal says,
 * and that an answer for a CEP no longer in the field is dropped. Each form brings how it asks (the site's
 * `/cep/:cep`, the console's data provider) and how it writes its fields and shows a refusal.
 */
import { onlyDigits } from '../validation/documents.ts';

/** What an answer fills. The number and the complement are the person's: a CEP does not know them. */
export const CEP_FILLED_FIELDS = ['address', 'district', 'city', 'state'] as const;
export type CepFilledField = (typeof CEP_FILLED_FIELDS)[number];
export type CepFound = Record<CepFilledField, string>;

/** The lookup's own sentences (pt-BR, catalog keys), when the API has none to give. */
export const CEP_LOOKUP_PHRASES = {
  malformed: 'CEP inválido: informe 8 dígitos.',
  notFound: 'CEP não encontrado.',
  unreachable: 'Não foi possível consultar o CEP. Preencha o endereço.',
} as const;

/**
 * One lookup's outcome: the address, or the sentence to show. A `final` refusal is about the CEP itself
 * (unknown, malformed), so asking again cannot change it; any other (no answer, the service down, too many
 * lookups) may be asked again.
 */
export type CepAnswer = { found: CepFound } | { refused: string; final: boolean };

/** A refusal from the HTTP status (0: no answer came) and the API's sentence, when it sent one. */
export function cepRefusal(status: number, sentence?: string): CepAnswer {
  const message =
    (status > 0 && sentence) ||
    (status === 404 ? CEP_LOOKUP_PHRASES.notFound : CEP_LOOKUP_PHRASES.unreachable);
  return { refused: message, final: status === 404 || status === 422 };
}

/** An HTTP answer of `GET /v1/cep/{cep}` (or the site's `/cep/:cep`, which relays it) as an outcome. */
export function cepAnswer(status: number, body: unknown): CepAnswer {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: string) => {
    const value = fields[key];
    return typeof value === 'string' ? value : '';
  };
  if (status < 200 || status > 299) return cepRefusal(status, text('error'));
  return {
    found: { address: text('address'), district: text('district'), city: text('city'), state: text('state') },
  };
}

/** The fields an answer changes: the ones it knows. What the person typed stays where the answer is empty. */
export const cepFill = (found: CepFound): Partial<CepFound> =>
  Object.fromEntries(
    CEP_FILLED_FIELDS.filter((field) => found[field] !== '').map((field) => [field, found[field]]),
  );

/**
 * Where the lookup stands, about the CEP now in the field (`cep`, its digits):
 * - `open`: not asked yet; it is asked once it has 8 digits;
 * - `settled`: the form already holds its address (the CEP the form opened with, or a refusal put aside),
 *   so only a press asks for it;
 * - `asking`, `found`, `refused`.
 */
export type CepLookupState =
  | { status: 'open' | 'settled' | 'asking'; cep: string }
  | { status: 'found'; cep: string; found: CepFound }
  | { status: 'refused'; cep: string; message: string; final: boolean };

export interface CepLookupOptions {
  /** The CEP the form opens with: its address is in the form already. */
  initial?: string | null | undefined;
  /** Asks for an 8-digit CEP. A rejection counts as no answer. */
  ask: (cep: string) => Promise<CepAnswer>;
  /** Writes an answer into the form, through `cepFill`. */
  onFound: (found: CepFound) => void;
  /** For a form that says a refusal when it happens (the console's notification) rather than from the state. */
  onRefused?: (message: string) => void;
}

export interface CepLookup {
  getState: () => CepLookupState;
  /** For React's useSyncExternalStore: `listener` runs after each change of state. */
  subscribe: (listener: () => void) => () => void;
  /** The CEP field's text, on each change and when the field is left. */
  update: (text: string) => void;
  /** "Buscar CEP": the same, and it also asks for a settled CEP and says when the CEP is malformed. */
  press: (text: string) => void;
  /** Puts a refusal aside: the address was typed by hand, or the form was sent as it is. */
  dismiss: () => void;
}

export function createCepLookup({ initial, ask, onFound, onRefused }: CepLookupOptions): CepLookup {
  let state: CepLookupState = { status: 'settled', cep: onlyDigits(initial ?? '') };
  const listeners = new Set<() => void>();
  const set = (next: CepLookupState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const refuse = (cep: string, message: string, final: boolean) => {
    set({ status: 'refused', cep, message, final });
    onRefused?.(message);
  };

  // Another CEP in the field: what was said about the previous one (a refusal, an answer on its way) is over.
  const follow = (text: string) => {
    const cep = onlyDigits(text);
    if (cep !== state.cep) set({ status: 'open', cep });
    return cep;
  };

  const lookUp = async (cep: string) => {
    set({ status: 'asking', cep });
    let answer: CepAnswer;
    try {
      answer = await ask(cep);
    } catch {
      answer = cepRefusal(0);
    }
    // A late answer, for a CEP the field no longer holds (or already answered), changes nothing.
    if (state.status !== 'asking' || state.cep !== cep) return;
    if ('found' in answer) {
      set({ status: 'found', cep, found: answer.found });
      onFound(answer.found);
    } else {
      refuse(cep, answer.refused, answer.final);
    }
  };

  // Not the same CEP twice: only an open one, or one whose refusal was no answer about it.
  const askable = () => state.status === 'open' || (state.status === 'refused' && !state.final);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(text) {
      const cep = follow(text);
      if (cep.length === 8 && askable()) void lookUp(cep);
    },
    press(text) {
      const cep = follow(text);
      if (cep.length !== 8) refuse(cep, CEP_LOOKUP_PHRASES.malformed, true);
      else if (state.status === 'settled' || askable()) void lookUp(cep);
      // Asked already: the answer is written again, or the refusal said again; a press while asking waits.
      else if (state.status === 'found') onFound(state.found);
      else if (state.status === 'refused') onRefused?.(state.message);
    },
    dismiss() {
      if (state.status === 'refused') set({ status: 'settled', cep: state.cep });
    },
  };
}
