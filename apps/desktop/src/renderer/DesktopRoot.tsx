import { useEffect, useMemo, useState } from 'react';
import { AdminApp, type AdminSession } from '@vitrine/admin';
import { createApiClient } from '@vitrine/shared/api-client';
import type { DesktopBridge } from '@vitrine/shared/desktop-bridge';
import { isRoleId } from '@vitrine/shared/roles';
import { createDesktopSession } from './desktop-session';
import { ServerSettingsForm } from './ServerSettingsForm';

type Boot =
  | { stage: 'loading' }
  | { stage: 'server'; serverUrl: string | null }
  | { stage: 'ready'; serverUrl: string; session: AdminSession | null };

/**
 * Asks main for the server address (first run: the form), then whether the keychain holds a
 * token and, if so, who it belongs to, before mounting the admin screens with hash routing.
 */
export function DesktopRoot({ bridge }: { bridge: DesktopBridge }) {
  const api = useMemo(() => createApiClient({ request: (req) => bridge.api.request(req) }), [bridge]);
  const [boot, setBoot] = useState<Boot>({ stage: 'loading' });
  const [editingServer, setEditingServer] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const serverUrl = await bridge.settings.getServerUrl();
      if (!serverUrl) return !cancelled && setBoot({ stage: 'server', serverUrl: null });
      let session: AdminSession | null = null;
      if ((await bridge.session.status()).hasToken) {
        const me = await api.verifyToken().catch(() => null);
        if (me && isRoleId(me.role))
          session = { username: me.username, role: me.role, mustChangePassword: me.mustChangePassword };
      }
      if (!cancelled) setBoot({ stage: 'ready', serverUrl, session });
    })();
    return () => {
      cancelled = true;
    };
  }, [api, bridge]);

  useEffect(() => bridge.settings.onOpenRequested(() => setEditingServer(true)), [bridge]);

  const session = useMemo(
    () => (boot.stage === 'ready' ? createDesktopSession(bridge, boot.session) : null),
    [boot, bridge],
  );

  // A new server means a new session (the keychain keeps one per server): start over.
  const restart = () => {
    window.location.hash = '#/';
    window.location.reload();
  };

  if (boot.stage === 'loading') return <div className="desktop-loading" aria-busy="true" />;
  if (boot.stage === 'server' || editingServer) {
    const current = boot.stage === 'ready' ? boot.serverUrl : null;
    return (
      <ServerSettingsForm
        bridge={bridge.settings}
        initialUrl={current}
        onCancel={current ? () => setEditingServer(false) : undefined}
        onSaved={restart}
      />
    );
  }
  return (
    <AdminApp
      api={api}
      session={session!}
      routing="hash"
      openExternal={(url) => void bridge.shell.openExternal(url).catch(() => undefined)}
    />
  );
}
