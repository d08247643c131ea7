/**
 * The main site's journeys every engine runs: home → a work → its quote → the result page; a
 * login on /login with the SMS code; an article's quote popover at half the page
 * (docs/spec/platform.md#routes-and-overlays, docs/spec/popups-and-header.md#states). The full
 * journeys stay in the Chromium suite (packages/host-site/test/journeys).
 */
import { articleMessages } from '@renovo/core';
import { expect } from 'vitest';
import { apiJson, smsCode } from '../e2e/harness/widgets.ts';
import type { EnginePage } from './harness/engine-page.ts';
import { until, untilUrl } from './harness/engine-page.ts';
import { dialogClosed, dialogShown, hydrated, mobileOf, submitQuote } from './harness/steps.ts';
import type { Journey } from './widget-journeys.ts';

/** The work page's automatic popup (the community quote or the basic quote). */
const AUTO_POPUP = '[module="work_detail_auto_popbox"]';

/** The article's quote popover (docs/spec/platform.md#routes-and-overlays). */
const POPOVER = 'renovo-quote[module="article_detail_auto_popbox"]';

/** Scrolls the page to `fraction` of its scrollable height. */
function scrollTo(page: EnginePage, fraction: number): Promise<void> {
  return page.evaluate((f) => {
    const root = document.documentElement;
    window.scrollTo(0, Math.ceil((root.scrollHeight - window.innerHeight) * f));
  }, fraction);
}

/** How many dialogs of the popover are open now. */
function popoverOpen(page: EnginePage): Promise<boolean> {
  return page.evaluate(
    (host) => Boolean(document.querySelector(host)?.shadowRoot?.querySelector('dialog[open]')),
    POPOVER,
  );
}

/** Opens the page of the article list's first article and waits for it to hydrate. */
async function openFirstArticle(page: EnginePage, siteOrigin: string): Promise<void> {
  const { body } = await apiJson<{ data: { items: { id: number }[] } }>(
    siteOrigin,
    '/v1/article/list?per_page=1',
  );
  await page.goto(`${siteOrigin}/article/${body.data.items[0]!.id}`);
  await hydrated(page);
}

export const SITE_JOURNEYS: readonly Journey[] = [
  {
    rule: 'home → a work → its quote button → a valid quote lands on result_copy?id= with the lead stored',
    async run(page, { siteOrigin }) {
      await page.goto(`${siteOrigin}/`);
      await hydrated(page);
      const href = await page.evaluate(() =>
        document.querySelector('main a.card__link[href^="/works/"]')?.getAttribute('href'),
      );
      expect(href).toMatch(/^\/works\/\d+$/);
      await page.click(`main a.card__link[href="${href}"]`);
      await untilUrl(page, (url) => url.pathname === href);
      await hydrated(page);
      // The popup manager may open the page's automatic popup once it has answered
      // (docs/spec/popups-and-header.md#states); a visitor closes it before asking for a quote.
      await until(page, 'the popups answered', () =>
        performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === '/hyperf/popups'),
      );
      const auto = await until(
        page,
        'an automatic popup',
        (selector) => Boolean(document.querySelector(selector)?.shadowRoot?.querySelector('dialog[open]')),
        AUTO_POPUP,
        3000,
      ).catch(() => false);
      if (auto) {
        await page.click([AUTO_POPUP, 'dialog[open] [part~="close"]']);
        await dialogClosed(page, AUTO_POPUP);
      }
      const host = 'renovo-quote[module="work_detail"]';
      await page.click('main button.work-quote-entry');
      await dialogShown(page, host);
      await submitQuote(page, [host, 'dialog[open]'], {
        region: '8',
        size: '33',
        mobile: mobileOf(page.engine, 11),
      });
      const landed = await untilUrl(page, (url) => url.pathname === '/decorationfrom/result_copy');
      const id = landed.searchParams.get('id') ?? '';
      await hydrated(page);
      const { body } = await apiJson<{ data: { public_id: string; region_id: number; size: number } }>(
        siteOrigin,
        `/hyperf/valuation/v3/result?id=${id}`,
      );
      expect(body.data).toMatchObject({ public_id: id, region_id: 8, size: 33 });
    },
  },
  {
    rule: '/login logs a visitor in with the SMS code and keeps the session in an HttpOnly cookie',
    async run(page, { siteOrigin }) {
      const mobile = mobileOf(page.engine, 12);
      await page.goto(`${siteOrigin}/login`);
      await hydrated(page);
      await page.type('.login-panel input[name="mobile"]', mobile);
      await page.click('.login-panel .login-panel__send');
      await until(page, 'the code sent', () =>
        /\d+s/.test(document.querySelector('.login-panel__send')?.textContent ?? ''),
      );
      await page.type('.login-panel input[name="code"]', await smsCode(siteOrigin, mobile));
      await page.click('.login-panel__consent input[type="checkbox"]');
      await page.click('.login-panel button.login-panel__submit');
      await untilUrl(page, (url) => url.pathname === '/');
      const token = await page.cookie('token');
      expect(token?.httpOnly).toBe(true);
      expect(token?.value).toBeTruthy();
    },
  },
  {
    rule: 'an article’s quote popover opens at half the page, and once closed stays shut',
    async run(page, { siteOrigin }) {
      await openFirstArticle(page, siteOrigin);
      await until(page, 'the popups answered', () =>
        performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === '/hyperf/popups'),
      );
      // Past 40 % (the share tooltip shows: the page has read the scroll) but under 50 %: shut.
      await scrollTo(page, 0.45);
      await until(
        page,
        'the share tooltip',
        (text) => document.querySelector('.article-actions [role="status"]')?.textContent?.includes(text),
        articleMessages.shareTooltip,
      );
      expect(await popoverOpen(page)).toBe(false);
      await scrollTo(page, 0.6);
      await dialogShown(page, POPOVER);
      await page.press('Escape');
      await page.click([POPOVER, 'dialog[open] [part~="close-feature"]']);
      await dialogClosed(page, POPOVER);
      await scrollTo(page, 0);
      await scrollTo(page, 1);
      // Several throttled scroll readings later, still shut.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await popoverOpen(page)).toBe(false);
    },
  },
  {
    rule: 'a stylesheet the server wrote into the page is neither fetched nor applied again once the widgets load',
    async run(page, { siteOrigin }) {
      await openFirstArticle(page, siteOrigin);
      // A press on the quote link loads the widgets and the chunks they import (ADR 038's addendum).
      // (Pressed by script: the article's own popover may open over the link meanwhile; and only
      // once the page's code has made it a dialog's button, or the press follows its href.)
      await until(page, 'the quote link live', () =>
        Boolean(document.querySelector('.quote-entry a[aria-haspopup="dialog"]')),
      );
      await page.evaluate(() =>
        document.querySelector<HTMLElement>('.quote-entry a[aria-haspopup="dialog"]')?.click(),
      );
      await until(page, 'the quote open', () =>
        [...document.querySelectorAll('renovo-quote')].some((host) =>
          host.shadowRoot?.querySelector('dialog[open]'),
        ),
      );
      // The quote's first call fetches the API client's chunk, which carries the frame's stylesheet.
      await until(page, 'the API client loaded', () =>
        performance.getEntriesByType('resource').some((e) => /\/assets\/api-client-[\w-]+\.js$/.test(e.name)),
      );
      const twice = await page.evaluate(() => {
        const inline = [...document.querySelectorAll('style[data-href]')].flatMap((s) =>
          (s.getAttribute('data-href') ?? '').split(/\s+/),
        );
        const isInline = (url: string) => inline.includes(new URL(url, location.href).pathname);
        return {
          inline: inline.length,
          linked: [
            ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])'),
          ].filter((link) => isInline(link.href)).length,
          fetched: performance.getEntriesByType('resource').filter((e) => isInline(e.name)).length,
          applied: [...document.styleSheets].filter(
            (sheet) => sheet.href && isInline(sheet.href) && !sheet.disabled,
          ).length,
        };
      });
      expect(twice).toEqual({ inline: twice.inline, linked: 0, fetched: 0, applied: 0 });
      expect(twice.inline).toBeGreaterThan(0);
    },
  },
];
