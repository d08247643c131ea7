/**
 * Rule (docs/spec/company-side.md#owner-control): the result page's match section lists each
 * company that accepted — logo, name linking to its page, verification level — or says 媒合中,
 * or, for a lead its owner has not confirmed, that the staff follow it up (with a sign-in);
 * 停止聯繫 first asks (a GET form, which changes nothing), and only the question's confirm is a
 * POST carrying the page's id; once stopped, the page says so and offers no control.
 */
import { companySideMessages, ownerControlMessages as m } from '@renovo/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OwnerMatch } from '../../app/components/quote/owner-match.ts';
import { readOwnerMatch } from '../../app/components/quote/owner-match.ts';
import { OwnerMatchView } from '../../app/components/quote/owner-match-view.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

/** The props the next render shows. */
let shown: { match: OwnerMatch; confirming: boolean } = {
  match: { companies: [], contactStopped: false, withStaff: false },
  confirming: false,
};

function ShownMatch() {
  return createElement(OwnerMatchView, { ...shown, publicId: ID });
}

/** The section inside a data router (its forms need one), as static HTML. */
const Stub = createRoutesStub([{ path: '/', Component: ShownMatch }]);

function render(match: OwnerMatch, confirming = false): string {
  shown = { match, confirming };
  return renderToStaticMarkup(createElement(Stub, { initialEntries: ['/'] }));
}

const matched = readOwnerMatch({
  code: 200,
  data: {
    state: 'matched',
    companies: [
      { id: 7, name: '城光設計', logo_url: '/img/cheng.png', verification_level: 'staff_verified' },
      { id: 9, name: '木作工坊', logo_url: '', verification_level: 'bogus' },
    ],
    contact_stopped: false,
    contact_stopped_at: null,
  },
});

describe('the result page shows the owner’s match', () => {
  it('lists the accepting companies with logo, a link to their page and their level', () => {
    expect(matched?.companies).toHaveLength(2);
    const html = render(matched as OwnerMatch);
    expect(html).toContain(m.heading);
    expect(html).toMatch(/<img src="\/img\/cheng.png" alt=""/);
    expect(html).toMatch(/<a href="\/company\/7"[^>]*>城光設計<\/a>/);
    expect(html).toContain(companySideMessages.verificationLevels.staff_verified);
    // A level the page does not know reads as the lowest, never as a higher one.
    expect(html).toMatch(/href="\/company\/9"[^>]*>木作工坊<\/a>.*?未驗證/);
    expect(html).not.toContain(m.matching);
  });

  it('says 媒合中 while no company has accepted', () => {
    const html = render({ companies: [], contactStopped: false, withStaff: false });
    expect(html).toContain(m.matching);
    expect(html).toContain(m.matchingLead);
  });

  it('says the staff follow up a lead its owner has not confirmed, with a sign-in back to this page', () => {
    const withStaff = readOwnerMatch({
      code: 200,
      data: { state: 'with_staff', companies: [], contact_stopped: false, contact_stopped_at: null },
    });
    expect(withStaff?.withStaff).toBe(true);
    const html = render(withStaff as OwnerMatch);
    expect(html).toContain(m.withStaff);
    expect(html).toContain(m.withStaffLead);
    expect(html).not.toContain(m.matchingLead);
    expect(html).toContain(`href="/login?redirect=${encodeURIComponent(`/?id=${ID}`)}"`);
  });

  it('asks before stopping: the button is a GET of the page; only the confirm POSTs the id', () => {
    const ask = render({ companies: [], contactStopped: false, withStaff: false });
    expect(ask).toMatch(/<form[^>]*method="get"/);
    expect(ask).not.toMatch(/<form[^>]*method="post"/);
    expect(ask).toContain('name="confirm" value="stop"');
    expect(ask).toContain(m.stopButton);

    const confirm = render({ companies: [], contactStopped: false, withStaff: false }, true);
    expect(confirm).toMatch(/<form[^>]*method="post"/);
    expect(confirm).toContain(`<legend tabindex="-1">${m.stopConfirm}</legend>`);
    expect(confirm).toContain(`name="id" value="${ID}"`);
    expect(confirm).toContain(m.stopConfirmYes);
    expect(confirm).toContain(m.stopKeep);
  });

  it('once stopped, says so and offers no control', () => {
    const html = render({ companies: [], contactStopped: true, withStaff: false }, true);
    expect(html).toContain(m.stopped);
    expect(html).not.toContain('<form');
  });
});
