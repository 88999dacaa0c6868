/**
 * Hands bytes the app already holds to the browser as a download named `fileName`. Files
 * served only to the owner's bearer token cannot be plain links: the page fetches them
 * with the token, then saves what it got.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
