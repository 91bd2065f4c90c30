import {
  KYC_DOCUMENT_FIELDS,
  KYC_MESSAGES,
  type KycDocumentField,
  kycFieldsSchema,
} from '@ludo/shared/kyc/kyc.schemas';
import { z } from 'zod';
import type { Translate } from '@/lib/i18n/react';
import { documentProblem } from './kyc-display';

/** A document input: required (the product's message), then type and size checked here before uploading. */
function documentSchema(t: Translate, field: KycDocumentField) {
  return z
    .custom<File | null>()
    .superRefine((file, context) => {
      if (!(file instanceof File)) {
        context.addIssue({ code: 'custom', message: KYC_MESSAGES[field] });
        return;
      }
      const problem = documentProblem(t, field, file);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((file) => file as File);
}

/** The KYC dialog's form: the shared field rules (docs/product-rules.md, KYC: its messages, 18 or older) and the three files. */
export function kycFormSchema(t: Translate) {
  return kycFieldsSchema.extend({
    aadharFront: documentSchema(t, 'aadharFront'),
    aadharBack: documentSchema(t, 'aadharBack'),
    pancard: documentSchema(t, 'pancard'),
  });
}
export type KycFormInput = z.input<ReturnType<typeof kycFormSchema>>;
export type KycFormOutput = z.output<ReturnType<typeof kycFormSchema>>;
export type KycFormField = keyof KycFormInput;

export const KYC_FORM_FIELDS: readonly KycFormField[] = [
  'fullName',
  'dob',
  'address',
  'panNumber',
  ...KYC_DOCUMENT_FIELDS,
];
