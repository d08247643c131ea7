/** The frame of the login pages: heading and lead, the form, and what logging in gives. */
import { loginPageMessages } from '@renovo/core';
import { useId } from 'react';
import { LoginPanel, type LoginPanelProps } from './login-panel.tsx';

/** Props of {@link LoginPage}. */
export interface LoginPageProps extends LoginPanelProps {
  title: string;
  lead: string;
}

/** The page body. */
export function LoginPage({ title, lead, ...panel }: LoginPageProps) {
  const benefitsId = useId();
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
    </div>
  );
}
