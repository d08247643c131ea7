/** The client build's stylesheets by URL, for the server (vite.config.ts, inlineCss). */
declare module 'virtual:renovo-inline-css' {
  const cssByHref: Readonly<Record<string, string>>;
  export default cssByHref;
}
