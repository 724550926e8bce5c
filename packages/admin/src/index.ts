export type { AdminHostProps, AdminSession, SessionStore } from './host';
