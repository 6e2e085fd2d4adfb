import { describe, expect, it } from "vitest";
import { parseEvents } from "./ask-stream";

describe("reading the assistant's server-sent events", () => {
  it("returns whole events and keeps an unfinished one for the next chunk", () => {
    const first = parseEvents('event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"te');
    expect(first.events).toEqual([{ event: "delta", data: '{"text":"Hel"}' }]);
    const second = parseEvents(`${first.rest}xt":"lo"}\r\n\r\nevent: done\ndata: {}\n\n`);
    expect(second.events).toEqual([
      { event: "delta", data: '{"text":"lo"}' },
      { event: "done", data: "{}" },
    ]);
    expect(second.rest).toBe("");
  });

  it("joins a multi-line data field and names an unnamed event 'message'", () => {
    expect(parseEvents("data: one\ndata: two\n\n").events).toEqual([{ event: "message", data: "one\ntwo" }]);
  });
});
