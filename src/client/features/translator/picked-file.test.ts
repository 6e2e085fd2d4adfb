import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "@shared/translations";
import { pickedFile, pickedPages } from "./picked-file";
import { titledMessage } from "./titled-message";

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe("what the translator does with a chosen file", () => {
  it("reads text files here and sends PDF and Word files to the server", () => {
    expect(pickedFile(file("lease.txt", "text/plain"))).toEqual({ use: "read" });
    expect(pickedFile(file("notes.txt", ""))).toEqual({ use: "read" });
    expect(pickedFile(file("summons.pdf", "application/pdf"))).toEqual({ use: "send" });
    expect(pickedFile(file("scan.PDF", ""))).toEqual({ use: "send" });
    expect(pickedFile(file("lease.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"))).toEqual({
      use: "send",
    });
    expect(pickedFile(file("old.doc", "application/msword"))).toEqual({ use: "send" });
  });

  it("refuses other types, and files over the limit before upload", () => {
    expect(pickedFile(file("scan.gif", "image/gif"))).toEqual({ problem: "invalidType" });
    expect(pickedFile(file("IMG_0001.HEIC", "image/heic"))).toEqual({ problem: "invalidType" });
    expect(pickedFile(file("rent.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"))).toEqual({
      problem: "invalidType",
    });
    expect(pickedFile(file("lease.txt", "text/plain", MAX_UPLOAD_BYTES))).toEqual({ use: "read" });
    expect(pickedFile(file("lease.txt", "text/plain", MAX_UPLOAD_BYTES + 1))).toEqual({ problem: "tooLarge" });
    expect(pickedFile(file("big.pdf", "application/pdf", MAX_UPLOAD_BYTES + 1))).toEqual({ problem: "tooLarge" });
  });
});

describe("photos of a paper", () => {
  it("sends a JPEG or PNG photo to be read on the server, from the camera too", () => {
    expect(pickedFile(file("photo.png", "image/png"))).toEqual({ use: "send", photo: true });
    expect(pickedFile(file("image.jpg", "image/jpeg"))).toEqual({ use: "send", photo: true });
    expect(pickedFile(file("IMG_2041.JPG", ""))).toEqual({ use: "send", photo: true });
    expect(pickedFile(file("big.jpg", "image/jpeg", MAX_UPLOAD_BYTES + 1))).toEqual({ problem: "tooLarge" });
  });

  it("takes several files as the pages of one paper only when each is a photo, and all fit the limit", () => {
    const page = file("page.jpg", "image/jpeg", 1000);
    expect(pickedPages([page, page])).toEqual({ use: "send" });
    expect(pickedPages([page, file("notes.txt", "text/plain")])).toEqual({ problem: "notPhotos" });
    expect(pickedPages(Array.from({ length: 11 }, () => page))).toEqual({ problem: "tooMany" });
    expect(pickedPages([page, file("page.png", "image/png", MAX_UPLOAD_BYTES)])).toEqual({ problem: "tooLarge" });
  });
});

describe("a message as a toast's title and text", () => {
  it("splits at the title's colon, and keeps a message without one whole", () => {
    expect(titledMessage("Invalid File Type: Please upload a text or PDF file")).toEqual({
      title: "Invalid File Type",
      description: "Please upload a text or PDF file",
    });
    expect(titledMessage("No Text Found: This PDF has no text layer. It looks like a scan: paste it.")).toEqual({
      title: "No Text Found",
      description: "This PDF has no text layer. It looks like a scan: paste it.",
    });
    expect(titledMessage("Something went wrong. Try again: later")).toEqual({ title: "Something went wrong. Try again: later" });
  });
});
