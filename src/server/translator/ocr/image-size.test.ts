import { describe, expect, it } from "vitest";
import { makePng, readPhoto } from "../test-support/photos";
import { imageSize } from "./image-size";

describe("a photo's size, from its header", () => {
  it("reads a PNG's and a JPEG's width and height without decoding them", () => {
    expect(imageSize(makePng(37, 11, () => 0))).toEqual({ width: 37, height: 11 });
    expect(imageSize(readPhoto("three-day-notice.jpg"))).toEqual({ width: 960, height: 972 });
  });

  it("says nothing of a header too short or broken to read", () => {
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeUndefined();
    expect(imageSize(makePng(4, 4, () => 0).subarray(0, 20))).toBeUndefined();
    expect(imageSize(Buffer.from("not a picture"))).toBeUndefined();
  });
});
