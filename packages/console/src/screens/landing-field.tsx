/**
 * A field of the landing editor (docs/spec/console.md#landing-pages): its label, the control, its
 * hint and, when it has one, its problem under it — both read with the field (aria-describedby),
 * the control marked invalid while the problem stands.
 */
import type { ReactNode } from 'react';
import type { FieldName } from './landing-problems.ts';

/** A field's element id. */
export const idOf = (name: FieldName) => `landing-${name.replace(/\./g, '-')}`;

/** A labelled field with its hint and, when it has one, its problem (both read with the field). */
export function Field({
  name,
  label,
  hint,
  problem,
  children,
}: {
  name: FieldName;
  label: string;
  hint?: string;
  problem: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = idOf(name);
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="landing-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p className="landing-problem" id={`${id}-problem`}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
