/**
 * Saves a file the browser made or fetched (a CSV built on the page, a PDF from the server) under
 * `fileName`: the blob becomes an object URL that a hidden <a download> opens, and is released after.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The download has started from the click; the URL is let go once the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
