// The TypeScript compiler's half of `npm run shape`: each file's imports (value, type-only or
// dynamic) and its functions' lengths, read from the syntax tree of TypeScript 7's API (a tsgo
// process parsing the files named by a throwaway tsconfig, nothing resolved or checked).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  isArrowFunction,
  isCallExpression,
  isConstructorDeclaration,
  isExportDeclaration,
  isFunctionDeclaration,
  isFunctionExpression,
  isGetAccessorDeclaration,
  isIdentifier,
  isImportDeclaration,
  isImportTypeNode,
  isLiteralTypeNode,
  isMethodDeclaration,
  isPropertyAssignment,
  isSetAccessorDeclaration,
  isStringLiteral,
  isVariableDeclaration,
  type Node,
  type SourceFile,
  SyntaxKind,
} from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';

type ImportKind = 'value' | 'type' | 'dynamic';
type ImportFact = { specifier: string; kind: ImportKind; line: number };
type FunctionFact = { name: string; line: number; lines: number };
type SourceFacts = { lines: number; imports: ImportFact[]; functions: FunctionFact[] };

function lineOf(file: SourceFile, position: number): number {
  return file.getLineAndCharacterOfPosition(position).line + 1;
}

/**
 * `import type …` (or `export type … from`) is erased: a type-level edge. `import { type A }` is
 * not: under verbatimModuleSyntax (tsconfig.json) it stays as `import {} from …`, which loads the
 * module.
 */
function importKind(node: Node): ImportKind {
  if (isExportDeclaration(node)) return node.isTypeOnly ? 'type' : 'value';
  const clause = isImportDeclaration(node) ? node.importClause : undefined;
  return clause?.phaseModifier === SyntaxKind.TypeKeyword ? 'type' : 'value';
}

function functionName(node: Node): string {
  const named = (node as { name?: Node }).name;
  if (named && (isIdentifier(named) || isStringLiteral(named))) return named.text;
  const parent = node.parent;
  if (isConstructorDeclaration(node)) return 'constructor';
  if (parent && (isVariableDeclaration(parent) || isPropertyAssignment(parent))) {
    const name = parent.name;
    if (isIdentifier(name) || isStringLiteral(name)) return name.text;
  }
  return '(anonymous)';
}

const isFunction = (node: Node) =>
  isFunctionDeclaration(node) ||
  isFunctionExpression(node) ||
  isArrowFunction(node) ||
  isMethodDeclaration(node) ||
  isConstructorDeclaration(node) ||
  isGetAccessorDeclaration(node) ||
  isSetAccessorDeclaration(node);

function factsOf(file: SourceFile): SourceFacts {
  const imports: ImportFact[] = [];
  const functions: FunctionFact[] = [];
  const visit = (node: Node): void => {
    if ((isImportDeclaration(node) || isExportDeclaration(node)) && node.moduleSpecifier) {
      if (isStringLiteral(node.moduleSpecifier)) {
        const kind = importKind(node);
        imports.push({
          specifier: node.moduleSpecifier.text,
          kind,
          line: lineOf(file, node.getStart(file)),
        });
      }
    } else if (isCallExpression(node) && node.expression.kind === SyntaxKind.ImportKeyword) {
      const argument = node.arguments[0];
      if (argument && isStringLiteral(argument)) {
        imports.push({
          specifier: argument.text,
          kind: 'dynamic',
          line: lineOf(file, node.getStart(file)),
        });
      }
    } else if (isImportTypeNode(node) && isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (isStringLiteral(literal)) {
        imports.push({
          specifier: literal.text,
          kind: 'type',
          line: lineOf(file, node.getStart(file)),
        });
      }
    }
    if (isFunction(node)) {
      const line = lineOf(file, node.getStart(file));
      const lines = lineOf(file, node.end) - line + 1;
      functions.push({ name: functionName(node), line, lines });
    }
    node.forEachChild(visit);
  };
  file.forEachChild(visit);
  const lines = file.text.split('\n').length - (file.text.endsWith('\n') ? 1 : 0);
  return { lines, imports, functions };
}

/** Parses `paths` (absolute) with tsgo and reads each one's facts, keyed by the given path. */
export function readSourceFacts(paths: readonly string[]): Map<string, SourceFacts> {
  const scratch = mkdtempSync(join(tmpdir(), 'bukka-shape-'));
  const config = join(scratch, 'tsconfig.json');
  const compilerOptions = {
    allowJs: true,
    noResolve: true,
    noEmit: true,
    types: [],
    jsx: 'preserve',
    module: 'esnext',
    moduleResolution: 'bundler',
    allowImportingTsExtensions: true,
  };
  writeFileSync(config, JSON.stringify({ compilerOptions, files: paths }));
  const api = new API({ cwd: scratch });
  try {
    const program = api.updateSnapshot({ openProjects: [config] }).getProjects()[0]!.program;
    const facts = new Map<string, SourceFacts>();
    for (const path of paths) {
      const file = program.getSourceFile(path);
      if (file) facts.set(path, factsOf(file));
    }
    return facts;
  } finally {
    api.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
