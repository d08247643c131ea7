/**
 * The inbox's saved views (docs/spec/console.md#lead-inbox): every lead, today's new leads, those
 * waiting for a call-back, those past the 24 h call-back promise and those assigned to the staff
 * member. Toggle buttons (one pressed),
 * with a line that says what the pressed one holds; the server applies the view (`view`).
 */
import { LEAD_VIEWS, type LeadView } from '@renovo/core/contracts';
import {
  leadLabelMessages as l,
  consoleMessages as m,
  consoleOverviewMessages as o,
} from '@renovo/core/messages';

/** Each view's button (the overdue one named as the overview's tile that links to it). */
const NAMES: Record<LeadView, string> = {
  today: l.views.today,
  callback: l.views.callback,
  overdue: o.waiting,
  mine: m.leads.mine,
};

/** What each view holds, under the buttons. */
const HINTS: Record<LeadView | 'all', string> = { ...l.views.hints, overdue: o.waitingHint };

export function LeadViews({
  view,
  onChange,
}: {
  view: LeadView | null;
  onChange(view: LeadView | null): void;
}) {
  const choices: (LeadView | null)[] = [null, ...LEAD_VIEWS];
  return (
    <fieldset className="views" aria-describedby="lead-view-hint">
      <legend>{l.views.label}</legend>
      <div className="view-buttons">
        {choices.map((choice) => (
          <button
            key={choice ?? 'all'}
            type="button"
            className="secondary"
            aria-pressed={view === choice}
            onClick={() => onChange(choice)}
          >
            {choice === null ? l.views.all : NAMES[choice]}
          </button>
        ))}
      </div>
      <p id="lead-view-hint" className="hint">
        {HINTS[view ?? 'all']}
      </p>
    </fieldset>
  );
}
