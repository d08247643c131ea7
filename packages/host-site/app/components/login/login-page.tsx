/** The frame of the login pages: heading and lead, the form, and what logging in gives. */
import { loginPageMessages } from '@renovo/core';
import { useId } from 'react';
import { WorkCard, type WorkCardView } from '../cards/work-card.tsx';
import { LoginPanel, type LoginPanelProps } from './login-panel.tsx';

/** The login page's sample works and their heading. */
export interface LoginSamples {
  title: string;
  works: WorkCardView[];
}

/** Props of {@link LoginPage}. */
export interface LoginPageProps extends LoginPanelProps {
  title: string;
  lead: string;
  /** The sample works of the visitor's region (docs/spec/platform.md#limits). */
  samples: LoginSamples;
}

/** The page body. */
export function LoginPage({ title, lead, samples, ...panel }: LoginPageProps) {
  const benefitsId = useId();
  const samplesId = useId();
  return (
    <div className="container login-page">
      <div className="login-page__intro">
        <h1 className="page-heading">{title}</h1>
        <p className="login-page__lead">{lead}</p>
      </div>
      <LoginPanel {...panel} />
      <section className="login-page__more" aria-labelledby={benefitsId}>
        <h2 id={benefitsId} className="login-page__subtitle">
          {loginPageMessages.benefitsTitle}
        </h2>
        <ul className="login-page__benefits">
          {loginPageMessages.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </section>
      {samples.works.length > 0 ? (
        <section className="login-page__samples" aria-labelledby={samplesId}>
          <h2 id={samplesId} className="login-page__subtitle">
            {samples.title}
          </h2>
          <ul className="grid login-page__sample-list">
            {samples.works.map((work) => (
              <li key={work.id}>
                <WorkCard work={work} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
