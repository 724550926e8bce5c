import { useCallback } from 'react';
import { Toast, ToastBody, ToastTitle, useToastController, type ToastIntent } from '@fluentui/react-components';
import { ApiError } from '@vitrine/shared/api-client';
import type { ApiErrorCode } from '@vitrine/shared/error-codes';
import { SNACKBAR_MS } from '@vitrine/shared/constants';

export const TOASTER_ID = 'vitrine-admin-toaster';

/** The spec's snackbars: the fixed text as the title, 4 s, coloured by intent; an optional detail line. */
export function useNotify() {
  const { dispatchToast } = useToastController(TOASTER_ID);
  return useCallback(
    (intent: ToastIntent, text: string, detail?: string) =>
      dispatchToast(
        <Toast className="vitrine-toast">
          <ToastTitle>{text}</ToastTitle>
          {detail && detail !== text && <ToastBody>{detail}</ToastBody>}
        </Toast>,
        { intent, timeout: SNACKBAR_MS, politeness: intent === 'error' ? 'assertive' : 'polite' },
      ),
    [dispatchToast],
  );
}

/**
 * Failures whose server message tells the person what to change or wait for; for the rest
 * (an internal error, an unavailable server) the screen's own text says it better.
 */
const ACTIONABLE: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>([
  'malformed_request',
  'forbidden',
  'password_change_required',
  'second_factor_required',
  'origin_not_allowed',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'invalid_input',
  'too_many_requests',
]);

/** The server's reason for a failure a person can act on (conflict, validation, permission), if any. */
export function serverReason(error: unknown): string | undefined {
  return error instanceof ApiError && error.code && ACTIONABLE.has(error.code) ? error.message : undefined;
}
