// A mailto: link that opens the mail app with the recipient, subject and body filled in
// (RFC 6068: every part percent-encoded, line breaks as %0D%0A).
export function emailUrl(address: string, subject: string, body: string): string {
  const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, '\r\n'));
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}?subject=${encode(subject)}&body=${encode(body)}`;
}
