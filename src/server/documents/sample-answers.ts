/** The first example answers of each kind (src/shared/documents/examples/): what the server's tests render. */
import { SAMPLE_ANSWERS as FIRST_EXAMPLES } from "@shared/documents/examples";

export const SAMPLE_ANSWERS = FIRST_EXAMPLES;
