import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { OpenAPIBackend, type Context, type Document } from 'openapi-backend';
import qs from 'qs';

/**
 * Stripe's own API description (2024-04-10) served on loopback: every request is validated against it and valid
 * ones are answered with Stripe's example object of the operation's resource. Stateless: a retrieve after a
 * create answers the example, not what was created.
 * A test can ask for one other answer to an operation's next valid request (refuseNext, answerNextWith).
 */

export interface RecordedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  query: qs.ParsedQs;
  /** The form body as Stripe reads it (every value a string, nested by brackets). */
  body: qs.ParsedQs;
  headers: IncomingHttpHeaders;
  /** What the double answered (set once it has). */
  response?: { status: number; body: unknown };
}

export interface StripeDouble {
  /** The base URL, for StripePayments' `apiUrl`. */
  url: string;
  host: string;
  port: number;
  requests: RecordedRequest[];
  /**
   * The next valid request to `target` is refused with `refusal` instead of the example, once (a request the
   * description forbids is still answered with its validation error, and does not use the refusal up).
   */
  refuseNext(target: OperationTarget, refusal: Refusal): void;
  /** The next valid request to `target` is answered 200 with `body` instead of the example, once. */
  answerNextWith(target: OperationTarget, body: unknown): void;
  close(): Promise<void>;
}

/** An operation of the description: its operationId (`PostTransfers`) or its method and path. */
export type OperationTarget = string | { method: string; path: string };

export interface Refusal {
  status: number;
  /** Stripe's error body, e.g. `{ error: { type: 'invalid_request_error', message: '…' } }`. */
  body: unknown;
  /** Extra response headers, e.g. `{ 'stripe-should-retry': 'false' }` (the SDK retries a 5xx without it). */
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface Schema {
  $ref?: string;
  'x-resourceId'?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
}

interface RawOperation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

interface RawSpec {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
}

const here = (file: string) => fileURLToPath(new URL(`./payments/${file}`, import.meta.url));
const specText = readFileSync(here('spec3.2024-04-10.subset.json'), 'utf8');
const fixtures = (
  JSON.parse(readFileSync(here('fixtures3.json'), 'utf8')) as { resources: Record<string, unknown> }
).resources;

const QS_OPTIONS = { arrayLimit: 1000, depth: 20 } as const;

const stripeError = (status: number, message: string, type = 'invalid_request_error'): Answer => ({
  status,
  body: { error: { type, message } },
});

/** What each operation answers: its resource's name, and whether it is a list of them. */
function resourcesByOperation(spec: RawSpec): Map<string, { resource: string; list: boolean }> {
  const resolve = (schema: Schema | undefined): Schema | undefined =>
    schema?.$ref ? spec.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
  const map = new Map<string, { resource: string; list: boolean }>();
  for (const methods of Object.values(spec.paths)) {
    for (const operation of Object.values(methods)) {
      const schema = resolve(operation.responses?.['200']?.content?.['application/json']?.schema);
      if (!operation.operationId || !schema) continue;
      const item = resolve(schema.properties?.data?.items);
      if (schema['x-resourceId'])
        map.set(operation.operationId, { resource: schema['x-resourceId'], list: false });
      else if (item?.['x-resourceId'])
        map.set(operation.operationId, { resource: item['x-resourceId'], list: true });
    }
  }
  return map;
}

/** AJV's path of a body or query error in Stripe's bracket notation: /requestBody/line_items/0/quantity → line_items[0][quantity]. */
function paramName(instancePath: string, extra?: string): string {
  const parts = instancePath
    .split('/')
    .slice(2)
    .concat(extra ?? []);
  return parts.map((part, i) => (i === 0 ? part : `[${part}]`)).join('');
}

function describeErrors(context: Context): string {
  const errors = context.validation.errors ?? [];
  return errors
    .map((error) => {
      const params = error.params as Record<string, unknown>;
      if (error.keyword === 'additionalProperties') {
        return `Received unknown parameter: ${paramName(error.instancePath, String(params.additionalProperty))}`;
      }
      if (error.keyword === 'required') {
        return `Missing required param: ${paramName(error.instancePath, String(params.missingProperty))}`;
      }
      const allowed = Array.isArray(params.allowedValues) ? ` (${params.allowedValues.join(', ')})` : '';
      return `Invalid ${paramName(error.instancePath) || 'request'}: ${error.message ?? error.keyword}${allowed}`;
    })
    .join('; ');
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startStripeDouble(): Promise<StripeDouble> {
  const spec = JSON.parse(specText) as RawSpec;
  const answers = resourcesByOperation(spec);
  let created = 0;
  const pending: { target: OperationTarget; answer: Answer }[] = [];
  /** Takes the first pending answer for this operation, if any. */
  const takePending = (context: Context): Answer | undefined => {
    const method = context.request.method.toUpperCase();
    const index = pending.findIndex(({ target }) =>
      typeof target === 'string'
        ? target === context.operation.operationId
        : target.method.toUpperCase() === method && target.path === context.request.path,
    );
    return index === -1 ? undefined : pending.splice(index, 1)[0]?.answer;
  };
  const api = new OpenAPIBackend({
    definition: JSON.parse(specText) as Document,
    strict: true,
    validate: true,
    // Validators are compiled on first use: compiling all of Stripe's eagerly takes over a minute.
    quick: true,
    ajvOpts: { coerceTypes: 'array', strict: false },
    customizeAjv: (ajv) => ajv.addFormat('unix-time', true).addFormat('decimal', /^-?\d+(\.\d+)?$/),
  });
  const hasKey = (context: Context, scheme: string) => {
    const { authorization: auth } = context.request.headers as Record<string, unknown>;
    return typeof auth === 'string' && auth.startsWith(`${scheme} `) && auth.length > scheme.length + 1;
  };
  api.registerSecurityHandler('basicAuth', (context) => hasKey(context, 'Basic'));
  api.registerSecurityHandler('bearerAuth', (context) => hasKey(context, 'Bearer'));
  api.register({
    notFound: (context: Context): Answer =>
      stripeError(
        404,
        `Unrecognized request URL (${context.request.method.toUpperCase()}: ${context.request.path}).`,
      ),
    methodNotAllowed: (context: Context): Answer =>
      stripeError(
        404,
        `Unrecognized request URL (${context.request.method.toUpperCase()}: ${context.request.path}).`,
      ),
    unauthorizedHandler: (): Answer => stripeError(401, 'You did not provide an API key.'),
    validationFail: (context: Context): Answer => stripeError(400, describeErrors(context)),
    notImplemented: (context: Context): Answer => {
      const override = takePending(context);
      if (override) return override;
      const answer = answers.get(context.operation.operationId ?? '');
      const fixture = answer && fixtures[answer.resource];
      if (!answer || !fixture)
        return stripeError(500, `No example for ${context.operation.operationId}`, 'api_error');
      const object = structuredClone(fixture) as Record<string, unknown>;
      if (answer.list) {
        return {
          status: 200,
          body: { object: 'list', data: [object], has_more: false, url: context.request.path },
        };
      }
      const ids = Object.values(context.request.params as Record<string, string>);
      if (ids.length === 1) object.id = ids[0];
      // A create gets an id of its own, as Stripe gives every new object one: the example's id with its end
      // numbered, as long as the example's (Stripe's description limits ids' length).
      else if (ids.length === 0 && context.request.method.toUpperCase() === 'POST') {
        const n = `_${++created}`;
        object.id = String(object.id).slice(0, -n.length) + n;
      }
      return { status: 200, body: object };
    },
  });
  await api.init();

  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const text = await readBody(req);
      const body = qs.parse(text, QS_OPTIONS);
      const query = qs.parse(url.search.slice(1), QS_OPTIONS);
      const record: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query,
        body,
        headers: req.headers,
      };
      requests.push(record);
      let answer: Answer;
      try {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(req.headers))
          if (value !== undefined) headers[name] = value;
        answer = (await api.handleRequest({
          method: req.method ?? 'GET',
          path: url.pathname,
          query: url.search.slice(1),
          // Validation coerces in place: it gets its own copy so the record keeps what was sent.
          body: qs.parse(text, QS_OPTIONS),
          headers,
        })) as Answer;
      } catch (error) {
        answer = stripeError(500, error instanceof Error ? error.message : String(error), 'api_error');
      }
      record.response = { status: answer.status, body: answer.body };
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.setHeader('request-id', `req_double_${requests.length}`);
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      res.end(JSON.stringify(answer.body));
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    requests,
    refuseNext: (target, refusal) => {
      pending.push({ target, answer: { ...refusal } });
    },
    answerNextWith: (target, body) => {
      pending.push({ target, answer: { status: 200, body } });
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
