import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { SecurityError } from 'fastify-openapi-glue';

/** RFC 9457 problem document; `type` carries the product's error code. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: FieldError[];
  /** With 429: seconds to wait, as the Retry-After header. */
  retry_after?: number;
}

export interface FieldError {
  field: string;
  pointer: string;
  in: 'body' | 'query' | 'path' | 'header';
  detail: string;
}

/** An error a handler throws to answer with a problem document. */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly title: string,
    detail?: string,
    readonly errors?: FieldError[],
    /** Seconds before trying again (429). */
    readonly retryAfter?: number,
  ) {
    super(detail ?? title);
  }
  toProblem(instance?: string): Problem {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      ...(this.message !== this.title ? { detail: this.message } : {}),
      ...(instance ? { instance } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.retryAfter !== undefined ? { retry_after: this.retryAfter } : {}),
    };
  }
}

/** A 400 about one field of the body that the contract alone cannot check. */
export function fieldProblem(type: string, title: string, field: string, detail: string): ProblemError {
  return new ProblemError(400, type, title, detail, [{ field, pointer: `/${field}`, in: 'body', detail }]);
}

/** A 400 VALIDATION_ERROR naming its fields; the detail lists their findings unless given. */
export function validationProblem(errors: FieldError[], detail = errors.map((e) => e.detail).join('; ')): ProblemError {
  return new ProblemError(400, 'VALIDATION_ERROR', 'Invalid request', detail, errors);
}

/** A 400 VALIDATION_ERROR about one parameter (of the path, the query or the body) that the contract alone cannot check. */
export function parameterProblem(field: string, part: FieldError['in'], detail: string): ProblemError {
  return validationProblem([{ field, pointer: `/${field}`, in: part, detail }], detail);
}

export const unauthorized = () => new ProblemError(401, 'UNAUTHORIZED', 'Authentication required', 'A valid bearer token is required');
export const forbidden = (detail: string) => new ProblemError(403, 'FORBIDDEN', 'Forbidden', detail);

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  if (problem.retry_after !== undefined) reply.header('Retry-After', String(problem.retry_after));
  // The request's id, as the answer's X-Request-Id and the log lines carry it: a caller quotes it.
  return reply.status(problem.status).type('application/problem+json').send({ ...problem, request_id: String(reply.request.id) });
}

export interface AjvFinding {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

const PARTS: Record<string, FieldError['in']> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

/** Turns Ajv's findings into one entry per field, with a sentence a caller can act on. */
export function fieldErrors(errors: AjvFinding[], context: string | undefined): FieldError[] {
  const part = PARTS[context ?? 'body'] ?? 'body';
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
    if (error.keyword === 'additionalProperties') segments.push(String(error.params.additionalProperty));
    const field = segments.length ? segments.join('.') : part;
    const label = field;
    let detail: string;
    switch (error.keyword) {
      case 'required':
        detail = `${label} is required`;
        break;
      case 'additionalProperties':
        detail = `${label} is not a known field`;
        break;
      case 'format':
        detail = `${label} must be a valid ${String(error.params.format)}`;
        break;
      case 'enum':
        detail = `${label} must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
        break;
      case 'type':
        detail = segments.length ? `${label} must be ${String(error.params.type)}` : `the ${part} must be ${String(error.params.type)}`;
        break;
      default:
        detail = `${label} ${error.message ?? 'is invalid'}`;
    }
    // One finding per field: the first (a wrong type says more than the enum it then misses).
    if (seen.has(field)) continue;
    seen.add(field);
    // RFC 6901: '' is the whole part; '~' and '/' inside a name are escaped again.
    const pointer = segments.map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1')).join('');
    out.push({ field, pointer, in: part, detail });
  }
  return out;
}

/** Fastify's own request errors, as the product names them. */
const FASTIFY_PROBLEMS: Record<string, { type: string; title: string; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { type: 'INVALID_JSON', title: 'Invalid request', detail: 'The body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { type: 'INVALID_JSON', title: 'Invalid request', detail: 'The body is not valid JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { type: 'UNSUPPORTED_MEDIA_TYPE', title: 'Unsupported media type', detail: 'The body must be sent as application/json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { type: 'PAYLOAD_TOO_LARGE', title: 'Payload too large', detail: 'The body is larger than 1 MiB' },
};

/** fastify-openapi-glue's SecurityError: every security handler refused the request. */
function securityRefusal(error: unknown): ProblemError | null {
  const { name, errors, statusCode } = error as Partial<SecurityError>;
  if (name !== 'Unauthorized' || !Array.isArray(errors)) return null;
  return errors.find((e): e is ProblemError => e instanceof ProblemError) ?? (statusCode === 403 ? forbidden('Not allowed') : unauthorized());
}

/** Messages the contract gives for a missing required field, by route ("POST /api/subscribers"). */
export type RequiredMessages = Map<string, string>;

export function problemErrorHandler(requiredMessages: RequiredMessages) {
  return function handle(error: FastifyError & { validationContext?: string }, request: FastifyRequest, reply: FastifyReply) {
    const instance = request.url.split('?')[0];
    if (error instanceof ProblemError) return sendProblem(reply, error.toProblem(instance));
    // The glue wraps what the security handlers threw: answer with the first of our own.
    const refusal = securityRefusal(error);
    if (refusal) return sendProblem(reply, refusal.toProblem(instance));
    if (error.validation) {
      const errors = fieldErrors(error.validation as AjvFinding[], error.validationContext);
      const routeKey = `${request.method} ${request.routeOptions.url ?? ''}`;
      const required = requiredMessages.get(routeKey);
      const missing = errors.some((e) => e.detail.endsWith(' is required'));
      return sendProblem(reply, validationProblem(errors, missing && required ? required : undefined).toProblem(instance));
    }
    const status = error.statusCode ?? 500;
    if (status === 401) return sendProblem(reply, unauthorized().toProblem(instance));
    const known = error.code ? FASTIFY_PROBLEMS[error.code] : undefined;
    if (known) return sendProblem(reply, { ...known, status, instance });
    if (status >= 400 && status < 500) {
      return sendProblem(reply, { type: 'BAD_REQUEST', title: 'Bad request', status, detail: error.message, instance });
    }
    request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, { type: 'INTERNAL_ERROR', title: 'Something went wrong on our side', status: 500, instance });
  };
}
