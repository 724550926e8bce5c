/**
 * After a failed submit, moves focus to the first field marked invalid inside `root` (Fluent's
 * Field sets aria-invalid on its control once it has a validation message). Waits one frame so the
 * messages just set are rendered first.
 */
export function focusFirstInvalid(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
