import { useContext } from 'react';
import { ScrollRestoration as RouterScrollRestoration, UNSAFE_FrameworkContext } from 'react-router';

/**
 * With storage blocked (privacy settings, some in-app browsers), `window.sessionStorage` throws a
 * SecurityError, and React Router's inline scroll-restoration script throws it uncaught (its
 * `catch` touches the storage again). This guard runs first: when the storage throws, the page
 * gets a storage in memory for its own life — what the site's and the widgets' own storage
 * wrappers fall back to as well — so the script restores nothing and throws nothing.
 */
const GUARD = `try{window.sessionStorage.length}catch(e){var m=new Map();Object.defineProperty(window,"sessionStorage",{configurable:true,value:{getItem:function(k){return m.has(String(k))?m.get(String(k)):null},setItem:function(k,v){m.set(String(k),String(v))},removeItem:function(k){m.delete(String(k))},clear:function(){m.clear()},key:function(i){return Array.from(m.keys())[i]||null},get length(){return m.size}}})}`;

/** React Router's `<ScrollRestoration />`, safe with storage blocked; the page's CSP nonce on both scripts. */
export function ScrollRestoration() {
  const nonce = useContext(UNSAFE_FrameworkContext)?.nonce;
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of this file, no input. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: GUARD }} />
      <RouterScrollRestoration />
    </>
  );
}
