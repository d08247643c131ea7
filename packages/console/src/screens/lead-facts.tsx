/**
 * The lead drawer's facts (docs/spec/console.md#lead-inbox): everything the lead records, each
 * coded value by its zh-TW name (core's lead labels, the CSV's words) with its code beneath, times
 * in Taiwan time, and a value the lead did not record read as 未記錄 — never a bare label.
 */
import {
  layoutLabel,
  leadKindLabel,
  moduleLabel,
  pagePath,
  partnerLabel,
  regionLabel,
  sizeLabel,
  sourceTypeLabel,
} from '@renovo/core/contracts';
import { leadLabelMessages as l, consoleMessages as m } from '@renovo/core/messages';
import type { ReactNode } from 'react';
import { formatTime } from '../components.tsx';
import type { InboxLookups, LeadDetail } from '../types.ts';

/** One fact: its name, its value (未記錄 when absent) and, when it differs, its code beneath. */
function Fact({ name, value, code }: { name: string; value: ReactNode; code?: string | null }) {
  const absent = value === null || value === undefined || value === '';
  return (
    <>
      <dt>{name}</dt>
      <dd>
        {absent ? <span className="not-recorded">{l.notRecorded}</span> : value}
        {code && code !== value ? <span className="secondary-text">{code}</span> : null}
      </dd>
    </>
  );
}

const yesNo = (flag: boolean) => (flag ? m.common.yes : m.common.no);

export function LeadFacts({
  data,
  lookups,
  assignee,
  seesPersonalData,
}: {
  data: LeadDetail;
  lookups?: InboxLookups;
  /** The assignee by name (the drawer's own naming of staff). */
  assignee: string;
  /** The role sees addresses in full: an absent one was not recorded, not hidden. */
  seesPersonalData: boolean;
}) {
  const { lead, extras, consent } = data;
  const quote = lead.kind === 'basic' || lead.kind === 'community';
  const f = l.facts;
  return (
    <>
      <dl className="facts">
        <Fact name={m.leads.createdAt} value={formatTime(lead.created_at)} />
        <Fact name={m.leads.mobile} value={`${lead.mobile}${lead.mobile_masked ? m.leads.masked : ''}`} />
        <Fact name={m.leads.kind} value={leadKindLabel(lead.kind)} />
        <Fact name={m.leads.verified} value={yesNo(lead.mobile_verified)} />
        <Fact name={m.leads.needsReview} value={yesNo(lead.needs_review)} />
        <Fact name={m.leads.region} value={regionLabel(lead.region_id)} />
        {quote ? (
          <>
            <Fact name={f.size} value={sizeLabel(extras.size)} />
            <Fact name={f.layout} value={layoutLabel(extras.layout)} />
            <Fact name={f.community} value={extras.community_name} />
          </>
        ) : null}
        <Fact
          name={m.leads.partner}
          value={partnerLabel(lead.partner_key, lookups)}
          code={lead.partner_key}
        />
        <Fact name={f.module} value={moduleLabel(lead.module, lookups)} code={lead.module} />
        <Fact name={f.sourceType} value={sourceTypeLabel(lead.type)} code={lead.type} />
        <Fact name={m.leads.page} value={lead.page} />
        <Fact name={f.path} value={pagePath(lead.page)} />
        <Fact name={f.utmSource} value={extras.utm.source} />
        <Fact name={f.utmMedium} value={extras.utm.medium} />
        <Fact name={f.utmCampaign} value={extras.utm.campaign} />
        <Fact name={f.utmContent} value={extras.utm.content} />
        <Fact name={m.leads.assignee} value={assignee} />
      </dl>
      <h3>{m.leads.consent}</h3>
      {consent ? (
        <dl className="facts">
          <Fact name={m.leads.consentVersion} value={consent.notice_version} />
          <Fact name={m.leads.consentAt} value={formatTime(consent.accepted_at)} />
          <Fact
            name={m.leads.consentIp}
            value={consent.client_ip ?? (seesPersonalData ? null : m.leads.masked)}
          />
        </dl>
      ) : (
        <p className="not-recorded">{l.notRecorded}</p>
      )}
    </>
  );
}
