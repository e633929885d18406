import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestServer } from './app';

export type Problem = {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  request_id?: string;
  retry_after?: number;
  errors?: Array<{ field: string; pointer: string; in: string; detail: string }>;
};

export type TokenPair = { access_token: string; refresh_token: string; client_id: number; expires_in: number; token_type: 'Bearer' };

/** An address no other test uses, in mixed case: the server stores it lower-cased. */
export function newEmail(name = 'Parent'): string {
  return `${name}.${randomBytes(4).toString('hex')}@Example.COM`;
}

/** A network address of its own, so that per-address limits of other tests never interfere. */
export function newIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c! || 1}`;
}

export interface CallOptions {
  payload?: unknown;
  /** Access token sent as `Authorization: Bearer`. */
  token?: string;
  headers?: Record<string, string>;
  /** The caller's network address (a new one by default). */
  ip?: string;
}

/** One API call as a client makes it. */
export function call(server: TestServer, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: CallOptions = {}) {
  return server.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? newIp(),
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.payload === undefined ? {} : { payload: options.payload as string }),
  });
}

export function expectProblem(res: LightMyRequestResponse, status: number, type: string): Problem {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json() as Problem;
  expect(body).toMatchObject({ type, status, title: expect.any(String) });
  return body;
}

/** A 400 VALIDATION_ERROR naming `field` of the body in `errors`, and in `detail` unless it is given. */
export function expectInvalid(res: LightMyRequestResponse, field: string, detail?: string, part = 'body'): Problem {
  const problem = expectProblem(res, 400, 'VALIDATION_ERROR');
  expect(problem.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, in: part })]));
  if (detail === undefined) expect(problem.detail).toContain(field);
  else expect(problem.detail).toBe(detail);
  return problem;
}

/** A token pair as the contract gives it. */
export function expectTokenPair(res: LightMyRequestResponse, status: number): TokenPair {
  expect(res.statusCode, res.body).toBe(status);
  const pair = res.json() as TokenPair;
  expect(pair).toEqual({
    access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    refresh_token: expect.stringMatching(/^[\w-]{43}$/),
    client_id: expect.any(Number),
    expires_in: expect.any(Number),
    token_type: 'Bearer',
  });
  return pair;
}

/** Signs up a new client (French unless `locale`), returning its address, password and first pair. */
export async function signUp(server: TestServer, fields: Record<string, unknown> = {}, locale = 'fr') {
  const email = newEmail();
  const password = `Pass-${randomBytes(6).toString('hex')}`;
  const res = await call(server, 'POST', '/api/clients', { payload: { email, password, ...fields }, headers: { 'x-lc-locale': locale } });
  return { email: email.toLowerCase(), password, pair: expectTokenPair(res, 201) };
}

export function signIn(server: TestServer, email: string, password: string, ip?: string) {
  return call(server, 'POST', '/api/clients/token', { payload: { email, password }, ...(ip ? { ip } : {}) });
}

export function getMe(server: TestServer, token: string) {
  return call(server, 'GET', '/api/clients/me', { token });
}
