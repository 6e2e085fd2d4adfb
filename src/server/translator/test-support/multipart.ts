/** A multipart/form-data body with one file, as a browser's FormData sends it, for inject and fetch. */
export function multipartFile(
  bytes: Uint8Array,
  fileName: string,
  contentType = "application/octet-stream",
  field = "file",
): { body: Buffer; contentType: string } {
  const boundary = `----flc${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, Buffer.from(bytes), tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
