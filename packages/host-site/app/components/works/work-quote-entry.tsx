/**
 * The work detail's quote entry: a button opening `<renovo-quote>` (v2) for this work, and the
 * popup the popup manager chose (module work_detail_auto_popbox, resource type work).
 */
import { quoteMessages } from '@renovo/core';
import { useState } from 'react';
import { QUOTE_PAGE } from '../../lib/nav.ts';
import { openAsDocument } from '../../lib/release-watch.ts';
import { loadWidgets } from '../../lib/widgets.ts';
import { useQuoteRegion } from '../quote/use-quote-region.ts';

/** Popup module of the work detail's automatic popup (docs/spec/platform.md#routes-and-overlays). */
const WORK_POPUP_MODULE = 'work_detail_auto_popbox';
/** Resource type of a work (docs/spec/platform.md#routes-and-overlays). */
const WORK_RESOURCE_TYPE = 'work';

/** Props of {@link WorkQuoteEntry}. */
export interface WorkQuoteEntryProps {
  /** The work the quote is asked from (absent on a company page). */
  workId?: number;
  companyId: number;
}

/** The quote button and its popup (module and resource of the work, or of the company). */
export function WorkQuoteEntry({ workId, companyId }: WorkQuoteEntryProps) {
  const [open, setOpen] = useState(false);
  const region = useQuoteRegion();
  return (
    <>
      <button
        type="button"
        className="button work-quote-entry"
        onClick={() => {
          // Without the widgets' code (a dropped network) the quote form page instead, if the site
          // answers (ADR 064).
          loadWidgets().then(
            () => setOpen(true),
            () => void openAsDocument(QUOTE_PAGE),
          );
        }}
      >
        {quoteMessages.basicButton}
      </button>
      {open ? (
        <renovo-quote
          open
          version="v2"
          module={workId === undefined ? 'company_detail' : 'work_detail'}
          type={workId === undefined ? 'company' : WORK_RESOURCE_TYPE}
          resource-id={workId ?? companyId}
          company-id={companyId}
          region={region}
          onrenovo-close={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

/** Props of {@link WorkAutoPopup}. */
export interface WorkAutoPopupProps {
  workId: number;
  companyId: number;
  /** The popup manager's choice. */
  name: string | null;
  onClose(): void;
}

/** The automatic popup of the page: the community quote or the basic quote. */
export function WorkAutoPopup({ name, workId, companyId, onClose }: WorkAutoPopupProps) {
  const region = useQuoteRegion();
  const common = {
    open: true,
    region,
    module: WORK_POPUP_MODULE,
    type: WORK_RESOURCE_TYPE,
    'resource-id': workId,
    'company-id': companyId,
    'onrenovo-close': onClose,
  } as const;
  if (name === 'community-valuation') return <renovo-community-quote {...common} />;
  if (name === 'normal-valuation') return <renovo-quote version="v2" {...common} />;
  return null;
}
