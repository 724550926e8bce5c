export * from './common';
export * from './contact';
export * from './newsletter';
export * from './auth';
export * from './post';
export * from './admin';
export * from './lgpd';
export * from './campaign';
