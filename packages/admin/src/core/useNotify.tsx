import { useCallback } from 'react';
import {
  Link,
  Toast,
  ToastBody,
  ToastTitle,
  useId,
  useToastController,
  type ToastIntent,
} from '@fluentui/react-components';
import { ApiError } from '@vitrine/shared/api-client';
import type { ApiErrorCode } from '@vitrine/shared/error-codes';
import { SNACKBAR_MS, UNDO_MS } from '@vitrine/shared/constants';

export const TOASTER_ID = 'vitrine-admin-toaster';

/** A button in the snackbar ("Desfazer" after a delete): the snackbar then stays UNDO_MS. */
export interface NotifyAction {
  label: string;
  run(): void;
}

/**
 * The spec's snackbars: the fixed text as the title, 4 s, coloured by intent; an optional detail
 * line; an optional action, which closes the snackbar when used.
 */
export function useNotify() {
  const { dispatchToast, dismissToast } = useToastController(TOASTER_ID);
  const idPrefix = useId('vitrine-toast');
  return useCallback(
    (intent: ToastIntent, text: string, detail?: string, action?: NotifyAction) => {
      const toastId = `${idPrefix}-${Date.now()}-${Math.random()}`;
      const button = action && (
        <Link
          as="button"
          onClick={() => {
            dismissToast(toastId);
            action.run();
          }}
        >
          {action.label}
        </Link>
      );
      dispatchToast(
        <Toast className="vitrine-toast">
          <ToastTitle action={button}>{text}</ToastTitle>
          {detail && detail !== text && <ToastBody>{detail}</ToastBody>}
        </Toast>,
        {
          toastId,
          intent,
          timeout: action ? UNDO_MS : SNACKBAR_MS,
          politeness: intent === 'error' ? 'assertive' : 'polite',
        },
      );
    },
    [dispatchToast, dismissToast, idPrefix],
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
