/** What an SMS code is sent for, declared once (the send-code schema, the codes table's type). */

/** Signing in, binding a mobile, and `privacy`: to see, export or erase one's data. */
export const SMS_PURPOSES = ['login', 'bind_mobile', 'privacy'] as const;
/** What an SMS code is for. */
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
