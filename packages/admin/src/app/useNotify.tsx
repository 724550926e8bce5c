import { useCallback } from 'react';
import { Toast, ToastBody, ToastTitle, useToastController, type ToastIntent } from '@fluentui/react-components';
import { ApiError } from '@vitrine/shared/api-client';
import { SNACKBAR_MS } from '@vitrine/shared/constants';

export const TOASTER_ID = 'vitrine-admin-toaster';

/** The spec's snackbars: the fixed text as the title, 4 s, coloured by intent; an optional detail line. */
export function useNotify() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (intent: ToastIntent, text: string, detail?: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
          {detail && detail !== text && <ToastBody>{detail}</ToastBody>}
        </Toast>,
        { intent, timeout: SNACKBAR_MS, politeness: intent === 'error' ? 'assertive' : 'polite' },
      ),
    [dispatchToast],
  );
}

/** The server's reason for a failure a person can act on (conflict, validation, permission), if any. */
export function serverReason(error: unknown): string | undefined {
  return error instanceof ApiError && [400, 403, 404, 409, 413, 415, 422, 429].includes(error.status)
    ? error.message
    : undefined;
}
