/**
 * Starts the local stack of the checkout at `process.argv[2]` as `npm run dev` does (config.toml's
 * ports, data in `<checkout>/.local`) and prints its progress to stderr, for tests that interrupt
 * a start from outside (tests/db/stack-checkouts.test.ts).
 */
import { readLocalProject, startProjectStack } from '../../../supabase/local/project';

const root = process.argv[2];
if (!root) throw new Error('usage: tsx tests/db/support/start-checkout.ts <checkout root>');
await startProjectStack(await readLocalProject(root), {
  log: (line) => process.stderr.write(`[stack] ${line}\n`),
});
