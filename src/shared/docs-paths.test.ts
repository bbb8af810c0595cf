import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documents that explain the code name its files: every backticked path that looks like a
 * file or folder of the repository (`src/server/routes.ts`, `e2e/pos/`) must exist, so a move or a
 * rename that forgets the documentation fails here. A path with a placeholder or a wildcard
 * (`src/server/features/<feature>`, `src/server/features/inventory/stock.*`) must at least have its
 * folder.
 */
const root = path.resolve(import.meta.dirname, '../..');
const PREFIXES = ['src/', 'e2e/', 'bench/', 'scripts/', 'docs/', 'public/', '.ci/'];

const guide = readdirSync(path.join(root, 'docs/guide'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/guide/${name}`);
const DOCUMENTS = ['docs/architecture.md', 'docs/operations.md', 'docs/development.md', ...guide];

/** Backticked spans of a markdown text that look like repository paths (fenced blocks left out). */
function repositoryPaths(markdown: string): string[] {
  const text = markdown.replace(/```[\s\S]*?```/g, '');
  const paths: string[] = [];
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const candidate = span.trim();
    if (/\s/.test(candidate) || !PREFIXES.some((prefix) => candidate.startsWith(prefix))) continue;
    paths.push(candidate.replace(/[.,;:]+$/, ''));
  }
  return paths;
}

/** What must exist for a path: itself, or for a placeholder or wildcard the folder before it. */
function mustExist(p: string): string | null {
  const wild = p.search(/[<*…{]/);
  if (wild === -1) return p.replace(/\/$/, '');
  const folder = p.slice(0, p.lastIndexOf('/', wild));
  return folder === '' ? null : folder;
}

describe('paths named in the documentation', () => {
  it('finds the paths of a text, and what each requires', () => {
    const text =
      'See `src/server/routes.ts`, `e2e/pos/` and `npm start`.\n```\n`src/not/checked.ts`\n```\n`src/server/features/<feature>/x.ts`';
    expect(repositoryPaths(text)).toEqual(['src/server/routes.ts', 'e2e/pos/', 'src/server/features/<feature>/x.ts']);
    expect(repositoryPaths(text).map(mustExist)).toEqual(['src/server/routes.ts', 'e2e/pos', 'src/server/features']);
  });

  it('a wrong path is caught', () => {
    const missing = repositoryPaths('`src/server/no-such-file.ts`')
      .map(mustExist)
      .filter((p): p is string => p !== null && !existsSync(path.join(root, p)));
    expect(missing).toEqual(['src/server/no-such-file.ts']);
  });

  it.each(DOCUMENTS)('%s names only paths that exist', (document) => {
    const paths = repositoryPaths(readFileSync(path.join(root, document), 'utf8'));
    const missing = paths
      .map((p) => [p, mustExist(p)] as const)
      .filter(([, required]) => required !== null && !existsSync(path.join(root, required)))
      .map(([p]) => p);
    expect(missing, `${document} names paths that do not exist`).toEqual([]);
  });

  it.each(DOCUMENTS)('%s links and shows only files that exist', (document) => {
    const text = readFileSync(path.join(root, document), 'utf8').replace(/```[\s\S]*?```/g, '');
    const missing = [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
      .map(([, target]) => target)
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => !existsSync(path.join(root, path.dirname(document), target)));
    expect(missing, `${document} links to files that do not exist`).toEqual([]);
  });

  it('the architecture document cites the code', () => {
    expect(repositoryPaths(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')).length).toBeGreaterThan(40);
  });
});
