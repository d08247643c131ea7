/**
 * The social sign-in buttons of the login pages (ADR 030): one link per configured
 * provider (GET /v1/socials; none when none is configured) to the API's
 * `/v1/socials/{provider}/authorize`, which sends the browser to the provider and, once back,
 * signs it in and returns to `redirectTo`. Plain links: they work before (and without) the page's
 * script, by keyboard like any link. A sign-in that did not finish comes back with its reason,
 * said here (role alert).
 */
import { format, type SocialProvider, socialMessages } from '@renovo/core';
import { useId } from 'react';

/** What the login page's loader found. */
export interface SocialSignInState {
  providers: SocialProvider[];
  /** The zh-TW reason of a sign-in that came back refused, or null. */
  error: string | null;
}

/** The buttons, under the form. */
export function SocialSignIn({ providers, error, redirectTo }: SocialSignInState & { redirectTo: string }) {
  const headingId = useId();
  if (!providers.length && !error) return null;
  const redirect = encodeURIComponent(redirectTo);
  return (
    <section className="login-social" aria-labelledby={providers.length ? headingId : undefined}>
      {error ? (
        <p className="login-social__error" role="alert">
          {error}
        </p>
      ) : null}
      {providers.length ? (
        <>
          <h3 id={headingId} className="login-social__heading">
            {socialMessages.heading}
          </h3>
          <ul className="login-social__list">
            {providers.map(({ provider, name }) => (
              <li key={provider}>
                <a
                  className={`login-social__button login-social__button--${provider}`}
                  href={`/v1/socials/${provider}/authorize?redirect=${redirect}`}
                  rel="nofollow"
                >
                  {format(socialMessages.signInWith, { provider: name })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
