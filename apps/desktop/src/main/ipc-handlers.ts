import type { z } from 'zod';
import { BRIDGE_CHANNELS, type BridgeInvokePath } from '@vitrine/shared/desktop-bridge';
import { desktopMessages } from './desktop-messages';
import type { IpcDeps } from './ipc-forward';
import { IPC_TABLE } from './ipc-table';
import { isAppUrl } from './security';

export type { IpcDeps } from './ipc-forward';

/** The part of Electron's IpcMainInvokeEvent the handlers look at. */
export interface IpcEventLike {
  senderFrame: { url: string; parent?: unknown } | null;
}

export type IpcListener = (event: IpcEventLike, ...args: unknown[]) => unknown;

/** ipcMain in the app; a Map in tests. */
export interface IpcRegistry {
  handle(channel: string, listener: IpcListener): void;
}

class IpcRefusedError extends Error {
  constructor(channel: string, reason: string) {
    super(`${desktopMessages.requestRefused} (${channel}: ${reason})`);
    this.name = 'IpcRefusedError';
  }
}

/** Only the top frame of a page served from app://vitrine may call main. */
function isTrustedSender(event: IpcEventLike | null | undefined): boolean {
  const frame = event?.senderFrame;
  return Boolean(frame) && isAppUrl(frame!.url) && (frame!.parent === null || frame!.parent === undefined);
}

/**
 * Registers every row of IPC_TABLE on its channel, behind the sender check, the exact
 * argument count (the length of the row's tuple) and the row's argument schema.
 */
export function registerIpcHandlers(registry: IpcRegistry, deps: IpcDeps): void {
  for (const path of Object.keys(IPC_TABLE) as BridgeInvokePath[]) {
    const channel = BRIDGE_CHANNELS[path];
    // Each row is checked against its own path by IpcTable; here they are handled alike.
    const row = IPC_TABLE[path] as unknown as {
      args: z.ZodTuple;
      handle(deps: IpcDeps, ...args: unknown[]): Promise<unknown>;
    };
    const arity = row.args.def.items.length;
    registry.handle(channel, async (event, ...args) => {
      if (!isTrustedSender(event)) throw new IpcRefusedError(channel, 'untrusted sender');
      if (args.length !== arity) throw new IpcRefusedError(channel, 'wrong number of arguments');
      const parsed = row.args.safeParse(args);
      if (!parsed.success) throw new IpcRefusedError(channel, parsed.error.issues[0]?.message ?? 'invalid');
      return row.handle(deps, ...(parsed.data as unknown[]));
    });
  }
}
