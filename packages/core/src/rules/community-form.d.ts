import { type Form } from './form.ts';
/** Values of the community form. */
export interface CommunityFormValues {
  size: string;
  mobile: string;
  accepted: boolean;
}
/** Creates the community form: size (maxlength 5, above 999 becomes 999 on blur), mobile (10), terms. */
export declare function createCommunityForm(): Form<CommunityFormValues>;
//# sourceMappingURL=community-form.d.ts.map
