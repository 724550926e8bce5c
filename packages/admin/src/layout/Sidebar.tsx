import { Avatar, Badge, makeStyles, mergeClasses } from '@fluentui/react-components';
import {
  ArrowImport24Regular,
  ArrowRouting24Regular,
  ChatMultiple24Regular,
  DocumentSearch24Regular,
  MailInbox24Regular,
  DocumentText24Regular,
  Key24Regular,
  Mail24Regular,
  People24Regular,
  PlugConnected24Regular,
  ShieldLock24Regular,
  SignOut24Regular,
  TextBulletListSquare24Regular,
} from '@fluentui/react-icons';
import type { JSX } from 'react';
import { Link, useLocation } from 'wouter';
import { brand } from '@vitrine/shared/brand';
import { ROLE_LABELS } from '@vitrine/shared/roles';
import { useAdmin, useSession } from '../core/AdminContext';
import { useGuardedNavigate } from '../core/NavigationGuard';
import { ROUTES, activeEntryKey, displayName, sidebarEntries, type SidebarIcon } from '../lib/navigation';
import { NAVY, SUNRISE } from '../core/theme';

const ICONS: Record<SidebarIcon, JSX.Element> = {
  users: <People24Regular />,
  password: <Key24Regular />,
  posts: <DocumentText24Regular />,
  newsletter: <Mail24Regular />,
  contacts: <ChatMultiple24Regular />,
  privacy: <ShieldLock24Regular />,
  audit: <DocumentSearch24Regular />,
  mail: <MailInbox24Regular />,
  redirects: <ArrowRouting24Regular />,
  import: <ArrowImport24Regular />,
  integrations: <PlugConnected24Regular />,
  logout: <SignOut24Regular />,
  synonyms: <TextBulletListSquare24Regular />,
};

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    width: '248px',
    // Small laptops (1024 px): a narrower sidebar leaves the grids room for all their columns.
    '@media (max-width: 1200px)': { width: '216px', paddingLeft: '10px', paddingRight: '10px' },
    boxSizing: 'border-box',
    backgroundColor: NAVY,
    color: '#fff',
    padding: '20px 12px',
    gap: '20px',
  },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    padding: '6px 8px',
    '@media (max-width: 1200px)': { padding: '6px 4px', gap: '8px' },
    borderRadius: '6px',
    color: 'inherit',
    textDecoration: 'none',
    ':hover': { backgroundColor: 'rgba(255,255,255,0.1)' },
    ':focus-visible': { outline: `2px solid ${SUNRISE}`, outlineOffset: '1px' },
  },
  sun: {
    width: '32px',
    height: '32px',
    borderRadius: '50%',
    background: `radial-gradient(circle at 50% 80%, #ffd08a 0, ${SUNRISE} 55%, #b8420c 100%)`,
    flexShrink: 0,
  },
  brandName: {
    fontWeight: 700,
    fontSize: '16px',
    lineHeight: '20px',
    whiteSpace: 'nowrap',
    '@media (max-width: 1200px)': { fontSize: '15px' },
  },
  brandSub: { fontSize: '12px', color: '#b3c3d6' },
  user: {
    display: 'flex',
    alignItems: 'center',
    gap: '10px',
    padding: '12px',
    borderRadius: '8px',
    backgroundColor: 'rgba(255,255,255,0.08)',
  },
  userName: { fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  nav: { display: 'flex', flexDirection: 'column', gap: '4px', flexGrow: 1 },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    width: '100%',
    padding: '10px 12px',
    border: 'none',
    borderRadius: '6px',
    background: 'transparent',
    color: '#dbe4ee',
    fontFamily: 'inherit',
    fontSize: '14px',
    cursor: 'pointer',
    textAlign: 'left',
    position: 'relative',
    ':hover': { backgroundColor: 'rgba(255,255,255,0.1)', color: '#fff' },
    ':focus-visible': { outline: `2px solid ${SUNRISE}`, outlineOffset: '1px' },
  },
  active: {
    backgroundColor: 'rgba(255,255,255,0.14)',
    color: '#fff',
    fontWeight: 600,
    '::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '8px',
      bottom: '8px',
      width: '3px',
      borderRadius: '2px',
      backgroundColor: SUNRISE,
    },
  },
  logout: { marginTop: 'auto', borderTop: '1px solid rgba(255,255,255,0.12)', paddingTop: '12px' },
  roleBadge: { marginTop: '2px' },
});

export function Sidebar({ onNavigate, fill }: { onNavigate?: () => void; fill?: boolean }) {
  const styles = useStyles();
  const session = useSession();
  const { logout } = useAdmin();
  const { navigate, confirmThen } = useGuardedNavigate();
  const [location] = useLocation();
  const entries = sidebarEntries(session.role);
  const active = activeEntryKey(entries, location);
  const name = displayName(session.username);

  const mainEntries = entries.filter((e) => e.href);
  const logoutEntry = entries.find((e) => !e.href);

  return (
    <div className={styles.root} style={fill ? { width: '100%' } : undefined}>
      {/* The admin home has no sidebar entry (spec): the brand block leads there. */}
      <Link
        href={ROUTES.home}
        className={styles.brand}
        aria-label="Início — painel"
        aria-current={location === ROUTES.home ? 'page' : undefined}
        data-testid="sidebar-home"
        onClick={(event) => {
          event.preventDefault();
          onNavigate?.();
          navigate(ROUTES.home);
        }}
      >
        <div className={styles.sun} aria-hidden />
        <div>
          <div className={styles.brandName}>{brand.companyName} Sistemas</div>
          <div className={styles.brandSub}>Área administrativa</div>
        </div>
      </Link>
      <div className={styles.user} data-testid="sidebar-user">
        <Avatar name={name} color="colorful" size={36} aria-hidden />
        <div style={{ minWidth: 0 }}>
          <div className={styles.userName} data-testid="sidebar-username">
            {name}
          </div>
          <Badge className={styles.roleBadge} appearance="tint" color="warning" size="small" data-testid="sidebar-role">
            {ROLE_LABELS[session.role]}
          </Badge>
        </div>
      </div>
      <nav className={styles.nav} aria-label="Menu administrativo">
        {mainEntries.map((entry) => (
          <button
            key={entry.key}
            type="button"
            className={mergeClasses(styles.item, active === entry.key && styles.active)}
            aria-current={active === entry.key ? 'page' : undefined}
            onClick={() => {
              onNavigate?.();
              navigate(entry.href!);
            }}
          >
            {ICONS[entry.icon]}
            {entry.label}
          </button>
        ))}
        {logoutEntry && (
          <div className={styles.logout}>
            <button
              type="button"
              className={styles.item}
              onClick={() => {
                onNavigate?.();
                confirmThen(() => void logout());
              }}
            >
              {ICONS.logout}
              {logoutEntry.label}
            </button>
          </div>
        )}
      </nav>
    </div>
  );
}
