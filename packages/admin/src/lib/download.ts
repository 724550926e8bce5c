import { CSV_MIME } from '@vitrine/shared/csv';

/**
 * Saves text as a file through the browser's download (in the desktop app Electron shows
 * its save dialog). The text already carries the CSV's BOM.
 */
export function downloadText(fileName: string, content: string, type = CSV_MIME): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
