/** The platform's display name and the external app matches are played in. */
export const BRAND_NAME = 'Ludo Arena';
export const EXTERNAL_LUDO_APP_NAME = 'Ludo King';
export const SUPPORT_EMAIL = 'support@ludoarena.in';
