/**
 * The lead inbox's lookups (docs/spec/console.md#lead-inbox): who a lead may be assigned to, and the
 * partners' names
 * for the keys the leads carry. One small answer the inbox loads once, so the lead list's own
 * query stays a single-table keyset read (no join for a name).
 */
import { z } from 'zod';
import { defineContract } from '../../contracts/contract.ts';
import { envelope } from '../../contracts/envelope.ts';
import { consoleInboxLookupsRoute } from './inbox.routes.ts';

/** A staff account a lead may be assigned to: enabled, and its role works leads. */
export const AssigneeSchema = z.object({
  id: z.int().min(1),
  /** The account's email (staff data, not a lead's). */
  email: z.string(),
});
export type Assignee = z.infer<typeof AssigneeSchema>;

/** A partner key as leads carry it, with the partner's name. */
export const PartnerNameSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** A key retired by a rotation: its old leads still name the partner, new ones never use it. */
  retired: z.boolean(),
  disabled: z.boolean(),
});
export type PartnerName = z.infer<typeof PartnerNameSchema>;

/** A landing page by the module its quote sends (its own module, or `land_{slug}`), to name a lead's module. */
export const LandingModuleSchema = z.object({ module: z.string(), title: z.string() });
export type LandingModule = z.infer<typeof LandingModuleSchema>;

/** GET /console/api/inbox-lookups. */
export const consoleInboxLookupsContract = defineContract(consoleInboxLookupsRoute, {
  id: 'getConsoleInboxLookups',
  tag: 'console',
  auth: 'staff',
  summary:
    "The inbox's lookups (roles that read leads): the staff a lead may be assigned to (enabled accounts whose role works leads: id and email only) and every partner key (current and retired) with its partner's name, and the landing pages by the module their quote sends",
  response: envelope(
    z.object({
      assignees: z.array(AssigneeSchema),
      partners: z.array(PartnerNameSchema),
      landing_modules: z.array(LandingModuleSchema),
    }),
  ),
});

/** The inbox lookups contract. */
export const CONSOLE_INBOX_CONTRACTS = [consoleInboxLookupsContract] as const;
