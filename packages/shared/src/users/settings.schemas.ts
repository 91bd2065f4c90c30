import { z } from 'zod';
import { LANGUAGES } from './languages';

/**
 * A player's saved preferences (the Settings screen). Defaults are the product's
 * (docs/product-rules.md, Profile and settings).
 * Two-factor authentication is deliberately absent: a switch that claims protection we do not
 * provide would mislead players.
 */
export const userSettingsSchema = z.object({
  notificationChannels: z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() }),
  notificationTypes: z.object({
    tournamentReminders: z.boolean(),
    resultAnnouncements: z.boolean(),
    paymentConfirmations: z.boolean(),
    promotionalOffers: z.boolean(),
  }),
  theme: z.enum(['light', 'dark', 'system']),
  language: z.enum(LANGUAGES),
  soundEffects: z.boolean(),
  backgroundMusic: z.boolean(),
  privacy: z.object({ profileVisible: z.boolean(), showOnlineStatus: z.boolean(), dataCollection: z.boolean() }),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  notificationChannels: { email: true, sms: false, push: true },
  notificationTypes: {
    tournamentReminders: true,
    resultAnnouncements: true,
    paymentConfirmations: true,
    promotionalOffers: false,
  },
  theme: 'system',
  language: 'en',
  soundEffects: true,
  backgroundMusic: false,
  privacy: { profileVisible: true, showOnlineStatus: true, dataCollection: true },
};

export const LANGUAGE_LABELS: Record<UserSettings['language'], string> = {
  en: 'English',
  hi: 'Hindi',
  ta: 'Tamil',
  te: 'Telugu',
  mr: 'Marathi',
};
