/**
 * Edge Functions on the local stack, as `supabase functions serve` runs them: every folder of
 * `supabase/functions/` with an `index.ts` answers at `<api>/functions/v1/<name>` (and below).
 * Each function runs in its own Deno process (the `deno` npm package's binary), started on its
 * first request and kept until the stack stops, with the variables the hosted runtime provides
 * (SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_DB_URL) plus the
 * function secrets (`supabase/functions/.env` if present, as the CLI reads it, and what the
 * stack sets itself). The request reaches the function with the path `/<name>/…`, as on hosted.
 *
 * `verify_jwt` (config.toml `[functions.<name>] verify_jwt`, default true) is checked here, as
 * the edge runtime does: without a valid JWT signed with the project secret the answer is 401.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import getPort from 'get-port';
import { compactVerify } from 'jose';

const SERVE_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.deno.ts');
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** Request headers not forwarded (hop-by-hop, or recomputed by fetch). */
const DROP_REQUEST = new Set([
  'host',
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'upgrade',
]);
const DROP_RESPONSE = new Set([
  'connection',
  'content-length',
  'transfer-encoding',
  'keep-alive',
  'content-encoding',
]);

/** The path of the Deno binary of the `deno` npm package. */
export function denoBinary(): string {
  const require = createRequire(import.meta.url);
  const api = require('deno/install_api.cjs') as { runInstall(): string };
  return api.runInstall();
}

/** Options of {@link functionsRoutes}. */
export interface FunctionsOptions {
  /** `supabase/functions`. */
  functionsDir: string;
  /** Variables every function gets (the runtime's and the secrets). */
  env: Record<string, string>;
  /** HS256 project secret, for `verify_jwt`. */
  jwtSecret: string;
  /** Whether `name` requires a JWT (config.toml `[functions.<name>] verify_jwt`, default true). */
  verifyJwt: (name: string) => boolean;
  /** Receives the functions' output lines (`[name] …`). */
  log?: (line: string) => void;
  /** Milliseconds a function may take to start listening (default 30 000). */
  startTimeoutMs?: number;
}

interface Running {
  port: number;
  process: ChildProcess;
  ready: Promise<void>;
}

/** The running functions of one stack, and how to stop them. */
export interface FunctionsHost {
  stop(): Promise<void>;
}

function errorReply(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).type('application/json').send({ code, message });
}

/**
 * Registers `/functions/v1/:name` and `/functions/v1/:name/*` on `app` (raw bodies, any method)
 * and returns the handle that stops the Deno processes.
 */
export function functionsRoutes(app: FastifyInstance, options: FunctionsOptions): FunctionsHost {
  const running = new Map<string, Promise<Running>>();
  const key = new TextEncoder().encode(options.jwtSecret);
  const log = options.log ?? (() => undefined);
  let stopping = false;

  const start = async (name: string, entry: string): Promise<Running> => {
    const port = await getPort({ host: '127.0.0.1' });
    const child = spawn(
      denoBinary(),
      ['run', '--allow-net', '--allow-env', '--allow-read', '--no-prompt', SERVE_SCRIPT, entry],
      {
        cwd: options.functionsDir,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
          NO_COLOR: '1',
          DENO_NO_UPDATE_CHECK: '1',
          ...options.env,
          LOCAL_FUNCTION_PORT: String(port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`function ${name} did not start within ${options.startTimeoutMs ?? 30_000} ms`)),
        options.startTimeoutMs ?? 30_000,
      );
      const onLine = (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (!line.trim()) continue;
          if (line.trim() === `listening ${port}`) {
            clearTimeout(timer);
            resolve();
          } else log(`[${name}] ${line}`);
        }
      };
      child.stdout?.on('data', onLine);
      child.stderr?.on('data', onLine);
      child.once('exit', (code) => {
        clearTimeout(timer);
        running.delete(name);
        reject(new Error(`function ${name} exited with code ${code}`));
        if (!stopping) log(`[${name}] exited with code ${code}`);
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        running.delete(name);
        reject(error);
      });
    });
    ready.catch(() => undefined); // awaited by every request; an early exit must not go unhandled
    return { port, process: child, ready };
  };

  const handler = async (
    request: FastifyRequest<{ Params: { name: string; '*'?: string } }>,
    reply: FastifyReply,
  ) => {
    const { name } = request.params;
    const entry = path.join(options.functionsDir, name, 'index.ts');
    if (!NAME.test(name) || !existsSync(entry)) {
      return errorReply(reply, 404, 'NOT_FOUND', 'Requested function was not found');
    }
    if (options.verifyJwt(name)) {
      const authorization = request.headers.authorization;
      if (!authorization)
        return errorReply(reply, 401, 'UNAUTHORIZED_NO_AUTH_HEADER', 'Missing authorization header');
      const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
      try {
        if (!token) throw new Error('no bearer token');
        await compactVerify(token, key, { algorithms: ['HS256'] });
      } catch {
        return errorReply(reply, 401, 'UNAUTHORIZED_INVALID_JWT_FORMAT', 'Invalid JWT');
      }
    }
    let starting = running.get(name);
    if (!starting) {
      starting = start(name, entry);
      running.set(name, starting);
    }
    let fn: Running;
    try {
      fn = await starting;
      await fn.ready;
    } catch (error) {
      running.delete(name);
      void starting.then((failed) => failed.process.kill()).catch(() => undefined);
      return errorReply(reply, 503, 'BOOT_ERROR', `Function failed to start: ${(error as Error).message}`);
    }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const rest = request.params['*'] ? `/${request.params['*']}` : '';
    const headers = new Headers();
    for (const [header, value] of Object.entries(request.headers)) {
      if (value === undefined || DROP_REQUEST.has(header)) continue;
      headers.set(header, Array.isArray(value) ? value.join(', ') : value);
    }
    const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
    let answer: Response;
    try {
      answer = await fetch(`http://127.0.0.1:${fn.port}/${name}${rest}${query}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
        redirect: 'manual',
        signal: AbortSignal.timeout(150_000),
      });
    } catch (error) {
      return errorReply(reply, 502, 'WORKER_ERROR', `Function did not answer: ${(error as Error).message}`);
    }
    reply.code(answer.status);
    answer.headers.forEach((value, header) => {
      if (!DROP_RESPONSE.has(header)) void reply.header(header, value);
    });
    return reply.send(Buffer.from(await answer.arrayBuffer()));
  };

  void app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
      scope.route({ method: [...methods], url: '/:name', handler });
      scope.route({ method: [...methods], url: '/:name/*', handler });
    },
    { prefix: '/functions/v1' },
  );

  return {
    async stop() {
      stopping = true;
      const started = await Promise.allSettled([...running.values()]);
      await Promise.all(
        started
          .flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
          .map(
            (fn) =>
              new Promise<void>((resolve) => {
                if (fn.process.exitCode !== null || fn.process.signalCode !== null) return resolve();
                fn.process.once('exit', () => resolve());
                fn.process.kill('SIGTERM');
                setTimeout(() => {
                  fn.process.kill('SIGKILL');
                  resolve();
                }, 3000).unref();
              }),
          ),
      );
      running.clear();
    },
  };
}
