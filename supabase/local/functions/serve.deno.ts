/**
 * Runs one Edge Function in Deno for the local stack, as `supabase functions serve` runs it in
 * the edge runtime: the function's module is imported and the handler it gives `Deno.serve` is
 * served on 127.0.0.1 at the port in LOCAL_FUNCTION_PORT (the stack's gateway forwards
 * `/functions/v1/<name>` there). Usage: `deno run --allow-net --allow-env --allow-read serve.deno.ts <index.ts>`.
 * Prints `listening <port>` once it accepts requests. Not part of the Node type check (Deno globals).
 */
const entry = Deno.args[0];
const port = Number(Deno.env.get('LOCAL_FUNCTION_PORT'));
if (!entry || !Number.isInteger(port) || port <= 0) {
  console.error('usage: LOCAL_FUNCTION_PORT=<port> deno run … serve.deno.ts <function index.ts>');
  Deno.exit(2);
}
Deno.env.delete('LOCAL_FUNCTION_PORT');

type Handler = (request: Request, info: unknown) => Response | Promise<Response>;
const realServe = Deno.serve.bind(Deno);
let serving = false;

// The edge runtime accepts Deno.serve(handler) and Deno.serve(options, handler) and
// Deno.serve({ handler }); the port and host are the runtime's, whatever the options say.
(Deno as unknown as { serve: unknown }).serve = (...args: unknown[]) => {
  const handler = (args.find((a) => typeof a === 'function') ??
    (args[0] as { handler?: Handler } | undefined)?.handler) as Handler | undefined;
  if (!handler) throw new TypeError('Deno.serve needs a handler');
  if (serving) throw new Error('The function called Deno.serve twice');
  serving = true;
  return realServe(
    {
      port,
      hostname: '127.0.0.1',
      onListen: () => console.log(`listening ${port}`),
    },
    async (request, info) => {
      try {
        return await handler(request, info);
      } catch (error) {
        console.error(error);
        return new Response(
          JSON.stringify({ code: 'WORKER_ERROR', message: 'Function exited due to an error' }),
          {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          },
        );
      }
    },
  );
};

await import(new URL(entry, `file://${Deno.cwd()}/`).href);
if (!serving) {
  console.error(`${entry} did not call Deno.serve`);
  Deno.exit(1);
}
