/**
 * The four statements the consent popup links to (docs/spec/platform.md#routes-and-overlays): each renders on
 * the server with its
 * title and text, so the login sheet's and the login page's links never lead to a 404.
 */
import {
  format,
  myDataMessages,
  PRIVACY_NOTICE_VERSION,
  privacyNoticeMessages,
  statementMessages,
} from '@renovo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPage, h1Of, textOf } from '../harness/site.ts';
import { type SiteStack, startSiteStack } from '../harness/stack.ts';

describe('Consent confirmation popup: the four statement pages exist', () => {
  for (const key of ['terms', 'privacy', 'service', 'disclaimer'] as const) {
    it(`/${key} renders ${statementMessages.pages[key].title}`, async () => {
      const page = await getPage(`/${key}`);
      expect(page.status).toBe(200);
      expect(h1Of(page.html)).toEqual([statementMessages.pages[key].title]);
      expect(page.html).toContain(statementMessages.pages[key].body[0]);
    });
  }
});

/** The development placeholder the suite's test-mode server names. */
const PLACEHOLDER = {
  operator: statementMessages.placeholderOperator.name,
  registration: statementMessages.placeholderOperator.registrationNo,
};

describe('the privacy notice states the six items of 個人資料保護法 Art. 8', () => {
  it('/privacy lists collector, purposes, categories, use, rights and the effect of not providing, with its version', async () => {
    const page = await getPage('/privacy');
    const text = textOf(page.html);
    expect(privacyNoticeMessages.items).toHaveLength(6);
    for (const key of [
      '蒐集者名稱',
      '蒐集之目的',
      '個人資料之類別',
      '利用之期間、地區、對象及方式',
      '第 3 條',
      '不提供',
    ]) {
      const item = privacyNoticeMessages.items.find((i) => i.heading.includes(key));
      expect(item, key).toBeDefined();
      expect(text).toContain(item!.heading);
      expect(text).toContain(format(item!.text, PLACEHOLDER));
    }
    expect(text).toContain(PRIVACY_NOTICE_VERSION);
    expect(page.html).toContain('href="/privacy/my-data"');
  });

  it('/privacy/my-data renders its form with labelled fields', async () => {
    const page = await getPage('/privacy/my-data');
    expect(page.status).toBe(200);
    expect(h1Of(page.html)).toEqual([myDataMessages.title]);
    for (const label of [myDataMessages.mobileLabel, myDataMessages.codeLabel, myDataMessages.erase]) {
      expect(page.html).toContain(label);
    }
    expect(page.html).toMatch(/<label for="[^"]+">手機號碼<\/label>/);
  });
});

describe('the terms and the notice name the operator from the configuration', () => {
  it('/terms is the full terms: numbered sections, the operator and its registration number, no invented contact', async () => {
    const text = textOf((await getPage('/terms')).html);
    const sections = statementMessages.pages.terms.sections;
    expect(sections.length).toBeGreaterThanOrEqual(10);
    for (const section of sections) {
      expect(text).toContain(section.heading);
      expect(text).toContain(format(section.text, PLACEHOLDER));
    }
    expect(text).toContain(format(statementMessages.operatorLine, PLACEHOLDER));
    // No OPERATOR_HELP_PHONE / OPERATOR_HELP_EMAIL on this stack: no contact line.
    expect(text).not.toContain(statementMessages.contact.slice(0, 12));
  });

  it('outside production, unset, the operator is a placeholder that says it is one', async () => {
    for (const path of ['/terms', '/privacy']) {
      const text = textOf((await getPage(path)).html);
      expect(text, path).toContain(statementMessages.placeholderNotice);
      expect(text, path).toContain(statementMessages.placeholderOperator.name);
    }
  });

  describe('with OPERATOR_NAME and OPERATOR_REGISTRATION_NO set (and the Help contacts)', () => {
    let stack: SiteStack;
    const operator = { operator: '好家科技股份有限公司', registration: '24536806' };
    const help = { phone: '(02) 8765-4321', email: 'care@example.org' };
    beforeAll(async () => {
      stack = await startSiteStack({
        env: {
          OPERATOR_NAME: operator.operator,
          OPERATOR_REGISTRATION_NO: operator.registration,
          OPERATOR_HELP_PHONE: help.phone,
          OPERATOR_HELP_EMAIL: help.email,
        },
      });
    });
    afterAll(() => stack?.close());

    it('/terms and /privacy (Art. 8 item 1, who collects) name it, with no placeholder notice', async () => {
      for (const path of ['/terms', '/privacy']) {
        const text = textOf(await (await fetch(new URL(path, stack.origin))).text());
        expect(text, path).toContain(format(statementMessages.operatorLine, operator));
        expect(text, path).not.toContain(statementMessages.placeholderNotice);
        expect(text, path).not.toContain(statementMessages.placeholderOperator.name);
      }
      const privacy = textOf(await (await fetch(new URL('/privacy', stack.origin))).text());
      expect(privacy).toContain(format(privacyNoticeMessages.items[0]!.text, operator));
    });

    it('the Help contacts are the configured ones: the statements’ contact line, the drawer and the onboarding page', async () => {
      const ways = [
        format(statementMessages.contactMail, { mail: help.email }),
        format(statementMessages.contactPhone, { phone: help.phone }),
      ].join(statementMessages.contactOr);
      for (const path of ['/terms', '/privacy']) {
        const text = textOf(await (await fetch(new URL(path, stack.origin))).text());
        expect(text, path).toContain(format(statementMessages.contact, { ways }));
      }
      for (const path of ['/', '/designer/recruit']) {
        const html = await (await fetch(new URL(path, stack.origin))).text();
        expect(html, path).toContain('href="tel:0287654321"');
        expect(html, path).toContain(`href="mailto:${help.email}`);
        expect(textOf(html), path).toContain(help.phone);
      }
    });
  });
});
