/**
 * Copies text for the player to paste elsewhere. The Clipboard API needs a secure context (HTTPS or
 * localhost) and may be refused; older phone browsers lack it. The fallback selects the text in a
 * hidden text area and asks the browser to copy it. Resolves whether the copy took.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, the document not focused): try the old way below.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, and large enough text that iOS does not zoom in on it.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.fontSize = '16px';
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.appendChild(area);
  area.select();
  area.setSelectionRange(0, text.length);
  let copied = false;
  try {
    // Deprecated, but the only way left where the Clipboard API is missing or refused.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}

/** The Web Share API (the phone's share sheet), when the browser has it for this data. */
export function canShare(data: ShareData): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return false;
  return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
}
