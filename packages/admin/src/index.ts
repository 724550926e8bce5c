export type { AdminHostProps, AdminSession, SessionStore } from './host';
export { AdminApp } from './app/AdminApp';
