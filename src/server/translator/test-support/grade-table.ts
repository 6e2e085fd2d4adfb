/**
 * The reading grades of a set of test papers as the translator's tests print them: each paper's Flesch-Kincaid grade,
 * original → plain, counted with every line a sentence and with full sentences only (readability.ts), and the means.
 */
interface Grade {
  original: number;
  simplified: number;
}

export interface GradeRow extends Grade {
  file: string;
  /** Counted with full sentences only: a line without a full stop is not a sentence. */
  full: Grade;
}

/** A paper's row, from its translation's two grades. */
export const gradeRow = (
  file: string,
  { readingGrade, readingGradeFullSentences }: { readingGrade: Grade; readingGradeFullSentences: Grade },
): GradeRow => ({ file, ...readingGrade, full: readingGradeFullSentences });

/** The mean of a column, to one decimal. */
export const meanOf = (rows: readonly GradeRow[], pick: (row: GradeRow) => number): number =>
  Math.round((rows.reduce((sum, row) => sum + pick(row), 0) / rows.length) * 10) / 10;

const grade = (value: number) => String(value).padStart(4);

/** Prints the set's grades under its title. */
export function printGrades(title: string, rows: readonly GradeRow[]): void {
  const lines = rows.map(
    (row) =>
      `${row.file.padEnd(36)} grade ${grade(row.original)} → ${grade(row.simplified)}` +
      `   full sentences only ${grade(row.full.original)} → ${grade(row.full.simplified)}`,
  );
  console.log(
    `\n${title} (Flesch-Kincaid, original → plain; every line a sentence, then full sentences only):\n${lines.join("\n")}\n` +
      `mean ${meanOf(rows, (row) => row.original)} → ${meanOf(rows, (row) => row.simplified)}, ` +
      `full sentences only ${meanOf(rows, (row) => row.full.original)} → ${meanOf(rows, (row) => row.full.simplified)}\n`,
  );
}
