/**
 * The instructions messages the sources ask for, read with the TypeScript parser: in each file, the accessors made
 * with `const name = instructionsText("file")` and the keys of their calls, `name("section.message", ...)`.
 * A call whose key is not a literal is reported, since it could not be checked.
 */
import ts from "typescript";

export interface InstructionsKeyUse {
  file: string;
  key: string;
  line: number;
}

export interface InstructionsKeyScan {
  uses: InstructionsKeyUse[];
  /** "path:line" of calls to an accessor without a literal key. */
  unreadable: string[];
}

const literal = (node: ts.Node | undefined) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

export function instructionsKeys(path: string, text: string): InstructionsKeyScan {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const accessors = new Map<string, string>();
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer)
    ) {
      const call = node.initializer;
      const file = literal(call.arguments[0]);
      if (ts.isIdentifier(call.expression) && call.expression.text === "instructionsText" && file)
        accessors.set(node.name.text, file);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const scan: InstructionsKeyScan = { uses: [], unreadable: [] };
  for (const call of calls) {
    const file = accessors.get((call.expression as ts.Identifier).text);
    if (!file) continue;
    const line = source.getLineAndCharacterOfPosition(call.getStart()).line + 1;
    const key = literal(call.arguments[0]);
    if (key === undefined) scan.unreadable.push(`${path}:${line}`);
    else scan.uses.push({ file, key, line });
  }
  return scan;
}
