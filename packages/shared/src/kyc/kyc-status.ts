import { z } from 'zod';

export const kycStatusSchema = z.enum(['not_submitted', 'pending', 'verified', 'rejected']);
export type KycStatus = z.infer<typeof kycStatusSchema>;
