/**
 * The `/privacy/my-data` page's store (個人資料保護法 Art. 3, 10, 11, 20; docs/privacy.md): a
 * person proves a mobile with a `privacy` SMS code, then sees (and downloads), erases, or refuses
 * marketing use of the data held under it. Each action consumes its code, so the code field is
 * emptied after each one. The form is core's one form model; actions resolve typed outcomes.
 * A code request meets the same flood defence as the login's: a proof-of-work challenge (428)
 * is solved by the login's solver (loaded only then) and the request made again, and a refusal
 * that names a wait (429) counts it down on the send-code button.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { errorMessage } from '../api/errors.ts';
import type { ApiClient } from '../api/types.ts';
import { MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../data/constants.ts';
import { keepDigits } from '../fields/sms-code.ts';
import { failed, type Outcome, reasonOfError } from '../flows/outcome.ts';
import { createForm, type Form } from '../form/form.ts';
import { format, loginMessages, myDataMessages } from '../messages/zh-TW.ts';
import type { Clock } from '../platform/types.ts';
import { loadChallengeSolver, sendCodeSolvingChallenges } from '../session/code-challenge.ts';
import { createSendCodeCountdown, type SendCodeCountdown } from '../session/countdown.ts';
import { loginMobileRules, smsCodeRules } from '../session/login-rules.ts';
import { eraseMyData, exportMyData, withdrawMarketing } from './privacy.api.ts';
import type { PrivacyExport } from './privacy.schemas.ts';

/** What the page does with a proven mobile. */
export type MyDataAction = 'view' | 'erase' | 'withdraw';

/** Values of the page's form. */
export interface MyDataFormValues {
  mobile: string;
  code: string;
}

/** The page's state and actions. */
export interface MyDataStore {
  /** Mobile and code, checked on blur and before each call. */
  readonly form: Form<MyDataFormValues>;
  /** A call is running. */
  readonly busy: ReadonlySignal<boolean>;
  /**
   * The status line: code sent, the result of the last action, or why it failed; while a code
   * request answers a proof-of-work challenge, that the visitor is being checked.
   */
  readonly status: ReadonlySignal<string>;
  /** The data of the last `view`; null before and after an erase. */
  readonly data: ReadonlySignal<PrivacyExport | null>;
  /** The send-code button's countdown. */
  readonly countdown: SendCodeCountdown;
  /** Both fields filled and nothing running: the action buttons are enabled. */
  readonly ready: ReadonlySignal<boolean>;
  /** Sends a `privacy` SMS code to the mobile and starts the countdown. */
  sendCode(): Promise<Outcome>;
  /** Runs an action with the mobile and code; the code is emptied afterwards either way. */
  run(action: MyDataAction): Promise<Outcome>;
  dispose(): void;
}

/**
 * Creates the page's store; `client` is read only when a call is made (so the page can create the
 * store while rendering on the server).
 * @example const store = createMyDataStore(() => browserApi());
 */
export function createMyDataStore(client: () => ApiClient, deps: { clock?: Clock } = {}): MyDataStore {
  const form = createForm<MyDataFormValues>({
    mobile: {
      initial: '',
      formatter: (value) => value.trim(),
      maxlength: MOBILE_MAX_LENGTH,
      rules: loginMobileRules(),
    },
    code: { initial: '', formatter: keepDigits, maxlength: SMS_CODE_MAX_LENGTH, rules: smsCodeRules },
  });
  const { mobile, code } = form.fields;
  const busy = signal(false);
  const status = signal('');
  const data = signal<PrivacyExport | null>(null);
  const countdown = createSendCodeCountdown(deps.clock ? { clock: deps.clock } : {});

  /** Runs a call with `busy` set; a failure shows the server's message (or the generic one). */
  const call = async (fields: (keyof MyDataFormValues)[], work: () => Promise<string>): Promise<Outcome> => {
    if (busy.peek()) return failed('busy');
    busy.value = true;
    try {
      if (!(await form.validate(fields))) return failed('invalid', form.firstError.peek());
      status.value = '';
      status.value = await work();
      return { ok: true };
    } catch (error) {
      status.value = errorMessage(error) ?? myDataMessages.failed;
      const wait = (error as { retryAfter?: number } | null)?.retryAfter;
      if (wait) countdown.start(wait);
      return failed(reasonOfError(error), status.peek());
    } finally {
      busy.value = false;
    }
  };

  return {
    form,
    busy: computed(() => busy.value),
    status: computed(() => status.value),
    data: computed(() => data.value),
    countdown,
    ready: computed(() => !busy.value && mobile.value.value !== '' && code.value.value !== ''),
    sendCode: () =>
      call(['mobile'], async () => {
        await sendCodeSolvingChallenges(
          client(),
          { medium: 'sms', type: 'privacy', username: mobile.value.peek() },
          loadChallengeSolver,
          () => {
            status.value = loginMessages.checking;
          },
        );
        countdown.start();
        return myDataMessages.codeSent;
      }),
    async run(action) {
      const payload = { mobile: mobile.value.peek(), code: code.value.peek() };
      const outcome = await call(['mobile', 'code'], async () => {
        if (action === 'view') {
          const answer = await exportMyData(client(), payload);
          data.value = answer.data;
          const { account, quotes, clues } = answer.data;
          return account || quotes.length || clues.length ? '' : myDataMessages.noData;
        }
        if (action === 'erase') {
          const { data: erased } = await eraseMyData(client(), payload);
          data.value = null;
          return `${myDataMessages.erased}。${format(myDataMessages.erasedDetail, {
            account: erased.account,
            quotes: erased.quotes,
            clues: erased.clues,
            consents: erased.consents,
            favourites: erased.favourites,
            reviews: erased.reviews,
          })}`;
        }
        await withdrawMarketing(client(), payload);
        return myDataMessages.withdrawn;
      });
      // The code was used (or refused): the next action needs a new one.
      if (outcome.ok || (outcome.reason !== 'invalid' && outcome.reason !== 'busy')) code.reset();
      return outcome;
    },
    dispose: () => countdown.dispose(),
  };
}
