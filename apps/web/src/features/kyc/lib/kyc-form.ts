import {
  KYC_DOCUMENT_FIELDS,
  KYC_MESSAGES,
  type KycDocumentField,
  kycFieldsSchema,
} from '@ludo/shared/kyc/kyc.schemas';
import { z } from 'zod';
import { documentProblem } from './kyc-display';

/** A document input: required (the spec's message), then type and size checked here before uploading. */
function documentSchema(field: KycDocumentField) {
  return z
    .custom<File | null>()
    .superRefine((file, context) => {
      if (!(file instanceof File)) {
        context.addIssue({ code: 'custom', message: KYC_MESSAGES[field] });
        return;
      }
      const problem = documentProblem(field, file);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform((file) => file as File);
}

/** The KYC dialog's form: the shared field rules (section 5 messages, 18 or older) and the three files. */
export const kycFormSchema = kycFieldsSchema.extend({
  aadharFront: documentSchema('aadharFront'),
  aadharBack: documentSchema('aadharBack'),
  pancard: documentSchema('pancard'),
});
export type KycFormInput = z.input<typeof kycFormSchema>;
export type KycFormOutput = z.output<typeof kycFormSchema>;
export type KycFormField = keyof KycFormInput;

export const KYC_FORM_FIELDS: readonly KycFormField[] = [
  'fullName',
  'dob',
  'address',
  'panNumber',
  ...KYC_DOCUMENT_FIELDS,
];
