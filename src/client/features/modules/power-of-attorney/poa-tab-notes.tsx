import { POWER_OF_ATTORNEY } from "@shared/florida/law";
import { Citation } from "@client/components/legal/citation";
import { SigningNote } from "../tab-note";

const { springingNotValidSince, witnessesRequired, notaryRequired, powersRequiringSeparateInitials, durableWording } =
  POWER_OF_ATTORNEY;

/** Above the durable POA wizard. */
export function DurableNote() {
  return (
    <SigningNote>
      <ul className="ml-5 list-disc">
        <li>
          It works as soon as it is signed. It cannot be set to start only if you become unable to decide.{" "}
          <Citation law={springingNotValidSince} />
        </li>
        <li>
          It says it keeps working if you later cannot decide. <Citation law={durableWording} />
        </li>
        <li>
          To give powers like gifts, trusts or beneficiary changes, you must initial next to each one.{" "}
          <Citation law={powersRequiringSeparateInitials} />
        </li>
        <li>
          You sign in front of {witnessesRequired.value} witnesses and a notary. <Citation law={witnessesRequired} />
        </li>
      </ul>
    </SigningNote>
  );
}

/** Above the limited POA wizard. */
export function LimitedNote() {
  return (
    <SigningNote>
      <ul className="ml-5 list-disc">
        <li>A limited POA is for one task or a short time. Describe the task clearly.</li>
        <li>
          It works as soon as it is signed. <Citation law={springingNotValidSince} />
        </li>
        <li>
          It has the same signing rules as any POA: {witnessesRequired.value} witnesses and a notary.{" "}
          <Citation law={witnessesRequired} /> <Citation law={notaryRequired} />
        </li>
      </ul>
    </SigningNote>
  );
}
