/// <reference types="vite/client" />

interface Window {
  /** Read by the widgets: where the Renovo API runs and the partner key. */
  __RENOVO__?: { apiOrigin: string; partner?: string; version?: string };
}

interface ImportMetaEnv {
  readonly VITE_RENOVO_ORIGIN?: string;
}
