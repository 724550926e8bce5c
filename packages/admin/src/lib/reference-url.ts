/**
 * The 'Referências' button: what the person typed becomes a link target. Spec: https:// is
 * prefixed when missing. Answers null for an empty entry or something that is no web link.
 */
export function normalizeReferenceUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  if (/\s/.test(trimmed)) return null;
  // Any other scheme (javascript:, mailto:, ftp:) is not a reference to a web page.
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^https?:\/\//i.test(trimmed)) return null;
  const url = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    const parsed = new URL(url);
    return parsed.hostname.includes('.') || parsed.hostname === 'localhost' ? url : null;
  } catch {
    return null;
  }
}
