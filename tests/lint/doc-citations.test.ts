import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments cite the product spec as `spec §N` (docs/product-spec.md) and the architecture notes
// as `docs/architecture.md §N` (older spellings `ARCHITECTURE.md §N` and
// `design/ARCHITECTURE.md §N` mean the same document). This test finds every such citation in
// the repository's code and documents and fails when one names a section that is not a heading
// of its document, so a renumbered or missing section cannot leave comments pointing nowhere.

const root = path.resolve(import.meta.dirname, '../..');

/** The documents and where they are. */
const DOCUMENTS = { spec: 'docs/product-spec.md', architecture: 'docs/architecture.md' } as const;
type Doc = keyof typeof DOCUMENTS;

/** Folders whose files are searched, and single files at the root. */
const FOLDERS = ['src', 'supabase', 'tests', 'e2e', 'bench', 'build', 'docs'];
const ROOT_FILES = /^(README\.md|[\w.-]+\.config\.(ts|js))$/;
const TEXT_FILES = /\.(ts|tsx|js|mjs|cjs|sql|md|toml|css|html|json|ya?ml|sh)$/;
const SKIPPED = new Set(['node_modules', 'media', '.local', 'dist']);

/** A citation found in a file. */
interface Citation {
  doc: Doc;
  section: string;
  file: string;
  line: number;
}

/**
 * The section numbers of a document's numbered headings: `## 4. States…` gives '4',
 * `### 4.2 Something` gives '4.2'.
 */
function headingNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const match of markdown.matchAll(/^#{1,6} +(\d+(?:\.\d+)*)\.? /gm)) numbers.add(match[1] ?? '');
  return numbers;
}

/** What may stand between two citations of one list: punctuation, 'and', 'or', a comment marker. */
const CONTINUES = /(?:[,;(*#]|\/\/|--|\band|\bor)$/i;

/**
 * The spec and architecture citations of a text. A `§N` right after 'spec' or after
 * 'architecture.md' (any case, any folder) belongs to that document. A `§N` after a comma,
 * semicolon, 'and', 'or', an opening parenthesis or a comment marker continues the citation
 * just before it (within 160 characters), as in `spec §5 "Gallery admin", §7 writes`. Any other
 * `§N` cites something else (`RFC 5545 §3.1`) and is left alone, as are those that continue it.
 */
function findCitations(text: string, file = ''): Citation[] {
  const citations: Citation[] = [];
  let previous: { doc: Doc | null; end: number } | null = null;
  for (const match of text.matchAll(/§(\d+(?:\.\d+)*)/g)) {
    const start = match.index;
    const before = text.slice(Math.max(0, start - 200), start).trimEnd();
    let doc: Doc | null = null;
    if (/\bspec\s*\(?$/i.test(before)) doc = 'spec';
    else if (/architecture\.md\s*\(?$/i.test(before)) doc = 'architecture';
    else if (CONTINUES.test(before) && previous && start - previous.end <= 160) doc = previous.doc;
    previous = { doc, end: start + match[0].length };
    if (doc) {
      const line = text.slice(0, start).split('\n').length;
      citations.push({ doc, section: match[1] ?? '', file, line });
    }
  }
  return citations;
}

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(relative);
    else if (TEXT_FILES.test(entry.name)) yield relative;
  }
}

function allCitations(): Citation[] {
  const files = [
    ...FOLDERS.flatMap((folder) => [...filesUnder(folder)]),
    ...readdirSync(root).filter((name) => ROOT_FILES.test(name)),
  ];
  // This file's own examples are fixtures, not citations.
  const self = path.relative(root, import.meta.filename);
  return files
    .filter((file) => file !== self)
    .flatMap((file) => findCitations(readFileSync(path.join(root, file), 'utf8'), file));
}

describe('findCitations', () => {
  it('reads spec and architecture citations, lists of them, and leaves other documents alone', () => {
    const text = [
      '// spec §5 "Gallery admin", §7 writes, §8 toasts; RFC 5545 §3.1, §3.8.4',
      ' * (Spec §9 live defaults; ARCHITECTURE.md §4) and design/ARCHITECTURE.md §3.2',
      ' * docs/architecture.md §5, §2 and §1',
      '-- product spec (§3) and JSON Feed 1.0 §2.2',
    ].join('\n');
    expect(findCitations(text).map(({ doc, section, line }) => `${line} ${doc} ${section}`)).toEqual([
      '1 spec 5',
      '1 spec 7',
      '1 spec 8',
      '2 spec 9',
      '2 architecture 4',
      '2 architecture 3.2',
      '3 architecture 5',
      '3 architecture 2',
      '3 architecture 1',
      '4 spec 3',
    ]);
  });

  it('numbers the headings of a document', () => {
    expect([...headingNumbers('# Title\n## 1. One\ntext §9\n### 1.2 Sub\n## 10. Ten\n')]).toEqual([
      '1',
      '1.2',
      '10',
    ]);
  });
});

describe('every citation resolves to a heading of its document', () => {
  const citations = allCitations();
  const headings = Object.fromEntries(
    Object.entries(DOCUMENTS).map(([doc, file]) => [
      doc,
      headingNumbers(readFileSync(path.join(root, file), 'utf8')),
    ]),
  ) as Record<Doc, Set<string>>;

  it('finds the citations (a search that finds none proves nothing)', () => {
    expect(citations.filter(({ doc }) => doc === 'spec').length).toBeGreaterThan(300);
    expect(citations.filter(({ doc }) => doc === 'architecture').length).toBeGreaterThan(15);
  });

  it.each(Object.entries(DOCUMENTS) as [Doc, string][])('%s (%s)', (doc, file) => {
    const unresolved = citations
      .filter((citation) => citation.doc === doc && !headings[doc].has(citation.section))
      .map(
        (citation) =>
          `${citation.file}:${citation.line} cites §${citation.section}, not a heading of ${file}`,
      );
    expect(unresolved).toEqual([]);
  });
});
