/**
 * How long the client's React components are: every function in a .tsx file under src/client whose
 * name starts with a capital letter (a component), measured from its first to its last line.
 * Prints how many are over 80 and over 150 lines and the longest ones; `--max-over-80 N` fails
 * (exit 1) when more than N components are over 80 lines, and `--max-over-150 N` likewise: lint
 * runs it with 20 and 0, so the client's components stay short.
 *
 *   npx tsx scripts/component-sizes.ts [--top 20] [--max-over-80 N] [--max-over-150 N]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'src/client');
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : undefined;
};

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(full);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [full] : [];
  });
}

interface Component {
  file: string;
  name: string;
  lines: number;
}

function componentsOf(file: string): Component[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Component[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const add = (name: string, node: ts.Node) =>
    found.push({ file: path.relative(root, file), name, lines: lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1 });
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name && /^[A-Z]/.test(node.name.text)) add(node.name.text, node);
    else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z]/.test(node.name.text) &&
      node.initializer &&
      componentFunction(node.initializer)
    )
      add(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** An arrow or function expression, also wrapped in memo()/forwardRef()/lazy(). */
function componentFunction(node: ts.Expression): boolean {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return true;
  return ts.isCallExpression(node) && node.arguments.some((a) => ts.isArrowFunction(a) || ts.isFunctionExpression(a));
}

const all = tsxFiles(clientDir).flatMap(componentsOf);
const over80 = all.filter((c) => c.lines > 80).sort((a, b) => b.lines - a.lines);
const over150 = over80.filter((c) => c.lines > 150);
console.log(`${all.length} components in src/client; ${over80.length} over 80 lines, ${over150.length} over 150`);
for (const c of over80.slice(0, arg('--top') ?? 20)) console.log(`${String(c.lines).padStart(5)}  ${c.name}  ${c.file}`);
for (const [flag, over, lines] of [['--max-over-80', over80, 80], ['--max-over-150', over150, 150]] as const) {
  const limit = arg(flag);
  if (limit !== undefined && over.length > limit) {
    console.error(`more than ${limit} components over ${lines} lines: split the longest (docs/development.md)`);
    process.exitCode = 1;
  }
}
