import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { HTTP_METHODS, type Operation } from '../../server/plugins/openapi';

/** The API's document as GET /api/docs/openapi.json serves it. */
export interface ApiDocument {
  openapi: string;
  servers?: { url: string; description?: string }[];
  tags?: { name: string }[];
  paths: Record<string, Partial<Record<(typeof HTTP_METHODS)[number], Operation>>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, Operation['responses'][string]>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
}

export async function fetchDocument(app: FastifyInstance): Promise<ApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/openapi.json answered ${res.statusCode}`);
  return res.json();
}

/** '/api/shop/order/details/{orderId}' for 'GET /api/shop/order/details/:orderId'. */
export const documentPath = (pattern: string) => pattern.replace(/:([A-Za-z]+)/g, '{$1}');

/** The document's operation for 'METHOD /api/path/:param', or undefined. */
export function operationOf(doc: ApiDocument, route: string): Operation | undefined {
  const [method, pattern] = route.split(' ');
  return doc.paths[documentPath(pattern!)]?.[method!.toLowerCase() as (typeof HTTP_METHODS)[number]];
}

/** The response the document gives for a status: its own, else its class (4XX), with a $ref followed. */
export function responseOf(doc: ApiDocument, operation: Operation, status: number) {
  const answer = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  if (!answer?.$ref) return answer;
  return doc.components.responses[answer.$ref.replace('#/components/responses/', '')];
}

/** The document's schemas compiled with Ajv (JSON Schema 2020-12, formats checked), once each. */
function schemaValidators(doc: ApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // The schemas' own $refs point into the document (#/components/…): they are read from it by name.
  ajv.addSchema(doc as object, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  return (key: string, schema: unknown) => {
    let validate = compiled.get(key);
    if (!validate) {
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/');
      validate = ajv.compile(JSON.parse(text) as object);
      compiled.set(key, validate);
    }
    return validate;
  };
}

/** Whether a JSON body is one the document lets a client send to the route (its application/json body). */
export function requestChecker(doc: ApiDocument) {
  const validatorOf = schemaValidators(doc);
  return (route: string, body: unknown): boolean => {
    const content = operationOf(doc, route)?.requestBody?.content?.['application/json'] as
      { schema?: unknown } | undefined;
    if (!content?.schema) throw new Error(`${route} documents no JSON body`);
    return validatorOf(`${route} body`, content.schema)(body);
  };
}

/**
 * Checks real answers against the document, as a validating proxy between a generated client and the shop
 * would: the status is one the operation documents, the content type one of that response's, and a JSON body
 * valid for its schema (JSON Schema 2020-12, formats checked). Returns the problems, [] when it holds.
 */
export function answerChecker(doc: ApiDocument) {
  const validatorOf = schemaValidators(doc);
  return (route: string, status: number, contentType: string | undefined, body: string): string[] => {
    const operation = operationOf(doc, route);
    if (!operation) return [`${route} is not in the document`];
    const answer = responseOf(doc, operation, status);
    if (!answer) return [`${route} does not document a ${status} answer`];
    const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
    const content = answer.content ?? {};
    if (!mediaType)
      return Object.keys(content).length === 0 || body === '' ? [] : [`${route} ${status}: no content type`];
    const media = content[mediaType] as { schema?: unknown } | undefined;
    if (!media) {
      return [
        `${route} ${status}: ${mediaType} is not among its documented types (${Object.keys(content).join(', ')})`,
      ];
    }
    if (mediaType !== 'application/json' || !media.schema) return [];
    const validate = validatorOf(`${route} ${status}`, media.schema);
    if (validate(JSON.parse(body))) return [];
    return (validate.errors ?? []).map(
      (e) =>
        `${route} ${status}: ${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
    );
  };
}
