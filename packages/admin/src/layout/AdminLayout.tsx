import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, OverlayDrawer, makeStyles } from '@fluentui/react-components';
import { Navigation24Regular } from '@fluentui/react-icons';
import { MOBILE_BREAKPOINT_PX } from '@vitrine/shared/constants';
import { brand } from '@vitrine/shared/brand';
import { VITRINE_VERSION } from '@vitrine/shared/version';
import { mediaQueryStore } from '@vitrine/shared/media-query';
import { Sidebar } from './Sidebar';
import { NAVY } from '../core/theme';

const useStyles = makeStyles({
  shell: { display: 'flex', minHeight: '100vh' },
  aside: { position: 'sticky', top: 0, height: '100vh', flexShrink: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: '28px 36px 48px',
    boxSizing: 'border-box',
    maxWidth: '1320px',
    '@media (max-width: 1200px)': { padding: '24px 20px 40px' },
    '@media (max-width: 800px)': { padding: '16px' },
  },
  topbar: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    padding: '8px 12px',
    backgroundColor: NAVY,
    color: '#fff',
    position: 'sticky',
    top: 0,
    zIndex: 10,
  },
  drawerBody: { padding: 0, height: '100%' },
  // The release, for a support call or an upgrade check ("which version is this?").
  footer: { marginTop: '32px', fontSize: '12px', color: '#5b6472' },
});

/** Sidebar beside the content on wide windows; a drawer behind a menu button on narrow ones. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const narrowQuery = mediaQueryStore(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`);
  const narrow = useSyncExternalStore(narrowQuery.subscribe, narrowQuery.getSnapshot, narrowQuery.getServerSnapshot);
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="vitrine-admin">
      {narrow && (
        <header className={styles.topbar}>
          <Button
            appearance="transparent"
            icon={<Navigation24Regular color="#fff" />}
            aria-label="Abrir menu"
            onClick={() => setDrawerOpen(true)}
          />
          <strong>{brand.companyName} Sistemas</strong>
        </header>
      )}
      <div className={styles.shell}>
        {narrow ? (
          <OverlayDrawer
            open={drawerOpen}
            onOpenChange={(_, data) => setDrawerOpen(data.open)}
            style={{ width: 264, backgroundColor: NAVY }}
            aria-label="Menu administrativo"
          >
            <div className={styles.drawerBody}>
              <Sidebar fill onNavigate={() => setDrawerOpen(false)} />
            </div>
          </OverlayDrawer>
        ) : (
          <aside className={styles.aside}>
            <Sidebar />
          </aside>
        )}
        <main className={styles.main}>
          {children}
          <footer className={styles.footer} data-testid="admin-version">
            Vitrine {VITRINE_VERSION}
          </footer>
        </main>
      </div>
    </div>
  );
}
