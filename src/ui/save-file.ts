/** Hands a file the app received (an export, a calendar entry) to the browser to save, under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the browser has started the download (at once would cancel it in some browsers).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
