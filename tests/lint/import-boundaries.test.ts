import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it were the file at `file` (relative to the repository root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

// The import rules of docs/decisions/0002, run against the real files of src/.
describe('import boundaries (app -> features -> shared)', () => {
  it('rejects a relative import of another feature', async () => {
    const errors = await boundaryErrors(
      'src/features/events/components/fixture.tsx',
      "import { heroVideoQueries } from '../../hero/api/hero-video';\nexport const fixture = heroVideoQueries;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*another feature/)]);
  });

  it('rejects an aliased import of another feature', async () => {
    const errors = await boundaryErrors(
      'src/features/events/components/fixture.tsx',
      "import { NewsletterSchema } from '@/features/newsletter/api/newsletter';\nexport const fixture = NewsletterSchema;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('rejects features and the app in shared code', async () => {
    const errors = await boundaryErrors(
      'src/components/layout/fixture.tsx',
      "import { eventQueries } from '../../features/events/api/church-events';\nimport { createAppRouter } from '@/app/router';\nexport const fixture = [eventQueries, createAppRouter];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('rejects the app in a feature', async () => {
    const errors = await boundaryErrors(
      'src/features/events/components/fixture.tsx',
      "import { createAppRouter } from '@/app/router';\nexport const fixture = createAppRouter;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('allows a feature its own files and shared code, and the app any feature', async () => {
    expect(
      await boundaryErrors(
        'src/features/events/components/fixture.tsx',
        "import { eventQueries } from '../api/church-events';\nimport { cn } from '@/lib/utils';\nexport const fixture = [eventQueries, cn];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/app/routes/fixture.tsx',
        "import { heroVideoQueries } from '@/features/hero/api/hero-video';\nexport const fixture = heroVideoQueries;\n",
      ),
    ).toEqual([]);
  });

  it('rejects a hook or a component in lib, and a component in a hook (static or lazy)', async () => {
    expect(
      await boundaryErrors(
        'src/lib/fixture.ts',
        "import { useToasts } from '@/hooks/use-toast';\nimport { Button } from '../components/ui/button';\nexport const fixture = [useToasts, Button];\n",
      ),
    ).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*lib, config and types/),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*lib, config and types/),
    ]);
    expect(
      await boundaryErrors(
        'src/config/fixture.ts',
        "import { useToasts } from '@/hooks/use-toast';\nexport const fixture = useToasts;\n",
      ),
    ).toHaveLength(1);
    expect(
      await boundaryErrors(
        'src/hooks/fixture.ts',
        "export const fixture = () => import('@/components/ui/confirm-dialog');\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Hooks sit below components/)]);
  });

  it('allows each shared layer the layers below it', async () => {
    expect(
      await boundaryErrors(
        'src/components/ui/fixture.tsx',
        "import { useToasts } from '@/hooks/use-toast';\nimport { cn } from '@/lib/utils';\nexport const fixture = [useToasts, cn];\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/hooks/fixture.ts',
        "import { toast } from '@/lib/toast';\nimport { STAFF_ROLES } from '@/config/staff-pages';\nexport const fixture = [toast, STAFF_ROLES];\n",
      ),
    ).toEqual([]);
  });

  it('finds no shared import running back up its layers in the real tree', { timeout: 180_000 }, async () => {
    const results = await eslint.lintFiles(['src/lib', 'src/config', 'src/hooks']);
    const upward = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
        .map((message) => `${path.relative(root, result.filePath)}: ${message.message}`),
    );
    expect(upward).toEqual([]);
  });
});
