import { useCallback, useEffect, useState, type RefObject } from 'react';

const firstInvalid = (root: HTMLElement | null) => root?.querySelector<HTMLElement>('[aria-invalid="true"]');

/**
 * After a failed submit, moves focus to the first field marked invalid inside `root` (Fluent's
 * Field sets aria-invalid on its control once it has a validation message). Waits one frame so the
 * messages just set are rendered first.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => firstInvalid(root)?.focus());
}

/**
 * The same for a form whose messages arrive with other state (a server's answer after an await):
 * `request()` together with the messages' state update; focus moves once that render is committed.
 */
export function useFocusFirstInvalid(root: RefObject<HTMLElement | null>): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) firstInvalid(root.current)?.focus();
  }, [requests, root]);
  return useCallback(() => setRequests((n) => n + 1), []);
}
