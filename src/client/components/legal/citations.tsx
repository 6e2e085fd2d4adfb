import { Fragment } from "react";
import { Citation } from "./citation";

/** A combined citation ("A; B; C") as one Citation per source: "(A) (B) (C)". */
export function Citations({ text }: { text: string }) {
  return (
    <>
      {text.split("; ").map((part, index) => (
        <Fragment key={part}>
          {index > 0 && " "}
          <Citation>{part}</Citation>
        </Fragment>
      ))}
    </>
  );
}
