/**
 * Spec calls (docs/spec/platform.md#calls): the chat entry. In Chromium on
 * the built site, the footer's 線上諮詢 opens a panel that registers with the IM
 * (`POST /hyperf/im/register`), shows the welcome of `GET /api/im/welcome/v2` and the messages of
 * `POST /api/decoration_robot/init` — exactly what the API answers, nothing invented — and their
 * questions; picking one opens the consult request (`POST /hyperf/clues/consult`), which files
 * one lead of kind consult, even when the first answer is lost to a dropped connection and the
 * page sends it again (same Idempotency-Key). On a quote's result page, the robot's messages of
 * the evaluation form's answer (data.decoration_robot_messages) are shown, and its chat entry
 * answers from them first.
 */

import { clues } from '@renovo/api/schema';
import { chatMessages } from '@renovo/core';
import { eq } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DESKTOP, openPage, PHONE } from '../../../../tests/e2e/harness/browser.ts';
import { ownSiteStack } from '../harness/own-stack.ts';
import { hydrated, JOURNEY_TIMEOUT, journeyMobile, PATIENT } from './browser.ts';

const own = ownSiteStack();

interface Texts {
  title: string;
  messages: string[];
  questions: string[];
}

/** What the API answers for the welcome and the robot, read from Node. */
async function apiTexts(): Promise<{ welcome: Texts; robot: Texts }> {
  const welcome = (await (await fetch(`${own.stack.origin}/api/im/welcome/v2`)).json()) as {
    data: { title: string; messages: string[]; quick_replies: string[] };
  };
  const robot = (await (
    await fetch(`${own.stack.origin}/api/decoration_robot/init`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()) as { data: { messages: string[]; suggestions: string[] } };
  return {
    welcome: {
      title: welcome.data.title,
      messages: welcome.data.messages,
      questions: welcome.data.quick_replies,
    },
    robot: { title: chatMessages.robot, messages: robot.data.messages, questions: robot.data.suggestions },
  };
}

/** Opens `path` and the chat panel from the footer; answers the panel once it shows the welcome. */
async function openChat(page: Page, path: string) {
  await page.goto(`${own.stack.origin}${path}`);
  await hydrated(page);
  await page.locator('.site-footer').getByRole('button', { name: chatMessages.open, exact: true }).click();
  const panel = page.getByRole('dialog');
  await panel.waitFor({ state: 'visible', ...PATIENT });
  return panel;
}

describe('journey: the chat entry', () => {
  test(
    'opens with the IM welcome and the robot messages the API answers, after registering with the IM',
    async () => {
      const expected = await apiTexts();
      const { page, pageErrors } = await openPage(own.browser, 'about:blank', { viewport: PHONE });
      const calls: string[] = [];
      page.on('request', (request: Request) => {
        const path = new URL(request.url()).pathname;
        if (/^\/(hyperf\/im\/register|api\/im\/welcome\/v2|api\/decoration_robot\/init)$/.test(path)) {
          calls.push(`${request.method()} ${path}`);
        }
      });
      const panel = await openChat(page, '/works');

      await expect
        .poll(() => panel.getByRole('heading', { level: 2 }).textContent(), PATIENT)
        .toBe(expected.welcome.title);
      const bubbles = (from: string) => panel.locator(`[data-from="${from}"] li`).allTextContents();
      await expect.poll(() => bubbles('welcome'), PATIENT).toEqual(expected.welcome.messages);
      expect(await bubbles('robot')).toEqual(expected.robot.messages);
      expect(await panel.getByRole('heading', { level: 3 }).textContent()).toBe(chatMessages.robot);
      const questions = await panel.locator('.chat-question').allTextContents();
      expect(questions).toEqual([...new Set([...expected.welcome.questions, ...expected.robot.questions])]);
      expect(calls.sort()).toEqual([
        'GET /api/im/welcome/v2',
        'POST /api/decoration_robot/init',
        'POST /hyperf/im/register',
      ]);
      expect(await panel.getAttribute('data-im-user')).toMatch(/^guest-[0-9a-f]{16}$/);

      // Closed with its close button; reopened, it keeps the conversation (no second round of calls).
      await panel.getByRole('button', { name: chatMessages.close, exact: true }).click();
      await panel.waitFor({ state: 'hidden', ...PATIENT });
      await page
        .locator('.site-footer')
        .getByRole('button', { name: chatMessages.open, exact: true })
        .click();
      await panel.waitFor({ state: 'visible', ...PATIENT });
      expect(await bubbles('welcome')).toEqual(expected.welcome.messages);
      expect(calls).toHaveLength(3);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    'a question opens the consult request: one lead of kind consult, also when the first answer is dropped',
    async () => {
      const mobile = journeyMobile(1801);
      const { page, pageErrors } = await openPage(own.browser, 'about:blank', { viewport: DESKTOP });
      // The first consult reaches the server, which files it; its answer is then lost (connection
      // reset). Every later attempt goes through.
      const keys: string[] = [];
      await page.route('**/hyperf/clues/consult', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '');
        if (keys.length === 1) {
          const answer = await route.fetch();
          expect(answer.status()).toBe(200);
          await route.abort('connectionreset');
        } else {
          await route.continue();
        }
      });
      const panel = await openChat(page, '/works/3');
      const question = panel.locator('.chat-question').first();
      await question.waitFor({ state: 'visible', ...PATIENT });
      const asked = (await question.textContent()) ?? '';
      await question.click();
      await panel.getByText(chatMessages.consultPrompt).waitFor({ state: 'visible', ...PATIENT });
      expect(await panel.locator('.chat-bubble--mine').textContent()).toContain(asked);

      // A wrong number and a missing consent are refused in the page.
      const submit = panel.getByRole('button', { name: chatMessages.submit, exact: true });
      await panel.locator('input[name="mobile"]').fill('12345');
      await submit.click();
      await expect
        .poll(() => panel.getByRole('alert').textContent(), PATIENT)
        .toBe(chatMessages.mobileInvalid);
      await panel.locator('input[name="mobile"]').fill(mobile);
      await submit.click();
      await expect
        .poll(() => panel.getByRole('alert').textContent(), PATIENT)
        .toBe(chatMessages.consentRequired);
      expect(keys).toEqual([]);

      await panel.locator('input[name="accepted"]').check();
      await submit.click();
      await panel.getByText(chatMessages.submitted).waitFor({ state: 'visible', ...PATIENT });

      // Sent twice with one key; filed once, as a consult from the work's page.
      expect(keys.length).toBeGreaterThanOrEqual(2);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).not.toBe('');
      const rows = await own.db.select().from(clues).where(eq(clues.mobile, mobile));
      expect(rows.map((r) => [r.kind, r.type, r.sourceType, r.sourceId])).toEqual([
        ['consult', 'chat', 'work', '3'],
      ]);
      expect(rows[0]?.consentId).not.toBeNull();
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );

  test(
    "on a quote's result page the chat answers from the submit's decoration_robot_messages first",
    async () => {
      const expected = await apiTexts();
      const submitted = (await (
        await fetch(`${own.stack.origin}/hyperf/valuation/v3/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-uuid': 'journey-robot-result' },
          body: JSON.stringify({
            region_id: 1,
            size: 28,
            mobile: journeyMobile(172),
            accepted: 1,
            notice_version: '2026-11',
          }),
        })
      ).json()) as { data: { public_id: string; decoration_robot_messages: string[] } };
      const quoteMessages = submitted.data.decoration_robot_messages;
      expect(quoteMessages.length).toBeGreaterThan(0);

      const { page, pageErrors } = await openPage(own.browser, 'about:blank', { viewport: PHONE });
      await page.goto(`${own.stack.origin}/decorationfrom/result_copy?id=${submitted.data.public_id}`);
      await hydrated(page);
      const section = page.locator('.quote-result__robot');
      expect(await section.locator('li').allTextContents()).toEqual(quoteMessages);
      await section.getByRole('button', { name: chatMessages.askRobot, exact: true }).click();
      const panel = page.getByRole('dialog');
      await panel.waitFor({ state: 'visible', ...PATIENT });
      await expect
        .poll(() => panel.locator('[data-from="robot"] li').allTextContents(), PATIENT)
        .toEqual([...quoteMessages, ...expected.robot.messages]);
      expect(pageErrors).toEqual([]);
      await page.context().close();
    },
    JOURNEY_TIMEOUT,
  );
});
