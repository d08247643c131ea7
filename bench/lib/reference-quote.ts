/**
 * The widget benchmark's reference: the same v2 quote popup drawn without any framework, to tell
 * what part of a script-time figure is this machine's floor and what part is ours. Not shipped.
 *
 * `captureQuote` opens the real `<renovo-quote version="v2">` and takes what it drew: its CSS,
 * the dialog's content, and the records block and banner the API calls filled in.
 * `writeReferenceEmbed` copies an embed folder and puts, in place of the quote's two files, one
 * module that does the popup's start-up work by hand, in the order the widget does it: define the
 * element; on connect, a shadow root with the CSS adopted and the `.root` element the widget
 * renders into (without it the popup's text was laid out in the page's font, not the widget's);
 * the remembered form values read from local storage; a `<dialog>` opened with `showModal()`,
 * focused, the page scroll locked; the content drawn (innerHTML) with its listeners; then, a task
 * later, the cookies read (Cookie Store)
 * and the records and banner calls made with the same headers, their answers parsed and the two
 * blocks drawn. What it leaves out is only what a framework adds: components, virtual DOM,
 * signals, the store, the API client.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { PHONE } from '../../tests/e2e/harness/browser.ts';

/** What the real popup drew. */
export interface CapturedQuote {
  css: string;
  /** The dialog's content with `<template data-slot>` where the records block and banner were. */
  content: string;
  records: string;
  banner: string;
}

/** Loads `url` (a page that opens the v2 quote) and takes what the popup drew once it is complete. */
export async function captureQuote(browser: Browser, url: string): Promise<CapturedQuote> {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const root = page.locator('renovo-quote');
    await root.locator('[part~="records"] [part~="record"]').first().waitFor({ timeout: 30_000 });
    await root.locator('[part~="banner"] img').waitFor({ timeout: 30_000 });
    return await page.evaluate(() => {
      const shadow = document.querySelector('renovo-quote')!.shadowRoot!;
      const css = shadow.adoptedStyleSheets
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n');
      const copy = shadow.querySelector('dialog')!.cloneNode(true) as HTMLDialogElement;
      const slot = (part: string) => {
        const block = copy.querySelector(`[part~="${part}"]`)!;
        const html = block.outerHTML;
        const template = document.createElement('template');
        template.dataset.slot = part;
        block.replaceWith(template);
        return html;
      };
      const records = slot('records');
      const banner = slot('banner');
      return { css, content: copy.innerHTML, records, banner };
    });
  } finally {
    await context.close();
  }
}

/**
 * The reference element. Runs in the page: it is written into the module as source text, with
 * the captured parts as its argument.
 */
function referenceQuote(captured: CapturedQuote) {
  const config = (window as unknown as { __RENOVO__: { apiOrigin: string; partner?: string } }).__RENOVO__;
  class ReferenceQuote extends HTMLElement {
    connectedCallback() {
      if (this.shadowRoot || !this.hasAttribute('open')) return;
      const root = this.attachShadow({ mode: 'open' });
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(captured.css);
      root.adoptedStyleSheets = [sheet];
      let remembered: { mobile?: string; size?: string } | null = null;
      try {
        remembered = JSON.parse(localStorage.getItem('evaluation-normal-data') ?? 'null');
      } catch {}
      const dialog = document.createElement('dialog');
      dialog.className = 'dialog';
      dialog.setAttribute('part', 'dialog');
      dialog.setAttribute('aria-labelledby', 'quote-title');
      dialog.setAttribute('aria-modal', 'true');
      dialog.tabIndex = -1;
      // The element the widget renders into (`.root`: its font, size and colour reset).
      const mount = document.createElement('div');
      mount.className = 'root';
      mount.append(dialog);
      root.append(mount);
      dialog.showModal();
      dialog.focus({ preventScroll: true });
      const { body } = document;
      const offset = window.scrollY;
      document.documentElement.style.overflow = 'hidden';
      Object.assign(body.style, { position: 'fixed', top: `-${offset}px`, width: '100%' });
      queueMicrotask(() => {
        dialog.innerHTML = captured.content;
        const form = dialog.querySelector('form')!;
        const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
        if (remembered?.mobile) field('mobile')!.value = remembered.mobile;
        if (remembered?.size) field('size')!.value = remembered.size;
        form.addEventListener('submit', (event) => event.preventDefault());
        form.addEventListener('input', () => {});
        dialog.addEventListener('keydown', () => {});
        dialog.addEventListener('cancel', (event) => event.preventDefault());
        setTimeout(() => void this.loadExtras(dialog), 0);
      });
    }

    async loadExtras(dialog: HTMLDialogElement) {
      const all = Object.fromEntries((await cookieStore.getAll()).map((c) => [c.name, c.value]));
      let uuid = all.uuid;
      if (!uuid) {
        uuid = crypto.randomUUID();
        // biome-ignore lint/suspicious/noDocumentCookie: written as the widget's cookie jar writes it
        document.cookie = `uuid=${uuid}; path=/; max-age=31536000; SameSite=Lax`;
      }
      const headers: Record<string, string> = {
        'X-Client-Type': 'mobile',
        'X-Uuid': uuid,
        'X-Renovo-Partner': config.partner ?? '',
        Accept: 'application/vnd.renovo.v2+json',
      };
      const call = (path: string) =>
        fetch(new URL(path, config.apiOrigin), { headers }).then((response) => response.json());
      const fill = (part: string, html: string) => {
        const slot = dialog.querySelector(`template[data-slot="${part}"]`);
        if (slot) slot.outerHTML = html;
      };
      void call('/hyperf/valuation/v3/recent_records?per_page=30').then((answer) => {
        if (answer?.data) fill('records', captured.records);
      });
      void call('/hyperf/valuation/v3/banner').then((answer) => {
        if (answer?.data) fill('banner', captured.banner);
      });
    }
  }
  customElements.define('renovo-quote', ReferenceQuote);
}

/**
 * Copies the embed folder `from` into `into`, the quote's entry replaced by the reference module
 * (with the same compile hint as every built chunk) and its shared chunk by an empty module.
 */
export function writeReferenceEmbed(from: string, into: string, captured: CapturedQuote): void {
  rmSync(into, { recursive: true, force: true });
  cpSync(from, into, { recursive: true });
  const loader = readFileSync(join(from, 'loader.js'), 'utf8');
  const files = /quote:\["([\w-]+)","([\w-]+)"\]/.exec(loader);
  if (!files) throw new Error('loader.js names no files for the quote');
  const [, entry, shared] = files;
  const hint = '//# allFunctionsCalledOnLoad\n';
  writeFileSync(join(into, `${entry}.js`), `${hint}(${referenceQuote})(${JSON.stringify(captured)});\n`);
  writeFileSync(join(into, `${shared}.js`), `${hint}export {};\n`);
}
