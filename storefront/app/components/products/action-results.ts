import type { Product } from '@ponte/shared';

/** What the catalogue's per-product actions answer; `id` says which product's controls show it. */
export type SelectionResult =
  | { intent: 'mark'; id: number; ok: true; message: string; marked: boolean }
  | { intent: 'price'; id: number; ok: true; message: string; product: Product }
  | { intent: 'delete'; id: number; ok: true; message: string }
  | {
      intent: 'mark' | 'price' | 'delete';
      id: number;
      ok: false;
      error: string;
      errors?: Record<string, string[]>;
      /** The price as typed, shown again after a refusal. */
      value?: string;
    };

/** The latest result for one product: a fetcher's (with JavaScript) or the page's action data (without). */
export function resultFor(id: number, ...candidates: unknown[]): SelectionResult | undefined {
  for (const candidate of candidates) {
    const result = candidate as SelectionResult | undefined;
    if (result && typeof result === 'object' && 'intent' in result && result.id === id) return result;
  }
  return undefined;
}
