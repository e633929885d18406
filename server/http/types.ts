import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/shared/api/schema';

export type Schemas = components['schemas'];
export type LocaleCode = Schemas['LocaleCode'];

type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Params<O, K extends string> = O extends { parameters: infer PS } ? (K extends keyof PS ? NonNullable<PS[K]> : Record<string, never>) : never;

/** A Fastify request typed from the generated contract of one operation. */
export type OperationRequest<Id extends keyof operations> = FastifyRequest<{
  Body: operations[Id] extends { requestBody?: infer R } ? JsonBody<NonNullable<R>> : never;
  Querystring: Params<operations[Id], 'query'>;
  Params: Params<operations[Id], 'path'>;
}>;

/** Handlers by operationId, each typed from the contract. */
export type Handlers = {
  [Id in keyof operations]?: (request: OperationRequest<Id>, reply: FastifyReply) => Promise<unknown>;
};

/** The requests whose answer depends on their X-LC-Locale header: their handler read it. */
const localeReaders = new WeakSet<FastifyRequest>();

/** The locale the call asks for (X-LC-Locale; French by default). */
export function requestLocale(request: FastifyRequest): LocaleCode {
  localeReaders.add(request);
  const value = request.headers['x-lc-locale'];
  return value === 'de' || value === 'nl' || value === 'es' ? value : 'fr';
}

/** Whether the answer to `request` depends on its X-LC-Locale header (`Vary`). */
export function readsLocale(request: FastifyRequest): boolean {
  return localeReaders.has(request);
}
