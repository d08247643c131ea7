/**
 * The four statements the consent popup links to (doc 1 §2): each renders on the server with its
 * title and text, so the login sheet's and the login page's links never lead to a 404.
 */
import {
  myDataMessages,
  PRIVACY_NOTICE_VERSION,
  privacyNoticeMessages,
  statementMessages,
} from '@renovo/core';
import { describe, expect, it } from 'vitest';
import { getPage, h1Of, textOf } from '../harness/site.ts';

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
      expect(text).toContain(item!.text);
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
