/**
 * The survey under the style-test result (`/style-test/result/_logic/survey`): single and
 * multiple choices and a free text, sent once (the API refuses a second answer). Shown only when
 * the API says it is on and the visitor has not answered it.
 */
import { format, styleTestMessages } from '@renovo/core';
import { type FormEvent, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import './style-survey.css';

/** A survey question. */
interface SurveyQuestion {
  key: string;
  title: string;
  type: 'single' | 'multiple' | 'text';
  required: boolean;
  options?: { value: string; label: string }[];
  max?: number;
}

/** The survey. */
export interface Survey {
  key: string;
  title: string;
  description: string;
  questions: SurveyQuestion[];
}

/** The resource route that stores the answers. */
const SURVEY_ACTION = '/style-test/result/_logic/survey';

type Answers = Record<string, string | string[]>;

function answersOf(form: HTMLFormElement, questions: readonly SurveyQuestion[]): Answers {
  const data = new FormData(form);
  const answers: Answers = {};
  for (const q of questions) {
    if (q.type === 'multiple') {
      const values = data.getAll(q.key).filter((v): v is string => typeof v === 'string');
      if (values.length > 0) answers[q.key] = values;
    } else {
      const value = data.get(q.key);
      if (typeof value === 'string' && value.trim() !== '') answers[q.key] = value.trim();
    }
  }
  return answers;
}

/** The survey form; replaced by a thank-you once stored. */
export function StyleSurvey({ survey }: { survey: Survey }) {
  const fetcher = useFetcher<{ code?: number; message?: string }>();
  const titleId = useId();
  const [problem, setProblem] = useState('');
  const done = fetcher.state === 'idle' && fetcher.data?.code === 200;
  const failed =
    fetcher.state === 'idle' && fetcher.data && fetcher.data.code !== 200 ? fetcher.data.message : '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answers = answersOf(event.currentTarget, survey.questions);
    const missing = survey.questions.find((q) => q.required && answers[q.key] === undefined);
    if (missing) {
      setProblem(format(styleTestMessages.surveyRequired, { title: missing.title }));
      return;
    }
    setProblem('');
    void fetcher.submit(
      { survey_key: survey.key, answers },
      { method: 'post', action: SURVEY_ACTION, encType: 'application/json' },
    );
  }

  if (done) {
    return (
      <section className="style-survey" aria-labelledby={titleId}>
        <h2 id={titleId}>{survey.title}</h2>
        <p role="status">{styleTestMessages.surveyThanks}</p>
      </section>
    );
  }
  return (
    <section className="style-survey" aria-labelledby={titleId}>
      <h2 id={titleId}>{survey.title}</h2>
      <p className="style-survey__lead">{survey.description}</p>
      <form onSubmit={onSubmit} noValidate>
        {survey.questions.map((q) =>
          q.type === 'text' ? (
            <label key={q.key} className="style-survey__question">
              <span className="style-survey__title">{q.title}</span>
              <textarea name={q.key} maxLength={q.max} rows={3} />
            </label>
          ) : (
            <fieldset key={q.key} className="style-survey__question">
              <legend className="style-survey__title">
                {q.title}
                {q.required ? (
                  <span className="style-survey__required">{styleTestMessages.required}</span>
                ) : null}
              </legend>
              <div className="style-survey__options">
                {(q.options ?? []).map((option) => (
                  <label key={option.value} className="style-survey__option">
                    <input
                      type={q.type === 'single' ? 'radio' : 'checkbox'}
                      name={q.key}
                      value={option.value}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
            </fieldset>
          ),
        )}
        <p className="style-survey__error" role="alert">
          {problem || failed || ''}
        </p>
        <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
          {styleTestMessages.surveySubmit}
        </button>
      </form>
    </section>
  );
}
