import { z } from 'zod';
import { singleLineText } from '../text';
import { roleSchema, userStatusSchema } from '../users/users.schemas';
import { adminReasonSchema } from './admin-reason';

export const adminUserListQuerySchema = z.object({
  search: singleLineText({ label: 'Search', max: { length: 100 } }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => [10, 20, 30, 40, 50].includes(n), 'Page size must be 10, 20, 30, 40 or 50')
    .default(10),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  ludoPlayerId: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  suspendedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid('Unknown user') });

export { adminReasonSchema } from './admin-reason';

export const moderationReasonBodySchema = z.object({ reason: adminReasonSchema });
export type ModerationReasonBody = z.input<typeof moderationReasonBodySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  targetId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});

export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number().int() });
export type AuditLog = z.infer<typeof auditLogSchema>;
