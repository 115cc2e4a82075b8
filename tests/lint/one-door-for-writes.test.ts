import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The `no-restricted-imports` messages for `code` linted as the file at `file`. */
async function doorErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const MUTATION =
  "import { useMutation } from '@tanstack/react-query';\nexport const fixture = useMutation;\n";
const TOAST_HOOK = "import { toast } from '@/hooks/use-toast';\nexport const fixture = toast;\n";
const TOAST_LIB = "import { toast } from '@/lib/toast';\nexport const fixture = toast;\n";

// Features and the app write and toast only through the staff kit and the shared hooks
// (docs/decisions/0034, "Row actions"): the rule of eslint.config.js, run on small samples.
describe('one door for writes and toasts', () => {
  it.each([
    ['a staff list', 'src/features/events/components/fixture.tsx'],
    ['a public form', 'src/features/contact/components/fixture.tsx'],
    ['an api hook', 'src/features/auth/api/fixture.ts'],
    ['a route', 'src/app/routes/fixture.tsx'],
  ])('refuses useMutation and toast in %s, pointing at the kit', async (_name, file) => {
    for (const code of [MUTATION, TOAST_HOOK, TOAST_LIB]) {
      expect(await doorErrors(file, code)).toEqual([expect.stringMatching(/useRowAction.*useFormSubmit/)]);
    }
  });

  it('allows the kit and the shared hooks, and the rest of React Query and the toast types in features', async () => {
    expect(await doorErrors('src/components/admin/fixture.ts', MUTATION)).toEqual([]);
    expect(await doorErrors('src/components/editor/fixture.ts', TOAST_HOOK)).toEqual([]);
    expect(
      await doorErrors('src/hooks/fixture.ts', MUTATION + TOAST_LIB.replace('fixture', 'other')),
    ).toEqual([]);
    expect(
      await doorErrors(
        'src/features/events/components/fixture.tsx',
        "import { useQuery } from '@tanstack/react-query';\nimport type { ToastInput } from '@/hooks/use-toast';\nexport const fixture: [typeof useQuery, ToastInput | null] = [useQuery, null];\n",
      ),
    ).toEqual([]);
  });

  it('leaves a visitor’s feedback that is no write (the share link) and the tests alone', async () => {
    expect(await doorErrors('src/features/events/components/share-event-button.tsx', TOAST_HOOK)).toEqual([]);
    expect(await doorErrors('src/features/events/components/fixture.test.tsx', MUTATION)).toEqual([]);
  });
});
