import { SUPPORT_EMAIL } from '@ludo/shared/brand';
import type { ReactNode } from 'react';

/** A mailto link to support; its text comes from the message it sits in (`<0>{email}</0>`). */
export function SupportEmailLink({ children }: { children?: ReactNode }) {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{children}</a>;
}
