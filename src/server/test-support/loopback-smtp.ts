/** A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed (mailparser), for the reminder tests. */
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message as it arrived, headers included. */
  raw: string;
}

export interface LoopbackSmtp {
  url: string;
  received: ReceivedMail[];
  /** "accept" (default), "refuse" (a temporary 451 for every recipient) or "hang" (never greets). */
  mode: "accept" | "refuse" | "hang";
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const received: ReceivedMail[] = [];
  const state: LoopbackSmtp = {
    url: "",
    received,
    mode: "accept",
    to: (address) => received.filter((mail) => mail.to === address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 200,
    onConnect(_session, callback) {
      // Hanging: the greeting never comes, so the client's timeout ends it.
      if (state.mode !== "hang") callback();
    },
    onMailFrom(_address, _session, callback) {
      // Hanging on a connection already open: MAIL FROM is never answered.
      if (state.mode !== "hang") callback();
    },
    onRcptTo(_address, _session, callback) {
      if (state.mode === "refuse") {
        const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then((parsed) => {
          for (const recipient of session.envelope.rcptTo) {
            received.push({
              to: recipient.address,
              subject: parsed.subject ?? "",
              text: parsed.text ?? "",
              html: typeof parsed.html === "string" ? parsed.html : "",
              raw: raw.toString("utf8"),
            });
          }
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  return state;
}
