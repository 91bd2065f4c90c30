import { useEffect, useState } from 'react';

/**
 * An object URL for a blob (a protected file fetched with the bearer token, a file the player
 * chose), revoked when the blob changes or the component goes.
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
