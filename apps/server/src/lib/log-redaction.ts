/**
 * Parameters whose values are secrets: link codes, tokens, passwords, security codes, account ids of
 * links; and the personal data staff search by (social-security number, e-mail).
 */
const secretNames = 'code|token|password|securityCode|userId|scTokenId|id_token_hint|code_verifier|nir|email';
const secretName = new RegExp(`^(?:${secretNames})$`, 'i');
const secretParameter = new RegExp(`([?&#;]|^)(${secretNames})=[^&#\\s]*`, 'gi');
const masked = '[masqué]';

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Decoded as many times as it was encoded (three at most): "%253D" hides "=" twice. */
function fullyDecoded(value: string): string {
  let current = value;
  for (let i = 0; i < 3; i++) {
    const next = decodeOnce(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

const carriesSecret = (text: string) => new RegExp(secretParameter.source, 'i').test(text);

/**
 * Request URLs are logged without the values of parameters that carry secrets, wherever they hide:
 * a callbackUrl holding "/#/reset-password?code=…" is redacted inside, however it was encoded.
 */
export function redactUrl(url: string, depth = 3): string {
  const hashAt = url.indexOf('#');
  const head = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt).replace(secretParameter, `$1$2=${masked}`);
  const queryAt = head.indexOf('?');
  if (queryAt === -1) return `${head}${hash}`;
  const pairs = head
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      if (secretName.test(decodeOnce(name))) return `${name}=${masked}`;
      const decoded = fullyDecoded(value);
      if (!carriesSecret(decoded)) return pair;
      return `${name}=${depth > 0 ? encodeURIComponent(redactUrl(decoded, depth - 1)) : masked}`;
    });
  return `${head.slice(0, queryAt)}?${pairs.join('&')}${hash}`;
}
