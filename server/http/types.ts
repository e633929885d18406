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

export function requestLocale(request: FastifyRequest): LocaleCode {
  const value = request.headers['x-lc-locale'];
  return value === 'de' || value === 'nl' || value === 'es' ? value : 'fr';
}
