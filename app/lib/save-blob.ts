/**
 * Saves a Blob under a name through a temporary blob: URL: how a file behind the bearer token (an invoice, a
 * prescription's file, the back office's reports) becomes a download, since a plain link cannot send the token.
 */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has handed the blob to the download; revoking at once can cancel it in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
