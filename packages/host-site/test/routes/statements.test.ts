/**
 * The four statements the consent popup links to (doc 1 §2): each renders on the server with its
 * title and text, so the login sheet's and the login page's links never lead to a 404.
 */
import { statementMessages } from '@renovo/core';
import { describe, expect, it } from 'vitest';
import { getPage, h1Of } from '../harness/site.ts';

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
