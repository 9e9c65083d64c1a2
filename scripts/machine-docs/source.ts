/**
 * What only a machine's source text tells: which constants it imports (directly, or through one `@/` module it
 * imports) and the expression behind each named delay in `setup({ delays })`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export interface DelaySource {
  expression: string;
  constants: string[];
}

export interface SourceFacts {
  /** Constant name → module it comes through (`null` when imported directly). */
  constants: Map<string, string | null>;
  delays: Map<string, DelaySource>;
}

const CONSTANTS_MODULE = '@/domain/constants';

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
}

/** Local name → exported name of everything imported from the constants module. */
function constantImports(source: ts.SourceFile): Map<string, string> {
  const out = new Map<string, string>();
  for (const stmt of source.statements) {
    if (!ts.isImportDeclaration(stmt) || !ts.isStringLiteral(stmt.moduleSpecifier)) continue;
    const spec = stmt.moduleSpecifier.text;
    if (spec !== CONSTANTS_MODULE && !spec.endsWith('/domain/constants')) continue;
    const bindings = stmt.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const el of bindings.elements) out.set(el.name.text, (el.propertyName ?? el.name).text);
    }
  }
  return out;
}

function aliasImports(source: ts.SourceFile): string[] {
  return source.statements
    .filter(ts.isImportDeclaration)
    .map((s) => (ts.isStringLiteral(s.moduleSpecifier) ? s.moduleSpecifier.text : ''))
    .filter((spec) => spec.startsWith('@/') && spec !== CONSTANTS_MODULE);
}

function identifiersIn(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isIdentifier(n)) names.push(n.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}

function findSetupDelays(source: ts.SourceFile): ts.ObjectLiteralExpression | null {
  let found: ts.ObjectLiteralExpression | null = null;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'setup') {
      const arg = n.arguments[0];
      if (arg && ts.isObjectLiteralExpression(arg)) {
        for (const p of arg.properties) {
          if (ts.isPropertyAssignment(p) && propertyName(p.name) === 'delays' && ts.isObjectLiteralExpression(p.initializer)) {
            found = p.initializer;
          }
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

export function readSourceFacts(file: string, srcRoot: string): SourceFacts {
  const source = parse(file);
  const direct = constantImports(source);
  const constants = new Map<string, string | null>();
  for (const name of direct.values()) constants.set(name, null);

  // One level of `@/` helpers (e.g. validation rules): their constants reach the machine's behaviour too.
  for (const spec of aliasImports(source)) {
    const base = join(srcRoot, spec.slice(2));
    const path = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p));
    if (!path) continue;
    for (const name of constantImports(parse(path)).values()) {
      if (!constants.has(name)) constants.set(name, spec);
    }
  }

  const delays = new Map<string, DelaySource>();
  const literal = findSetupDelays(source);
  for (const p of literal?.properties ?? []) {
    let name: string | null = null;
    let value: ts.Node | null = null;
    if (ts.isPropertyAssignment(p)) [name, value] = [propertyName(p.name), p.initializer];
    else if (ts.isShorthandPropertyAssignment(p)) [name, value] = [p.name.text, p.name];
    else if (ts.isMethodDeclaration(p)) [name, value] = [propertyName(p.name), p];
    if (!name || !value) continue;
    const used = [...new Set(identifiersIn(value).filter((id) => direct.has(id)).map((id) => direct.get(id) as string))];
    delays.set(name, { expression: value.getText(source).replace(/\s+/g, ' '), constants: used.sort() });
  }
  return { constants, delays };
}
