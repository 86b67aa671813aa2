import { z } from 'zod';
import { CEP_MESSAGES, type CepAddress } from '@ponte/shared';
import type { Env } from '../../env.ts';
import { HttpError } from '../../lib/errors.ts';
import { fetchWithDeadline } from '../../lib/fetch-with-deadline.ts';
import { loggerFor } from '../../lib/logger.ts';
import { LruCache, SingleFlight } from './cep-cache.ts';

const MAX_ENTRIES = 5000;
const FOUND_TTL_MS = 24 * 3600_000;
// Shorter: a brand-new CEP should not stay "unknown" for a whole day.
const NOT_FOUND_TTL_MS = 3600_000;

type Lookup = { found: true; address: CepAddress } | { found: false };

export interface CepDeps {
  env: Pick<Env, 'CEP_VIACEP_URL' | 'CEP_BRASILAPI_URL' | 'CEP_TIMEOUT_MS'>;
  now: () => Date;
}

/** The provider could not give an answer (network, timeout, 5xx, unexpected body): try the next one. */
class UpstreamError extends Error {}

const ViaCepSchema = z.object({
  logradouro: z.string().default(''),
  complemento: z.string().default(''),
  bairro: z.string().default(''),
  localidade: z.string(),
  uf: z.string(),
});

const BrasilApiSchema = z.object({
  street: z.string().nullish(),
  neighborhood: z.string().nullish(),
  city: z.string(),
  state: z.string(),
});

function toAddress(
  cep: string,
  parts: { street: string; complement: string; district: string; city: string; uf: string },
): CepAddress {
  const { street, complement, district, city, uf } = parts;
  return {
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    logradouro: street,
    complemento: complement,
    uf,
    localidade: city,
    bairro: district,
    postcode: cep,
    address: street,
    complement,
    state: uf,
    city,
    district,
  };
}

/** GET with the configured timeout, body included; any transport failure is an UpstreamError. */
async function getJson(url: string, timeoutMs: number, accept: (status: number) => boolean) {
  try {
    return await fetchWithDeadline(
      url,
      { headers: { accept: 'application/json' } },
      { timeoutMs },
      async (response) => {
        if (!accept(response.status)) {
          await response.body?.cancel();
          throw new UpstreamError(`${url} answered ${response.status}`);
        }
        return {
          status: response.status,
          body: response.status === 200 ? ((await response.json()) as unknown) : null,
        };
      },
    );
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    throw new UpstreamError(`${url}: ${(error as Error).message}`);
  }
}

const base = (url: string) => url.replace(/\/+$/, '');

async function fromViaCep(env: CepDeps['env'], cep: string): Promise<Lookup> {
  const { body } = await getJson(
    `${base(env.CEP_VIACEP_URL)}/ws/${cep}/json/`,
    env.CEP_TIMEOUT_MS,
    (s) => s === 200,
  );
  // ViaCEP answers an unknown CEP with 200 and `erro` ("true" today, true in the past).
  if (body && typeof body === 'object' && 'erro' in body) return { found: false };
  const parsed = ViaCepSchema.safeParse(body);
  if (!parsed.success) throw new UpstreamError('ViaCEP answered an unexpected body');
  const { logradouro, complemento, bairro, localidade, uf } = parsed.data;
  return {
    found: true,
    address: toAddress(cep, {
      street: logradouro,
      complement: complemento,
      district: bairro,
      city: localidade,
      uf,
    }),
  };
}

async function fromBrasilApi(env: CepDeps['env'], cep: string): Promise<Lookup> {
  const url = `${base(env.CEP_BRASILAPI_URL)}/api/cep/v1/${cep}`;
  const { status, body } = await getJson(url, env.CEP_TIMEOUT_MS, (s) => s === 200 || s === 404);
  if (status === 404) return { found: false };
  const parsed = BrasilApiSchema.safeParse(body);
  if (!parsed.success) throw new UpstreamError('BrasilAPI answered an unexpected body');
  const { street, neighborhood, city, state } = parsed.data;
  return {
    found: true,
    address: toAddress(cep, {
      street: street ?? '',
      complement: '',
      district: neighborhood ?? '',
      city,
      uf: state,
    }),
  };
}

/** ViaCEP first, BrasilAPI when ViaCEP cannot answer; both failing is a 503 the user can work around. */
async function lookUpstream(env: CepDeps['env'], cep: string): Promise<Lookup> {
  try {
    return await fromViaCep(env, cep);
  } catch (viaCepError) {
    try {
      return await fromBrasilApi(env, cep);
    } catch (brasilApiError) {
      loggerFor('cep').warn(
        { cep, viacep: (viaCepError as Error).message, brasilapi: (brasilApiError as Error).message },
        'no CEP provider answered',
      );
      throw new HttpError(503, CEP_MESSAGES.unavailable);
    }
  }
}

// One cache per app instance (keyed by its deps), so test apps in one process never share answers.
const states = new WeakMap<object, { cache: LruCache<Lookup>; flights: SingleFlight<Lookup> }>();

function stateOf(deps: CepDeps) {
  let state = states.get(deps);
  if (!state) {
    state = { cache: new LruCache(MAX_ENTRIES), flights: new SingleFlight() };
    states.set(deps, state);
  }
  return state;
}

/**
 * The address of an 8-digit CEP. Found and not-found answers are cached; failures never are.
 * `beforeUpstream` runs only when the answer is not cached (the route's rate limit).
 * The URLs are read from `deps.env` on each call, so tests can point them at local fakes.
 */
export async function findCepAddress(
  deps: CepDeps,
  cep: string,
  beforeUpstream?: () => Promise<void>,
): Promise<CepAddress> {
  const { cache, flights } = stateOf(deps);
  let lookup = cache.get(cep, deps.now().getTime());
  if (!lookup) {
    await beforeUpstream?.();
    lookup = await flights.run(cep, async () => {
      const result = await lookUpstream(deps.env, cep);
      cache.set(cep, result, result.found ? FOUND_TTL_MS : NOT_FOUND_TTL_MS, deps.now().getTime());
      return result;
    });
  }
  if (!lookup.found) throw new HttpError(404, CEP_MESSAGES.notFound);
  return lookup.address;
}
