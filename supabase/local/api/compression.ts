/**
 * Response compression as the hosted edge applies it in front of the Data API and Auth: a text
 * answer (JSON, CSV, XML, calendars, plain text) of 1 kB or more is sent gzipped to a client whose
 * `Accept-Encoding` allows gzip (RFC 9110 §12.5.3), with `Vary: Accept-Encoding`.
 *
 * Our own hook rather than `@fastify/compress`: that plugin leaves every answer with a
 * `Content-Range` header uncompressed (it reads it as a byte range), and PostgREST sends
 * `Content-Range` on every table read, where it counts rows.
 */
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this are sent as they are (bytes). */
const THRESHOLD = 1024;
const COMPRESSIBLE = /^(application\/([\w.+-]*json|[\w.+-]*xml|csv|javascript)|text\/)/i;

/** Whether `Accept-Encoding` allows gzip: listed (or `*`) without `q=0`. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (coding.trim() === 'gzip') return !refused;
    if (coding.trim() === '*') star = !refused;
  }
  return star;
}

/**
 * Adds the compression hook to `scope` (and the routes registered in it afterwards).
 *
 * @param scope - an encapsulated fastify context, e.g. the one holding `/rest/v1` and `/auth/v1`.
 */
export function installCompression(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < THRESHOLD || reply.getHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    reply.header('vary', 'Accept-Encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
    const body = gzipSync(payload);
    reply.header('content-encoding', 'gzip');
    reply.header('content-length', body.length);
    return body;
  });
}
