/**
 * What the catalog tests read out of the sources with the TypeScript parser: the message keys a file asks for
 * (t("key"), t("ns:key"), i18nKey="key", with the file's useTranslation namespace) and the string literals
 * that read like sentences a person would see.
 */
import ts from "typescript";

export interface KeyUse {
  key: string;
  namespace: string;
  line: number;
}

function parse(file: string, text: string) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

const lineOf = (source: ts.SourceFile, node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return "";
}

function literalText(node: ts.Node | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** Keys asked for with literal strings; the namespace is the file's first useTranslation("ns") unless "ns:" is given. */
export function messageKeys(file: string, text: string): KeyUse[] {
  const source = parse(file, text);
  let defaultNamespace = "common";
  const uses: { key: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const first = node.arguments[0];
      if (name === "useTranslation" && first) {
        const namespace = literalText(first) ?? (ts.isArrayLiteralExpression(first) ? literalText(first.elements[0]) : undefined);
        if (namespace && defaultNamespace === "common") defaultNamespace = namespace;
      }
      const key = literalText(first);
      if (name === "t" && key !== undefined) uses.push({ key, line: lineOf(source, node) });
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === "i18nKey" && node.initializer) {
      const key = literalText(node.initializer);
      if (key !== undefined) uses.push({ key, line: lineOf(source, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses.map(({ key, line }) => {
    const colon = key.indexOf(":");
    return colon > 0
      ? { namespace: key.slice(0, colon), key: key.slice(colon + 1), line }
      : { namespace: defaultNamespace, key, line };
  });
}

/** Three words or more in a row, starting with a letter, no class-name or path punctuation: a sentence. */
const SENTENCE = /[A-Za-z][a-z']*[,.!?]? +[A-Za-z][a-z']*[,.!?]? +[A-Za-z][a-z']*/;
const NOT_PROSE = /[-:/[\]=#@_]|\.(ts|tsx|json|md)\b|\$\{/;
/** Calls whose string arguments are not shown to people as text (class names, errors for developers, keys). */
const NON_TEXT_CALLEES = new Set([
  "cn",
  "cva",
  "t",
  "Error",
  "TypeError",
  "require",
  "log",
  "warn",
  "error",
  "info",
  "debug",
  "describe",
  "it",
  "test",
  "querySelector",
  "getByRole",
  "matchMedia",
]);

export interface ProseLiteral {
  text: string;
  line: number;
}

function inNonTextCall(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      const callee = parent.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
      return NON_TEXT_CALLEES.has(name);
    }
    if (ts.isJsxAttribute(parent)) return parent.name.getText() === "className";
    if (ts.isBlock(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

export function proseLiterals(file: string, text: string): ProseLiteral[] {
  const source = parse(file, text);
  const found: ProseLiteral[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    const value =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
          ? node.text
          : ts.isJsxText(node)
            ? node.text
            : undefined;
    if (value !== undefined && SENTENCE.test(value) && !NOT_PROSE.test(value) && !inNonTextCall(node)) {
      found.push({ text: value.trim(), line: lineOf(source, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
