/** Session and login: the session store, the login popup store, the send-code countdown and their ports. */
export * from './code-challenge.ts';
export * from './countdown.ts';
export * from './errors.ts';
export * from './login-form.ts';
export * from './login-rules.ts';
export * from './login-status.ts';
export * from './login-store.ts';
export * from './ports.ts';
export * from './session-store.ts';
