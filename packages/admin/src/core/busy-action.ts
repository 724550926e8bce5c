/**
 * The shape every staff action shares: mark the screen busy, do the work, report a failure,
 * always clear the busy mark (and run what must follow either way). Kept apart from React so
 * a unit test can drive it; screens use it through useBusyAction.
 */
export interface BusyActionSteps {
  setBusy(busy: boolean): void;
  /** Told what went wrong (the snackbar, or a field's message). */
  onFailure(error: unknown): void;
}

/** Runs `work`; answers true when it finished, false when it failed (the failure already reported). */
export async function runBusyAction(
  steps: BusyActionSteps,
  work: () => Promise<unknown>,
  settled?: () => void,
): Promise<boolean> {
  steps.setBusy(true);
  try {
    await work();
    return true;
  } catch (error) {
    steps.onFailure(error);
    return false;
  } finally {
    steps.setBusy(false);
    settled?.();
  }
}
