/** The site's own contact details (doc 2 §2 Help section; the spec leaves the values open). */

/** Customer-service phone, as shown and as a tel: link. */
export const SERVICE_PHONE = { display: '02-2700-1234', href: 'tel:+886227001234' } as const;

/** Customer-service mail. */
export const SERVICE_MAIL = 'service@renovo.tw';

/** What the design-company service QR code opens. */
export const DESIGN_SERVICE_URL = 'https://renovo.tw/designer/recruit';
