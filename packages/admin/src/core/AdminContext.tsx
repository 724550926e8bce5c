import { createContext, useContext } from 'react';
import type { ApiClient } from '@vitrine/shared/api-client';
import type { AdminSession } from '../host';

export interface AdminContextValue {
  api: ApiClient;
  session: AdminSession | null;
  /** Stores the session with the host and re-renders the screens. */
  saveSession(session: AdminSession): void;
  /** Sair, or an invalid token: forget the session and go to /login. */
  logout(): Promise<void>;
  openExternal(url: string): void;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin outside AdminApp');
  return value;
}

/** The session of a screen behind the guard, which only renders with one. */
export function useSession(): AdminSession {
  const { session } = useAdmin();
  if (!session) throw new Error('useSession without a session');
  return session;
}
