import { describe, expect, it } from "vitest";
import { ExtractionError } from "../extract/problems";
import { makePng } from "../test-support/photos";
import { checkedPhoto } from "./read-pictures";

const problemOf = (run: () => unknown) => {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as ExtractionError).problem;
  }
};

describe("a photo checked before anything decodes it", () => {
  it("takes a JPEG or PNG of a size a phone takes, and refuses others by their bytes", () => {
    expect(problemOf(() => checkedPhoto(makePng(40, 30, () => 0)))).toBeUndefined();
    expect(problemOf(() => checkedPhoto(Buffer.from("GIF89a")))).toBe("invalid_type");
    expect(problemOf(() => checkedPhoto(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])))).toBe("unreadable_photo");
    const huge = Buffer.from(makePng(1, 1, () => 0));
    huge.writeUInt32BE(60_000, 16);
    huge.writeUInt32BE(60_000, 20);
    expect(problemOf(() => checkedPhoto(huge))).toBe("photo_too_large");
  });
});
