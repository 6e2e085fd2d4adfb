/**
 * Comments cite what a reader of this repository can open: the law, the code, or the documents in docs/
 * (docs/architecture.md, docs/decisions/, docs/florida-law.md). A comment that sends the reader to a section of a
 * product specification, to a numbered issue of a tracker, or to a file beside the repository leaves them with
 * nothing to read: state the requirement itself instead, or point at the file in the repository that holds it.
 */

/** What points outside the repository, and what to write instead. */
const OUTSIDE = [
  { pattern: /\bspec(?:ification)?,? part\s*\d+/i, instead: "state the requirement itself" },
  { pattern: /\bissues?\s+#?\d+/i, instead: "say what the change is, or name the test that keeps it" },
  { pattern: /(?:^|[\s("'`])\.\.\/shared\//, instead: "cite the file in the repository (docs/...)" },
  {
    pattern: /(?:^|[^\w@/.-])shared\/(?:florida-law|reviews\/|spec\/|ARCHITECTURE|STACK-NOTES|EXAMPLES)/,
    instead: "cite docs/ in the repository",
  },
  { pattern: /(?:^|[^\w/])ARCHITECTURE\.md/, instead: "cite docs/architecture.md" },
];

export default {
  meta: {
    type: "suggestion",
    schema: [],
    docs: { description: "Comments cite the law, the code or docs/, never a document outside the repository." },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = OUTSIDE.find(({ pattern }) => pattern.test(comment.value));
          if (found) {
            const [text] = comment.value.match(found.pattern);
            context.report({
              loc: comment.loc,
              message: `This comment points outside the repository ("${text.trim()}"): ${found.instead}.`,
            });
          }
        }
      },
    };
  },
};
