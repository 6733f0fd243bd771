/* What a page may show of contact data before or around a proof of identity: never all of it. */

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const name = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  const keep = (value: string, end: boolean) =>
    value.length <= 2 ? `${value.slice(0, 1)}***` : `${value.slice(0, 2)}***${end ? value.slice(-1) : ''}`;
  return `${keep(local, true)}@${keep(name, false)}${tld}`;
}

/** "06 39 98 12 01" → "06 ** ** ** 01". */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return '** ** ** ** **';
  return `${digits.slice(0, 2)} ** ** ** ${digits.slice(-2)}`;
}
