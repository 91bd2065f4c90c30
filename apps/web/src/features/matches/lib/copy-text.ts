/**
 * Copies text to the clipboard. The Clipboard API needs a secure context; older phone browsers
 * (or plain http) fall back to a selected, off-screen text field and the copy command.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy is not supported here');
  } finally {
    field.remove();
  }
}
