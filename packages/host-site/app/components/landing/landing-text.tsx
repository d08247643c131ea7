/**
 * Staff's plain text on a landing page (docs/spec/console.md#landing-pages): a blank line starts
 * a new paragraph and a line break stays a line break. The text is rendered as text, never as
 * HTML: `<b>` or `<script>` typed in the console shows as those characters.
 */
import { Fragment } from 'react';

/** The paragraphs of `text`, each as its lines (blank lines between paragraphs dropped). */
function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraph.split('\n'));
}

/** `text` as paragraphs of `className`, its line breaks kept. */
export function LandingText({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {paragraphsOf(text).map((lines, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id; the text is fixed per render
        <p key={i} className={className}>
          {lines.map((line, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; the text is fixed per render
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
