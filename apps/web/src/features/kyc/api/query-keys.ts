/** Query keys of the KYC feature, all under ['kyc']. The status itself lives in ['profile']. */
export const kycKeys = {
  all: ['kyc'] as const,
  document: (url: string) => ['kyc', 'document', url] as const,
};
