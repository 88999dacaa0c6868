/** The first bytes of a PNG, all an upload is sniffed by. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** A multipart/form-data body with one file part, as a phone's or browser's form sends it. */
export function multipart(
  bytes: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
  field = 'file',
) {
  const boundary = '----hospital-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
