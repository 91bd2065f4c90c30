import { KYC_DOCUMENT_FIELDS, type KycDetails } from '@ludo/shared/kyc/kyc.schemas';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/react';
import { KycDocumentPreview } from './KycDocumentPreview';

/** The three previews under the profile: Aadhar front, Aadhar back and Pan card of the latest submission. */
export function KycDocuments({ kyc }: { kyc: KycDetails }) {
  const t = useT();
  const submitted = KYC_DOCUMENT_FIELDS.some((field) => kyc.documents[field]);
  return (
    <Card aria-labelledby="kyc-documents-title">
      <CardHeader>
        <CardTitle id="kyc-documents-title">{t('kyc.documents.title')}</CardTitle>
        <CardDescription>{submitted ? t('kyc.documents.submitted') : t('kyc.documents.none')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 md:grid-cols-3">
        {KYC_DOCUMENT_FIELDS.map((field) => (
          <KycDocumentPreview key={field} field={field} document={kyc.documents[field]} />
        ))}
      </CardContent>
    </Card>
  );
}
